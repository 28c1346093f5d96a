import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import type { UserType } from '@contract/auth.ts';
import { MESSAGES_TEXTS } from '@contract/messages-constants.ts';
import { SHARE_PATHS } from '@contract/shares-constants.ts';
import type { MessageView } from '@contract/messages.ts';
import { ApiError, readFailureMessage } from '@/api/client.ts';
import { PageLoading } from '@/components/layout/PageLoading.tsx';
import { usePageTitle } from '@/components/layout/usePageTitle.ts';
import { Button, ButtonLink } from '@/components/ui/Button.tsx';
import { Card } from '@/components/ui/Card.tsx';
import { ListLoadError } from '@/components/ui/ListLoadError.tsx';
import { notify } from '@/components/ui/toast.ts';
import { activityKey } from '@/features/account/queries.ts';
import { candidateCardId } from '@/features/candidates/format.ts';
import { ThreadInterviews } from '@/features/interviews/ThreadInterviews.tsx';
import { markRead, sendMessage, setBlocked } from '@/features/messages/api.ts';
import { SIDE_KIND_LABELS } from '@/features/messages/format.ts';
import { conversationsKey } from '@/features/messages/queries.ts';
import { SignedInOnly } from '@/features/messages/SignedInOnly.tsx';
import {
  BlockToggle,
  MessageList,
  ReportMessageFlag,
  SafetyNotice,
  ThreadFoot,
} from '@/features/messages/ThreadParts.tsx';
import { lastSeq, lastTheirs } from '@/features/messages/threadState.ts';
import { useLiveThread, usePendingSends, type ThreadView } from '@/features/messages/useLiveThread.ts';
import { logFailure } from '@/api/errors.ts';

const BACK_LINK =
  'inline-flex min-h-11 items-center gap-1 rounded font-semibold text-brand-800 underline-offset-2 hover:text-brand-900 hover:underline focus-visible:outline-3 focus-visible:outline-offset-2';
const LINK = 'font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900';

export default function Conversation() {
  const { conversationId = '' } = useParams();
  return (
    <SignedInOnly
      title={MESSAGES_TEXTS.pageTitle}
      returnTo={`/messages/${encodeURIComponent(conversationId)}`}
    >
      {(userId, userType) => (
        <OpenThread
          key={conversationId}
          userId={userId}
          userType={userType}
          conversationId={conversationId}
        />
      )}
    </SignedInOnly>
  );
}

function OpenThread({
  userId,
  userType,
  conversationId,
}: {
  userId: string;
  userType: UserType | null;
  conversationId: string;
}) {
  const live = useLiveThread(conversationId);
  const { state } = live;
  usePageTitle(
    state.status === 'ready'
      ? `${state.thread.conversation.other.label} – ${MESSAGES_TEXTS.pageTitle}`
      : MESSAGES_TEXTS.pageTitle,
  );

  let content;
  if (state.status === 'loading') content = <PageLoading />;
  else if (state.status === 'missing')
    content = (
      <Card className="text-center">
        <h1 className="text-2xl font-bold text-slate-900">{MESSAGES_TEXTS.notFound}</h1>
        <ButtonLink to="/messages" className="mt-6">
          Back to messages
        </ButtonLink>
      </Card>
    );
  else if (state.status === 'failed')
    content = (
      <>
        <h1 className="sr-only">{MESSAGES_TEXTS.pageTitle}</h1>
        <ListLoadError
          title={MESSAGES_TEXTS.loadFailed}
          message={readFailureMessage(state.error)}
          onRetry={live.reload}
          retrying={false}
        />
      </>
    );
  else
    content = (
      <ThreadPage
        userId={userId}
        userType={userType}
        conversationId={conversationId}
        thread={state.thread}
        live={live}
      />
    );

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <Link to="/messages" className={BACK_LINK}>
        <span aria-hidden="true">←</span> {MESSAGES_TEXTS.pageTitle}
      </Link>
      <div className="mt-4">{content}</div>
    </div>
  );
}

