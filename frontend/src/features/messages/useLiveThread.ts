import { useCallback, useEffect, useRef, useState } from 'react';
import { THREAD_POLL_MS } from '@contract/messages-constants.ts';
import type { ConversationSummary, MessageView, Thread } from '@contract/messages.ts';
import { ApiError } from '@/api/client.ts';
import { readThread } from '@/features/messages/api.ts';
import { sendRefusal } from '@/features/messages/format.ts';
import {
  lastSeq,
  markFailed,
  mergeMessages,
  settle,
  startSending,
  type PendingMessage,
} from '@/features/messages/threadState.ts';
import { newClientId } from '@/features/messages/format.ts';
import { logFailure } from '@/api/errors.ts';

export interface ThreadView {
  conversation: ConversationSummary;
  messages: MessageView[];
  hasOlder: boolean;
  canSend: boolean;
  otherReadSeq: number;
  interviewPair: Thread['interviewPair'];
}

export type LiveThreadState =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'failed'; error: unknown }
  | { status: 'ready'; thread: ThreadView };

const isMissing = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400 || error.status === 403);

const visible = () => typeof document === 'undefined' || document.visibilityState === 'visible';

/** One poll of an open thread; `signal` is aborted when the page stops polling. */
export type ThreadPoll = (signal: AbortSignal) => Promise<unknown>;

/**
 * Keeps an open thread asking: one poll at a time, the next THREAD_POLL_MS after the last one ended,
 * while the tab is visible, and at once when it is shown again. `start` (null: not polling) makes a
 * fresh poll, with state of its own, each time polling starts; the member's thread and the visitor's
 * page both poll so.
 */
