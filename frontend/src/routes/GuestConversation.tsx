import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { MESSAGES_TEXTS } from '@contract/messages-constants.ts';
import type { GuestThread, MessageView } from '@contract/messages.ts';
import { ApiError, readFailureMessage } from '@/api/client.ts';
import { PageLoading } from '@/components/layout/PageLoading.tsx';
import { PageShell } from '@/components/layout/PageShell.tsx';
import { usePageTitle } from '@/components/layout/usePageTitle.ts';
import { ButtonLink } from '@/components/ui/Button.tsx';
import { Card } from '@/components/ui/Card.tsx';
import { ListLoadError } from '@/components/ui/ListLoadError.tsx';
import { notify } from '@/components/ui/toast.ts';
import { readGuestThread, sendGuestMessage, setGuestBlocked } from '@/features/messages/api.ts';
import { sentAtFull } from '@/features/messages/format.ts';
import {
  BlockToggle,
  MessageList,
  ReportMessageFlag,
  SafetyNotice,
  ThreadFoot,
} from '@/features/messages/ThreadParts.tsx';
import { mergeMessages } from '@/features/messages/threadState.ts';
import { usePendingSends, useThreadPoll, type ThreadPoll } from '@/features/messages/useLiveThread.ts';
import { logFailure } from '@/api/errors.ts';

type GuestState =
  | { status: 'loading' }
  | { status: 'expired' }
  | { status: 'invalid' }
  | { status: 'failed'; error: unknown }
  | { status: 'ready'; thread: GuestThread };

/**
 * Why a link does not open the conversation: expired (the server says so in its words, or answers
 * 410 Gone) or not valid (any other refusal of the token). A failure of another kind is tried again.
 */
function linkRefusal(error: unknown): 'expired' | 'invalid' | null {
  if (!(error instanceof ApiError)) return null;
  if (error.message === MESSAGES_TEXTS.guestExpired || error.status === 410) return 'expired';
  if (error.message === MESSAGES_TEXTS.guestInvalid) return 'invalid';
  if ([400, 401, 403, 404].includes(error.status)) return 'invalid';
  return null;
}