function ThreadPage({
  userId,
  userType,
  conversationId,
  thread,
  live,
}: {
  userId: string;
  userType: UserType | null;
  conversationId: string;
  thread: ThreadView;
  live: ReturnType<typeof useLiveThread>;
}) {
  const queryClient = useQueryClient();
  const { conversation, messages, canSend, otherReadSeq, hasOlder, interviewPair } = thread;
  const { other, job, blocked } = conversation;
  const blockButton = useRef<HTMLButtonElement>(null);
  const [blockOpen, setBlockOpen] = useState(false);
  const { addMessage, patch, refresh } = live;

  const refreshLists = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: conversationsKey(userId) });
    void queryClient.invalidateQueries({ queryKey: activityKey(userId) });
  }, [queryClient, userId]);

  const sends = usePendingSends(
    async (text, clientId) => (await sendMessage(conversationId, { text, clientId })).message,
    (message: MessageView) => {
      addMessage(message);
      refreshLists();
    },
    (error) => {
      // Refused because the conversation is closed to us now: the thread says so in place of the composer.
      if (error instanceof ApiError && error.status === 404) refresh();
    },
  );

  // What the other side wrote is read once it is on screen with the tab visible: marked up to the last
  // message, and the badge and the list follow the server's counts.
  const theirs = lastTheirs(messages);
  const upTo = lastSeq(messages);
  const marked = useRef(0);
  useEffect(() => {
    if (theirs === 0 || theirs <= marked.current) return;
    const mark = () => {
      if (document.visibilityState !== 'visible' || theirs <= marked.current) return;
      marked.current = theirs;
      markRead(conversationId, upTo).then(refreshLists, (error: unknown) => {
        // Unread it stays; the next new message tries again.
        marked.current = 0;
        console.warn('Marking the conversation read failed', error);
      });
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [theirs, upTo, conversationId, refreshLists]);

  // New messages keep the end of the thread in view, while the reader is near it.
  const end = useRef<HTMLDivElement>(null);
  const seen = useRef<number | null>(null);
  const pendingCount = sends.pending.length;
  useEffect(() => {
    const atEnd = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 320;
    if (seen.current === null || atEnd) end.current?.scrollIntoView({ block: 'end' });
    seen.current = upTo;
  }, [upTo, pendingCount]);

  // Tell screen readers what arrives while the thread is open (not what was there when it opened).
  const [announcement, setAnnouncement] = useState('');
  const firstTheirs = useRef(theirs);
  useEffect(() => {
    if (theirs > firstTheirs.current) setAnnouncement(`New message from ${other.label}`);
  }, [theirs, other.label]);

  const confirmBlock = async () => {
    const next = !blocked;
    try {
      const answer = await setBlocked(conversationId, next);
      patch({ blocked: answer.blocked, canSend: !answer.blocked && canSend });
      notify.success(answer.blocked ? MESSAGES_TEXTS.blockedToast : MESSAGES_TEXTS.unblockedToast);
      setBlockOpen(false);
      refreshLists();
      // Unblocked: whether we may write again is the server's to say (the other side may block too).
      if (!answer.blocked) refresh();
    } catch (error) {
      logFailure('Changing the block failed', error);
      notify.error(`We could not ${next ? 'block' : 'unblock'} ${other.label}.`, readFailureMessage(error));
    }
  };

  const posterView = userType === 'family' || userType === 'agency';
  const jobPath = job
    ? posterView
      ? `/my-jobs/${encodeURIComponent(job.id)}`
      : `/jobs/${encodeURIComponent(job.id)}`
    : null;

  return (
    <article aria-labelledby="thread-title">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 id="thread-title" className="text-3xl font-bold tracking-tight text-slate-900 wrap-anywhere">
            <bdi>{other.label}</bdi>
          </h1>
          <p className="mt-1 text-slate-700">
            {SIDE_KIND_LABELS[other.kind]}
            {other.nannyId && (
              <>
                {' · '}
                <Link
                  to={`/candidates#${encodeURIComponent(candidateCardId(other.nannyId))}`}
                  className={LINK}
                >
                  View {other.label}’s profile
                </Link>
              </>
            )}
          </p>
          {conversation.origin === 'share' && (
            <p className="mt-1 text-slate-700 wrap-anywhere">
              About:{' '}
              <Link to={SHARE_PATHS.list} className={LINK}>
                your nanny share
              </Link>
            </p>
          )}
          {job && jobPath && (
            <p className="mt-1 text-slate-700 wrap-anywhere">
              About:{' '}
              <Link to={jobPath} className={LINK}>
                {job.title}
              </Link>
            </p>
          )}
        </div>
        <BlockToggle ref={blockButton} blocked={blocked} onOpen={() => setBlockOpen(true)} />
      </header>

      {interviewPair && (
        <ThreadInterviews userId={userId} jobId={interviewPair.jobId} nannyId={interviewPair.nannyId} />
      )}

      <div className="mt-6">
        <SafetyNotice conversationId={conversationId} reader={other.kind === 'nanny' ? 'family' : 'nanny'} />
      </div>

      <section aria-label={`Conversation with ${other.label}`} className="mt-6">
        {hasOlder && (
          <div className="mb-4 flex flex-col items-center gap-2">
            <Button
              variant="outline"
              size="sm"
              onClick={() => void live.loadOlder()}
              aria-busy={live.olderLoading || undefined}
              aria-disabled={live.olderLoading || undefined}
            >
              {live.olderLoading ? 'Loading earlier messages…' : 'Load earlier messages'}
            </Button>
            {live.olderFailed && (
              <p role="alert" className="text-sm font-medium text-red-800">
                We could not load earlier messages. Please try again.
              </p>
            )}
          </div>
        )}
        <MessageList
          messages={messages}
          pending={sends.pending}
          otherLabel={other.label}
          otherReadSeq={otherReadSeq}
          actionOf={(message) => <ReportMessageFlag message={message} otherLabel={other.label} />}
          onRetry={sends.retry}
          onDiscard={sends.discard}
        />
        <p role="status" className="sr-only">
          {announcement}
        </p>
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
  );
}
