/**
 * An open thread's messages as the page holds them: what the server sent (the first page, older pages,
 * what each poll brings) merged by number, and the messages on their way. Pure, so unit tests (Node)
 * load it.
 */
import type { MessageView } from '@contract/messages.ts';

/** A message being sent, or that failed and waits for a retry (with the same client id). */
export interface PendingMessage {
  clientId: string;
  text: string;
  status: 'sending' | 'failed';
  error: string | null;
}

/**
 * Messages merged by number, oldest first: an answer may repeat what the page has (a poll racing a
 * send, an older page overlapping the first), and the newer copy of a message wins (it may have been
 * removed by a moderator since).
 */
export function mergeMessages(
  current: readonly MessageView[],
  incoming: readonly MessageView[],
): MessageView[] {
  if (incoming.length === 0) return current as MessageView[];
  const bySeq = new Map<number, MessageView>();
  for (const message of current) bySeq.set(message.seq, message);
  for (const message of incoming) bySeq.set(message.seq, message);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

/** The highest message number held: what the next poll asks to come after. */
export const lastSeq = (messages: readonly MessageView[]) => messages.at(-1)?.seq ?? 0;

/** The newest message of the other side, by number: what reading the thread marks read up to. */
export function lastTheirs(messages: readonly MessageView[]): number {
  for (let i = messages.length - 1; i >= 0; i--) if (!messages[i]!.mine) return messages[i]!.seq;
  return 0;
}

/** A message is on its way. */
export const startSending = (pending: readonly PendingMessage[], clientId: string, text: string) => [
  ...pending.filter((p) => p.clientId !== clientId),
  { clientId, text, status: 'sending' as const, error: null },
];

/** A message failed: it stays, marked, to try again or discard. */
export const markFailed = (pending: readonly PendingMessage[], clientId: string, error: string) =>
  pending.map((p) => (p.clientId === clientId ? { ...p, status: 'failed' as const, error } : p));

/** A message arrived (or is discarded): it leaves the pending list. */
export const settle = (pending: readonly PendingMessage[], clientId: string) =>
  pending.filter((p) => p.clientId !== clientId);
