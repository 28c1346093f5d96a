/**
 * Nudges: the timers of "nudges before silence" (contract/nudges-constants.ts), one entity whose `kind`
 * says what each is for. An application's are written in the transaction that records it
 * (applications.ts applyToJob), a conversation's in the transaction of the message that starts them
 * (conversations.ts); the sweep (scheduled/nudges.ts) acts on each when it is due, deciding from the
 * state at that time, and deletes it in the same transaction as what it writes, conditional on its
 * being there, so it acts once. Nothing else deletes them: one whose reason went away (the application
 * opened, the message answered) does nothing at its time and is deleted then.
 *
 * Keys:
 * - a nudge: pk NUDGE#<subject>, sk NUDGE#<kind> -> { kind, accountId, dueAt, ... }, where the subject
 *   is APP#<jobId>#<nannyId> (an application: { jobId, nannyId }) or CONV#<conversationId>#<seq> (a
 *   conversation from its message <seq>, sent by side <from>: { conversationId, seq, from });
 * - gsi1pk NUDGES, gsi1sk <dueAt>#<kind>#<subject>: every nudge by when it is due, for the sweep;
 * - gsi2pk NUDGES_OF#<accountId>, gsi2sk <kind>#<dueAt>#<subject>: the account it is for (the poster
 *   of a 'reads-*' nudge, the side to answer of a 'reply-*' one), so a poster's due reads nudges go in
 *   one email, and a deletion finds the account's.
 */
import type { NudgeKind } from '../contract/nudges-constants.ts';
import { messageNudges, nudgeDueAt, APPLICATION_NUDGES } from '../domain/nudges.ts';
import { ddb } from '../platform/clients.ts';
import { conversationKeys, type SideName, type StoredConversation } from './conversation-keys.ts';
import type { EntityDeclaration, StoredItem } from './entity.ts';
import { countAttribute, jobKey } from './jobs.ts';
import { putOutboxEntry, type OutboxEntry } from './outbox.ts';
import { deleteItem, queryItems } from './table/commands.ts';
import { transact, type TransactItem } from './table/transact.ts';

interface NudgeBase {
  kind: NudgeKind;
  /** NUDGE#<subject> without its prefix: APP#<jobId>#<nannyId> or CONV#<conversationId>#<seq>. */
  subject: string;
  /** The account it is for: an application's poster; the side of a conversation to answer. */
  accountId: string;
  dueAt: string;
}

/** An application's nudge: to its poster, while it is unread. */
export interface ApplicationNudge extends NudgeBase {
  kind: 'reads-nudge' | 'reads-waiting';
  jobId: string;
  nannyId: string;
}

/** A conversation's nudge: from side `from`'s message `seq`, while the other side has not answered. */
export interface StretchNudge extends NudgeBase {
  kind: 'reply-nudge' | 'reply-late';
  conversationId: string;
  seq: number;
  from: SideName;
}

/** An account's responsiveness summary, written again on the day it stops holding. */
export interface RefreshNudge extends NudgeBase {
  kind: 'responses-refresh';
}

export type Nudge = ApplicationNudge | StretchNudge | RefreshNudge;

export const nudgeKey = (subject: string, kind: NudgeKind) => ({
  pk: `NUDGE#${subject}`,
  sk: `NUDGE#${kind}`,
});
const applicationSubject = (jobId: string, nannyId: string) => `APP#${jobId}#${nannyId}`;
const stretchSubject = (conversationId: string, seq: number) => `CONV#${conversationId}#${seq}`;
export const NUDGES_PARTITION = 'NUDGES';
const accountPartition = (accountId: string) => `NUDGES_OF#${accountId}`;
/** How often the nudges' sweep runs, on AWS and in the local cloud: a nudge is at most this late. */
export const NUDGE_SWEEP_MINUTES = 15;

export const entity = {
  name: 'Nudge',
  keys: { pk: 'NUDGE#', sk: 'NUDGE#' },
  owner: { of: (item) => ({ account: String(item.accountId) }) },
  retention: {
    policy: 'service',
    rule: 'deleted by the nudges’ sweep when it is due (at most 7 days after it is written; a summary’s refresh, at most 90), whether it sent something or had nothing left to say; deleted with its account',
  },
  export: {
    none: 'operational: a timer of the product’s; what it is about (the application, the conversation) is exported itself, and what it sent is an email',
  },
  find: (s) => [{ index: 'gsi2', partition: accountPartition(s.accountId) }],
  erase: { delete: 'the account’s own timers: nothing is sent to or counted against a deleted account' },
} satisfies EntityDeclaration;