export function useThreadPoll(start: (() => ThreadPoll) | null) {
  useEffect(() => {
    if (!start) return;
    const poll = start();
    let stopped = false;
    let timer: number | undefined;
    let inFlight: AbortController | null = null;
    const schedule = () => {
      window.clearTimeout(timer);
      if (!stopped && visible()) timer = window.setTimeout(() => void run(), THREAD_POLL_MS);
    };
    const run = async () => {
      if (inFlight || stopped) return;
      inFlight = new AbortController();
      try {
        await poll(inFlight.signal);
      } finally {
        inFlight = null;
        schedule();
      }
    };
    const onVisibility = () => {
      window.clearTimeout(timer);
      if (visible()) void run();
    };
    document.addEventListener('visibilitychange', onVisibility);
    schedule();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      inFlight?.abort();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [start]);
}

/**
 * An open thread, kept live: read once, then asked every THREAD_POLL_MS for what came after its last
 * message, with the version it holds, while the tab is visible. An unchanged thread answers 304 and
 * nothing happens; a change brings the new messages and the conversation as it now stands. A hidden
 * tab asks nothing, and asks at once when it is shown again.
 */
export function useLiveThread(conversationId: string) {
  const [state, setState] = useState<LiveThreadState>({ status: 'loading' });
  const [olderLoading, setOlderLoading] = useState(false);
  const [olderFailed, setOlderFailed] = useState(false);
  const etag = useRef<string | null>(null);
  const last = useRef(0);
  /** Whether the viewer could send, as last shown: a change of it is no moderator's removal. */
  const sendable = useRef<boolean | null>(null);
  const ready = state.status === 'ready';

  const apply = useCallback((answer: Thread, mode: 'replace' | 'newer' | 'older') => {
    setState((current) => {
      const held = current.status === 'ready' ? current.thread : null;
      const messages =
        mode === 'replace' || !held ? answer.messages : mergeMessages(held.messages, answer.messages);
      last.current = lastSeq(messages);
      return {
        status: 'ready',
        thread: {
          // An older page tells whether there is more before it; the others leave that as it was.
          hasOlder: mode === 'newer' && held ? held.hasOlder : answer.hasOlder,
          conversation: answer.conversation,
          canSend: answer.canSend,
          otherReadSeq: answer.otherReadSeq,
          interviewPair: answer.interviewPair,
          messages,
        },
      };
    });
  }, []);

  const load = useCallback(
    async (signal?: AbortSignal) => {
      try {
        const answer = await readThread(conversationId, {}, signal ? { signal } : {});
        if (signal?.aborted || answer.notModified) return;
        etag.current = answer.etag;
        sendable.current = answer.data.canSend;
        apply(answer.data, 'replace');
      } catch (error) {
        if (signal?.aborted) return;
        setState(isMissing(error) ? { status: 'missing' } : { status: 'failed', error });
      }
    },
    [conversationId, apply],
  );

  useEffect(() => {
    const controller = new AbortController();
    etag.current = null;
    last.current = 0;
    setState({ status: 'loading' });
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  // Each poll asks for what came after the last message, with the version held.
  const startPoll = useCallback((): ThreadPoll => {
    /** The last poll answered 304: the version held was this query's own. */
    let settled = false;
    let otherRead: number | null = null;
    return async (signal) => {
      try {
        const answer = await readThread(
          conversationId,
          { after: last.current },
          { etag: etag.current, signal },
        );
        if (signal.aborted) return;
        if (answer.notModified) {
          settled = true;
          return;
        }
        // A block landing between the server's reads gets no version (messages/thread.ts), so no 304
        // can keep an answer whose blocks have changed since.
        const changed = sendable.current !== null && sendable.current !== answer.data.canSend;
        sendable.current = answer.data.canSend;
        etag.current = answer.etag;
        apply(answer.data, 'newer');
        // Changed, yet nothing new, nobody read more and the block is as it was: what changed is older
        // than `after` shows (a moderator removed a message). The newest page is read again for it.
        const invisible =
          settled && !changed && answer.data.messages.length === 0 && answer.data.otherReadSeq === otherRead;
        settled = false;
        otherRead = answer.data.otherReadSeq;
        if (invisible) {
          const newest = await readThread(conversationId, {}, { signal });
          if (!signal.aborted && !newest.notModified) apply(newest.data, 'newer');
        }
      } catch (error) {
        // Gone (deleted, or no longer this user's): say so. Anything else is tried again next time.
        if (!signal.aborted && isMissing(error)) setState({ status: 'missing' });
      }
    };
  }, [conversationId, apply]);
  useThreadPoll(ready ? startPoll : null);

  const first = state.status === 'ready' ? (state.thread.messages[0]?.seq ?? 0) : 0;
  const loadOlder = useCallback(async () => {
    if (olderLoading || first <= 1) return;
    setOlderLoading(true);
    setOlderFailed(false);
    try {
      const answer = await readThread(conversationId, { before: first });
      if (!answer.notModified) apply(answer.data, 'older');
    } catch (error) {
      logFailure('Loading older messages failed', error);
      setOlderFailed(true);
    } finally {
      setOlderLoading(false);
    }
  }, [olderLoading, first, conversationId, apply]);

  /** A message the server stored (one's own, just sent): shown at once, before the next poll. */
  const addMessage = useCallback((message: MessageView) => {
    setState((current) => {
      if (current.status !== 'ready') return current;
      const messages = mergeMessages(current.thread.messages, [message]);
      return { status: 'ready', thread: { ...current.thread, messages } };
    });
  }, []);

  /** The conversation changed here (blocked, unblocked): what the page shows follows at once. */
  const patch = useCallback((change: Partial<Pick<ThreadView, 'canSend'>> & { blocked?: boolean }) => {
    setState((current) => {
      if (current.status !== 'ready') return current;
      const { blocked, ...rest } = change;
      return {
        status: 'ready',
        thread: {
          ...current.thread,
          ...rest,
          conversation:
            blocked === undefined ? current.thread.conversation : { ...current.thread.conversation, blocked },
        },
      };
    });
  }, []);

  return {
    state,
    reload: () => {
      setState({ status: 'loading' });
      void load();
    },
    loadOlder,
    olderLoading,
    olderFailed,
    addMessage,
    patch,
    /** Asks at once for what is new (after an unblock, say), rather than at the next poll. */
    refresh: () => void load(),
  };
}

/**
 * Messages on their way: each gets its client id once, shows at once as sending, and on failure stays
 * with the reason and Try again (the same id, so the server stores it once however often it arrives).
 */
export function usePendingSends(
  send: (text: string, clientId: string) => Promise<MessageView>,
  onSent: (message: MessageView) => void,
  onRefused?: (error: unknown) => void,
) {
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const sendRef = useRef(send);
  const sentRef = useRef(onSent);
  const refusedRef = useRef(onRefused);
  useEffect(() => {
    sendRef.current = send;
    sentRef.current = onSent;
    refusedRef.current = onRefused;
  });

  const deliver = useCallback(async (clientId: string, text: string) => {
    setPending((list) => startSending(list, clientId, text));
    try {
      const message = await sendRef.current(text, clientId);
      sentRef.current(message);
      setPending((list) => settle(list, clientId));
    } catch (error) {
      logFailure('Sending the message failed', error);
      setPending((list) => markFailed(list, clientId, sendRefusal(error instanceof ApiError ? error : null)));
      refusedRef.current?.(error);
    }
  }, []);

  return {
    pending,
    send: (text: string) => void deliver(newClientId(), text),
    retry: (item: PendingMessage) => void deliver(item.clientId, item.text),
    discard: (item: PendingMessage) => setPending((list) => settle(list, item.clientId)),
  };
}
