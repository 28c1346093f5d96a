/**
 * Nudges before silence (contract/nudges-constants.ts): when each nudge is due, which message starts
 * one, and, at its time, whether it still has anything to say. Pure: the sweep
 * (scheduled/nudges.ts) reads the current state and asks here, so a nudge whose reason went away (the
 * application opened, the message answered, a side gone or blocked) does nothing.
 */
import type { ApplicationStatus } from '../contract/hiring-constants.ts';
import { NUDGE_DAYS, type NudgeKind } from '../contract/nudges-constants.ts';

const DAY_MS = 24 * 3600 * 1000;

/** When a nudge of a kind is due, from the moment its clock started (an application sent, a message). */
export const nudgeDueAt = (kind: NudgeKind, from: string): string =>
  new Date(Date.parse(from) + NUDGE_DAYS[kind] * DAY_MS).toISOString();

/** When a nudge's clock started, from when it is due (a reminder says since when she was written to). */
export const nudgeStartedAt = (kind: NudgeKind, dueAt: string): string =>
  new Date(Date.parse(dueAt) - NUDGE_DAYS[kind] * DAY_MS).toISOString();

/** The nudges an application starts as it is sent. */
export const APPLICATION_NUDGES = ['reads-nudge', 'reads-waiting'] as const satisfies readonly NudgeKind[];

// ---------------------------------------------------------------------------------------------------
// Applications

/**
 * A poster's due reads nudges, split: those whose application is still unread ('new') are listed in
 * the one email, oldest application first; the rest (opened, withdrawn, closed or gone) are stale and
 * only deleted.
 */
export function applicationsToList<N, A extends { status: ApplicationStatus; createdAt: string }>(
  due: ReadonlyArray<{ nudge: N; application: A | null }>,
): { listed: Array<{ nudge: N; application: A }>; stale: N[] } {
  const listed: Array<{ nudge: N; application: A }> = [];
  const stale: N[] = [];
  for (const { nudge, application } of due)
    if (application?.status === 'new') listed.push({ nudge, application });
    else stale.push(nudge);
  listed.sort((x, y) => x.application.createdAt.localeCompare(y.application.createdAt));
  return { listed, stale };
}

/**
 * How many of a job's applications have left 'new' (opened, decided, withdrawn or closed), from its
 * counts: it grows whenever its poster opens one, and never shrinks.
 */
export function leftNewCount(counts: Partial<Record<ApplicationStatus, number>> | undefined): number {
  return Object.entries(counts ?? {}).reduce(
    (sum, [status, count]) => (status === 'new' ? sum : sum + Math.max(0, count ?? 0)),
    0,
  );
}

/**
 * Whether a job's card says its applications are waiting to be read. The 'reads-waiting' nudge marks
 * the job with how many of its applications had left 'new' then; the words show while some are still
 * unread and none has left 'new' since (an open moves the count, and the mark no longer matches).
 */
export function readsWaitingShown(
  mark: number | undefined,
  counts: Partial<Record<ApplicationStatus, number>> | undefined,
): boolean {
  return typeof mark === 'number' && (counts?.new ?? 0) > 0 && leftNewCount(counts) === mark;
}

// ---------------------------------------------------------------------------------------------------
// Conversations

type SideName = 'a' | 'b';

/** A conversation's side as a nudge weighs it. */
export interface NudgeSide {
  kind: 'family' | 'agency' | 'nanny' | 'visitor';
  accountId: string | null;
  deleted?: boolean;
  blocking?: boolean;
}

/** A conversation as a nudge weighs it. */
export interface NudgeConversation {
  a: NudgeSide;
  b: NudgeSide;
  lastSender: SideName;
  lastSeq: number;
}

const other = (side: SideName): SideName => (side === 'a' ? 'b' : 'a');
const isPoster = (side: NudgeSide) => side.kind === 'family' || side.kind === 'agency';
/** A side an account holds still: not a visitor's, not deleted. */
const isAccount = (side: NudgeSide) => side.kind !== 'visitor' && Boolean(side.accountId) && !side.deleted;
/** A nanny and a family or an agency, either way round. */
const oppositeRoles = (x: NudgeSide, y: NudgeSide) =>
  (x.kind === 'nanny' && isPoster(y)) || (isPoster(x) && y.kind === 'nanny');

/**
 * The nudges a message starts, from the conversation as it was before it (for a new conversation, as
 * created): a family's or an agency's message to a nanny that starts an unanswered stretch (the first
 * message, or the first since she last wrote) starts a 'reply-nudge'; a conversation's first message
 * between a nanny and a family or an agency starts a 'reply-late'. A message held from its recipient
 * (she blocked the sender) starts nothing.
 */
export function messageNudges(
  conversation: NudgeConversation,
  message: { sender: SideName; seq: number; withheld?: boolean },
): Array<'reply-nudge' | 'reply-late'> {
  if (message.withheld) return [];
  const from = conversation[message.sender];
  const to = conversation[other(message.sender)];
  if (!isAccount(from) || !isAccount(to)) return [];
  const starts = message.seq === 1 || conversation.lastSender !== message.sender;
  return [
    ...(isPoster(from) && to.kind === 'nanny' && starts ? (['reply-nudge'] as const) : []),
    ...(message.seq === 1 && oppositeRoles(from, to) ? (['reply-late'] as const) : []),
  ];
}

/**
 * Whether `from`'s message at `seq` is still unanswered: both sides still there and neither blocking
 * the other, `from` still the last to write, and no message from the other side after `seq`
 * (`sendersAfter`: the sender of every message after it).
 */
export function stretchUnanswered(
  conversation: NudgeConversation | null,
  from: SideName,
  seq: number,
  sendersAfter: readonly SideName[],
): boolean {
  if (!conversation) return false;
  const sides = [conversation.a, conversation.b];
  if (!sides.every(isAccount) || sides.some((side) => side.blocking)) return false;
  if (conversation.lastSeq < seq || conversation.lastSender !== from) return false;
  return !sendersAfter.includes(other(from));
}