const nudgeItem = (nudge: Nudge): StoredItem => ({
  ...nudgeKey(nudge.subject, nudge.kind),
  entity: entity.name,
  ...nudge,
  gsi1pk: NUDGES_PARTITION,
  gsi1sk: `${nudge.dueAt}#${nudge.kind}#${nudge.subject}`,
  gsi2pk: accountPartition(nudge.accountId),
  gsi2sk: `${nudge.kind}#${nudge.dueAt}#${nudge.subject}`,
});

export function nudgeFromItem(item: StoredItem): Nudge {
  const base = {
    subject: String(item.subject),
    accountId: String(item.accountId),
    dueAt: String(item.dueAt),
  };
  const kind = item.kind as NudgeKind;
  if (kind === 'responses-refresh') return { ...base, kind };
  if (kind === 'reads-nudge' || kind === 'reads-waiting')
    return { ...base, kind, jobId: String(item.jobId), nannyId: String(item.nannyId) };
  return {
    ...base,
    kind,
    conversationId: String(item.conversationId),
    seq: Number(item.seq),
    from: item.from === 'b' ? 'b' : 'a',
  };
}

// ---------------------------------------------------------------------------------------------------
// Written with what starts them

const nudgePut = (nudge: Nudge): TransactItem => ({ Put: { Item: nudgeItem(nudge) } });

/**
 * The refresh of an account's responsiveness summary on `until` (YYYY-MM-DD, London), the day it stops
 * holding: one per account, each summary's write putting the next in its place.
 */
export const refreshNudgePut = (accountId: string, until: string): TransactItem =>
  nudgePut({
    kind: 'responses-refresh',
    subject: `USER#${accountId}`,
    accountId,
    // Midnight UTC: London's midnight, or an hour after it in summer.
    dueAt: `${until}T00:00:00.000Z`,
  });

/** The nudges of an application as it is recorded: its poster's, due 3 and 7 days after. */
export const applicationNudges = (application: {
  jobId: string;
  nannyId: string;
  posterId: string;
  createdAt: string;
}): TransactItem[] =>
  application.posterId
    ? APPLICATION_NUDGES.map((kind) =>
        nudgePut({
          kind,
          subject: applicationSubject(application.jobId, application.nannyId),
          accountId: application.posterId,
          dueAt: nudgeDueAt(kind, application.createdAt),
          jobId: application.jobId,
          nannyId: application.nannyId,
        }),
      )
    : [];

/**
 * The nudges a message starts (domain/nudges.ts messageNudges), for its transaction; `conversation` is
 * as it was before the message (as created, for a new one).
 */
export function messageNudgePuts(
  conversation: StoredConversation,
  message: { sender: SideName; seq: number; sentAt: string; withheld?: boolean },
): TransactItem[] {
  const to = conversation[message.sender === 'a' ? 'b' : 'a'];
  if (!to.accountId) return [];
  return messageNudges(conversation, message).map((kind) =>
    nudgePut({
      kind,
      subject: stretchSubject(conversation.id, message.seq),
      accountId: to.accountId!,
      dueAt: nudgeDueAt(kind, message.sentAt),
      conversationId: conversation.id,
      seq: message.seq,
      from: message.sender,
    }),
  );
}

// ---------------------------------------------------------------------------------------------------
// The sweep's reads and writes

/** Nudges due by `now`, the longest overdue first, at most `limit`. */
export async function dueNudges(now: Date, limit: number): Promise<Nudge[]> {
  const out = await ddb().send(
    queryItems({
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :p AND gsi1sk <= :now',
      ExpressionAttributeValues: { ':p': NUDGES_PARTITION, ':now': `${now.toISOString()}#~` },
      Limit: limit,
    }),
  );
  return (out.Items ?? []).map(nudgeFromItem);
}