/** The token of the link, after '#': it never travels in an address, so it stays out of logs. */
const tokenOf = (hash: string) => decodeURIComponent(hash.replace(/^#/, '')).trim();

/**
 * A visitor's side of her conversation with a nanny, opened from the link in her email: the thread, kept
 * live while the tab is visible, and her answers. She has no account: the link's token is all she holds,
 * and it is sent in each request's body.
 */
export default function GuestConversation() {
  usePageTitle(MESSAGES_TEXTS.guestTitle);
  const { hash } = useLocation();
  const token = tokenOf(hash);
  const [state, setState] = useState<GuestState>(token ? { status: 'loading' } : { status: 'invalid' });

  const apply = useCallback((thread: GuestThread) => {
    setState((current) =>
      current.status === 'ready'
        ? {
            status: 'ready',
            thread: { ...thread, messages: mergeMessages(current.thread.messages, thread.messages) },
          }
        : { status: 'ready', thread },
    );
  }, []);

  const read = useCallback(
    async (signal?: AbortSignal) => {
      try {
        const thread = await readGuestThread(token, signal);
        if (!signal?.aborted) apply(thread);
        return true;
      } catch (error) {
        if (signal?.aborted) return false;
        const refusal = linkRefusal(error);
        if (refusal) setState({ status: refusal });
        else setState((current) => (current.status === 'ready' ? current : { status: 'failed', error }));
        return false;
      }
    },
    [token, apply],
  );

  useEffect(() => {
    if (!token) {
      setState({ status: 'invalid' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    void read(controller.signal);
    return () => controller.abort();
  }, [token, read]);

  // Asked again every THREAD_POLL_MS while the tab is visible, and at once when it is shown again.
  const ready = state.status === 'ready';
  const startPoll = useCallback((): ThreadPoll => read, [read]);
  useThreadPoll(ready ? startPoll : null);

  if (state.status === 'loading') return <PageLoading />;
  if (state.status === 'expired' || state.status === 'invalid')
    return (
      <PageShell title={MESSAGES_TEXTS.guestTitle} width="narrow" back={false}>
        <Card>
          <p role="alert" className="text-slate-900">
            {state.status === 'expired' ? MESSAGES_TEXTS.guestExpired : MESSAGES_TEXTS.guestInvalid}
          </p>
          <ButtonLink to="/candidates" variant="outline" className="mt-6">
            Find a nanny
          </ButtonLink>
        </Card>
      </PageShell>
    );
  if (state.status === 'failed')
    return (
      <PageShell title={MESSAGES_TEXTS.guestTitle} width="narrow" back={false}>
        <ListLoadError
          title={MESSAGES_TEXTS.loadFailed}
          message={readFailureMessage(state.error)}
          onRetry={() => {
            setState({ status: 'loading' });
            void read();
          }}
          retrying={false}
        />
      </PageShell>
    );
  return (
    <GuestThreadView
      token={token}
      thread={state.thread}
      onSent={(message) =>
        setState((current) =>
          current.status === 'ready'
            ? {
                status: 'ready',
                thread: { ...current.thread, messages: mergeMessages(current.thread.messages, [message]) },
              }
            : current,
        )
      }
      onBlocked={(blocked) =>
        setState((current) =>
          current.status === 'ready'
            ? {
                status: 'ready',
                thread: { ...current.thread, blocked, canSend: !blocked && current.thread.canSend },
              }
            : current,
        )
      }
      refresh={() => void read()}
    />
  );
}

function GuestThreadView({
  token,
  thread,
  onSent,
  onBlocked,
  refresh,
}: {
  token: string;
  thread: GuestThread;
  onSent: (message: MessageView) => void;
  onBlocked: (blocked: boolean) => void;
  refresh: () => void;
}) {
  const { other, messages, canSend, blocked, expiresAt } = thread;
  const [blockOpen, setBlockOpen] = useState(false);
  const blockButton = useRef<HTMLButtonElement>(null);
  const sends = usePendingSends(
    async (text, clientId) => (await sendGuestMessage(token, text, clientId)).message,
    onSent,
    (error) => {
      if (error instanceof ApiError && error.status === 404) refresh();
    },
  );

  const end = useRef<HTMLDivElement>(null);
  const last = messages.at(-1)?.seq ?? 0;
  const pendingCount = sends.pending.length;
  const first = useRef(true);
  useEffect(() => {
    const atEnd = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 320;
    if (first.current || atEnd) end.current?.scrollIntoView({ block: 'end' });
    first.current = false;
  }, [last, pendingCount]);

  const confirmBlock = async () => {
    const next = !blocked;
    try {
      const answer = await setGuestBlocked(token, next);
      onBlocked(answer.blocked);
      notify.success(answer.blocked ? MESSAGES_TEXTS.blockedToast : MESSAGES_TEXTS.unblockedToast);
      setBlockOpen(false);
      if (!answer.blocked) refresh();
    } catch (error) {
      logFailure('Changing the block failed', error);
      notify.error(`We could not ${next ? 'block' : 'unblock'} ${other.label}.`, readFailureMessage(error));
    }
  };

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <article aria-labelledby="guest-thread-title">
        <header className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h1 id="guest-thread-title" className="text-3xl font-bold tracking-tight text-slate-900">
              {MESSAGES_TEXTS.guestTitle}
            </h1>
            <p className="mt-1 text-slate-700">
              With <bdi className="font-semibold text-slate-900">{other.label}</bdi>, a nanny. Neither of you
              sees the other’s email address.
            </p>
            <p className="mt-1 text-sm text-slate-700">
              This link works until <time dateTime={expiresAt}>{sentAtFull(expiresAt)}</time>; each new answer
              emails you a fresh one.
            </p>
          </div>
          <BlockToggle ref={blockButton} blocked={blocked} onOpen={() => setBlockOpen(true)} />
        </header>

        <div className="mt-6">
          <SafetyNotice conversationId={`guest-${token.split('.')[0] ?? ''}`} reader="family" />
        </div>

        <section aria-label={`Conversation with ${other.label}`} className="mt-6">
          <MessageList
            messages={messages}
            pending={sends.pending}
            otherLabel={other.label}
            otherReadSeq={null}
            actionOf={(message) => (
              <ReportMessageFlag message={message} otherLabel={other.label} guestToken={token} />
            )}
            onRetry={sends.retry}
            onDiscard={sends.discard}
          />
        </section>

        <ThreadFoot
          canSend={canSend}
          blocked={blocked}
          otherLabel={other.label}
          onSend={sends.send}
          blockOpen={blockOpen}
          onBlockOpenChange={setBlockOpen}
          onConfirmBlock={confirmBlock}
          blockButton={blockButton}
        />
        {/* The end of the page is the composer: kept in view with the newest message. */}
        <div ref={end} />
      </article>
    </div>
  );
}