/**
 * An account's nudges due by `now`, of one kind or all, the longest overdue first, at most `limit`
 * (a poster's reads nudges for one email; the local cloud's sweep of some accounts only).
 */
export async function dueNudgesOf(
  accountId: string,
  now: Date,
  limit: number,
  kind?: NudgeKind,
): Promise<Nudge[]> {
  const found: Nudge[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await ddb().send(
      queryItems({
        IndexName: 'gsi2',
        KeyConditionExpression: kind ? 'gsi2pk = :p AND begins_with(gsi2sk, :kind)' : 'gsi2pk = :p',
        ExpressionAttributeValues: {
          ':p': accountPartition(accountId),
          ...(kind ? { ':kind': `${kind}#` } : {}),
        },
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    for (const nudge of (out.Items ?? []).map(nudgeFromItem))
      if (nudge.dueAt <= now.toISOString() && found.length < limit) found.push(nudge);
    start = out.LastEvaluatedKey;
  } while (start && found.length < limit);
  return found.sort((x, y) => x.dueAt.localeCompare(y.dueAt));
}

/** A nudge's delete, only if it is still there: a second sweep, or one at the same time, finds it gone. */
const nudgeDelete = (nudge: Nudge): TransactItem => ({
  Delete: { Key: nudgeKey(nudge.subject, nudge.kind), ConditionExpression: 'attribute_exists(pk)' },
});

/**
 * Acts on nudges once: each deleted (only if it is still there) with what they send put in the outbox,
 * in one transaction. False when any of them was gone already (another sweep acted on it): nothing
 * is written then.
 */
export async function sendNudges(nudges: readonly Nudge[], outbox: readonly OutboxEntry[]): Promise<boolean> {
  if (nudges.length === 0) return false;
  const outcome = await transact({ nudges: nudges.map(nudgeDelete), outbox: outbox.map(putOutboxEntry) });
  return outcome.done;
}

/** Deletes a nudge that has nothing to do (a nudge not there is no failure). */
export async function deleteNudge(nudge: Nudge): Promise<void> {
  await ddb().send(deleteItem({ Key: nudgeKey(nudge.subject, nudge.kind) }));
}

/**
 * Marks an application's job as having applications waiting over a week to be read, with `leftNew`
 * (domain/nudges.ts leftNewCount: how many of its applications had left 'new' as it was read), and
 * deletes the nudge, in one transaction, the nudge only if it is still there and the job only if it
 * still has an unread application. 'gone' when another sweep took the nudge; 'no-unread' when the job
 * has none (or is gone): nothing is written then.
 */
export async function markReadsWaiting(
  nudge: ApplicationNudge,
  leftNew: number,
): Promise<'done' | 'gone' | 'no-unread'> {
  const outcome = await transact({
    nudge: nudgeDelete(nudge),
    job: {
      Update: {
        Key: jobKey(nudge.jobId),
        UpdateExpression: 'SET readsWaitingMark = :mark',
        ConditionExpression: 'attribute_exists(pk) AND #new > :zero',
        ExpressionAttributeNames: { '#new': countAttribute('new') },
        ExpressionAttributeValues: { ':mark': leftNew, ':zero': 0 },
      },
    },
  });
  if (outcome.done) return 'done';
  return outcome.didFail('nudge') ? 'gone' : 'no-unread';
}

const SENDERS_PAGE = 100;

/** The side that sent each of a conversation's messages after `seq`, in order. */
export async function sendersAfter(conversationId: string, seq: number): Promise<SideName[]> {
  const senders: SideName[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await ddb().send(
      queryItems({
        KeyConditionExpression: 'pk = :p AND sk BETWEEN :from AND :to',
        ExpressionAttributeValues: {
          ':p': conversationKeys.conversation(conversationId).pk,
          ':from': conversationKeys.message(conversationId, seq + 1).sk,
          ':to': conversationKeys.message(conversationId, 999_999_999).sk,
        },
        ProjectionExpression: 'sender',
        ConsistentRead: true,
        Limit: SENDERS_PAGE,
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    for (const item of out.Items ?? []) senders.push(item.sender === 'b' ? 'b' : 'a');
    start = out.LastEvaluatedKey;
  } while (start);
  return senders;
}
