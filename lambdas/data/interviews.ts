/**
 * Interviews and trials (one entity, `kind` tells them apart), arranged between a job's poster and a
 * nanny who applied to it or whom the poster invited. Each move is one transaction, conditional on the
 * version it read, with both parties' pointers, the pair's lock, the reminders, the application's move
 * (applications.ts) and the move's outbox emails.
 *
 * Keys:
 * - the meeting: pk INTERVIEW#<id>, sk INTERVIEW;
 * - each party's pointer: pk USER#<userId>, sk INTERVIEW#<id>, so an account's interviews are found (its
 *   list, calendar feed, export and deletion);
 * - the pair's lock: pk INTERVIEWS#<jobId>#<nannyId>, sk OPEN#<kind> -> { interviewId, until }: one
 *   interview and one trial not over yet per pair, so a second, overlapping one is refused in the write;
 * - each reminder: pk INTERVIEW#<id>, sk REMINDER#<hours> -> { dueAt, startAt }, gsi1pk
 *   INTERVIEW_REMINDERS, gsi1sk <dueAt>#<id>#<hours>, swept when due (scheduled/interview-reminders.ts).
 * All of them expire 12 months after the meeting's time or its last change (contract/retention.ts
 * `interviews`).
 */
import type { ApplicationStatus } from '../contract/hiring-constants.ts';
import {
  REMINDER_HOURS,
  type MeetingKind,
  type MeetingMode,
  type MeetingRole,
  type MeetingStatus,
  type ReminderHours,
} from '../contract/interviews-constants.ts';
import { DELETED_APPLICANT } from '../contract/nanny-constants.ts';
import { ttlFrom } from '../contract/retention.ts';
import { ddb } from '../platform/clients.ts';
import type { EntityDeclaration, StoredItem, Subject } from './entity.ts';
import { putOutboxEntry, type OutboxEntry } from './outbox.ts';
import { getMany } from './table/batch.ts';
import { getItem, queryItems, deleteItem } from './table/commands.ts';
import { readPartitionPage } from './table/pages.ts';
import { transact, type NamedItems, type TransactItem } from './table/transact.ts';

export interface Interview {
  id: string;
  kind: MeetingKind;
  jobId: string;
  nannyId: string;
  /** The job's poster (empty once the account was deleted). */
  posterId: string;
  /** The nanny's account (empty once it was deleted). */
  nannyUserId: string;
  posterLabel: string;
  jobTitle: string;
  nannyFirstName: string;
  mode: MeetingMode;
  link: string | null;
  place: string | null;
  note: string | null;
  status: MeetingStatus;
  /** Grows with every move. */
  version: number;
  /** The calendar invite's SEQUENCE: 0 when first confirmed, one more at each later confirmation or a cancellation. */
  sequence: number;
  /** Whether it was ever confirmed (an invite was sent, so a change or cancellation sends one too). */
  invited: boolean;
  proposedBy: MeetingRole;
  /** The times waiting for an answer, ISO instants (empty once confirmed). */
  times: string[];
  startAt: string | null;
  endAt: string | null;
  minutes: number;
  hours: number | null;
  grossPay: number | null;
  cancelledBy: MeetingRole | 'system' | null;
  cancelReason: string | null;
  happenedBy: MeetingRole[];
  /** Who recorded that the other did not come, when, and when a moderator overturned it on a dispute. */
  noShow: NoShowMark | null;
  /** The application the meeting moved, and to what, when it moved one. */
  createdAt: string;
  updatedAt: string;
}

export interface NoShowMark {
  by: MeetingRole;
  at: string;
  /** Set when a dispute overturned it: the record stays, struck, and no longer counts. */
  overturnedAt: string | null;
}

export const interviewKey = (id: string) => ({ pk: `INTERVIEW#${id}`, sk: 'INTERVIEW' });
export const interviewPointerKey = (userId: string, id: string) => ({
  pk: `USER#${userId}`,
  sk: `INTERVIEW#${id}`,
});
export const pairLockKey = (jobId: string, nannyId: string, kind: MeetingKind) => ({
  pk: `INTERVIEWS#${jobId}#${nannyId}`,
  sk: `OPEN#${kind}`,
});
export const reminderKey = (id: string, hours: ReminderHours) => ({
  pk: `INTERVIEW#${id}`,
  sk: `REMINDER#${hours}`,
});
export const REMINDERS_PARTITION = 'INTERVIEW_REMINDERS';
/** How often the reminders' sweep runs, on AWS and in the local cloud: a reminder is at most this late. */
export const REMINDER_SWEEP_MINUTES = 5;

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const textOrNull = (value: unknown) => (typeof value === 'string' && value ? value : null);
const numberOrNull = (value: unknown) => (typeof value === 'number' ? value : null);
const roles = (value: unknown): MeetingRole[] =>
  Array.isArray(value) ? (['poster', 'nanny'] as const).filter((r) => value.includes(r)) : [];

export function interviewFromItem(item: StoredItem): Interview {
  const noShow = item.noShow as { by?: unknown; at?: unknown; overturnedAt?: unknown } | null | undefined;
  return {
    id: text(item.id),
    kind: item.kind === 'trial' ? 'trial' : 'interview',
    jobId: text(item.jobId),
    nannyId: text(item.nannyId),
    posterId: text(item.posterId),
    nannyUserId: text(item.nannyUserId),
    posterLabel: text(item.posterLabel),
    jobTitle: text(item.jobTitle),
    nannyFirstName: text(item.nannyFirstName),
    mode: item.mode as MeetingMode,
    link: textOrNull(item.link),
    place: textOrNull(item.place),
    note: textOrNull(item.note),
    status: item.status as MeetingStatus,
    version: Number(item.version),
    sequence: Number(item.sequence ?? 0),
    invited: item.invited === true,
    proposedBy: item.proposedBy === 'nanny' ? 'nanny' : 'poster',
    times: Array.isArray(item.times) ? item.times.map(String) : [],
    startAt: textOrNull(item.startAt),
    endAt: textOrNull(item.endAt),
    minutes: Number(item.minutes ?? 0),
    hours: numberOrNull(item.hours),
    grossPay: numberOrNull(item.grossPay),
    cancelledBy:
      item.cancelledBy === 'poster' || item.cancelledBy === 'nanny' || item.cancelledBy === 'system'
        ? item.cancelledBy
        : null,
    cancelReason: textOrNull(item.cancelReason),
    happenedBy: roles(item.happenedBy),
    noShow:
      noShow && (noShow.by === 'poster' || noShow.by === 'nanny') && typeof noShow.at === 'string'
        ? { by: noShow.by, at: noShow.at, overturnedAt: textOrNull(noShow.overturnedAt) }
        : null,
    createdAt: text(item.createdAt),
    updatedAt: text(item.updatedAt),
  };
}

/** The latest of the meeting's times and its last change: what its retention counts from. */
const lastOf = (interview: Interview) =>
  [interview.updatedAt, interview.endAt, ...interview.times]
    .filter((t): t is string => typeof t === 'string' && t !== '')
    .sort()
    .at(-1)!;
const expiry = (interview: Interview) => ttlFrom('interviews', lastOf(interview));

export function interviewToItem(interview: Interview): StoredItem {
  return { ...interviewKey(interview.id), entity: 'Interview', ...interview, expiresAt: expiry(interview) };
}

function pointerItem(userId: string, interview: Interview, role: MeetingRole): StoredItem {
  return {
    ...interviewPointerKey(userId, interview.id),
    entity: 'InterviewPointer',
    interviewId: interview.id,
    role,
    expiresAt: expiry(interview),
  };
}

const partiesOf = (item: StoredItem) =>
  [item.posterId, item.nannyUserId].filter((id): id is string => typeof id === 'string' && id !== '');

/** A meeting without the deleted account: the other side keeps it in their list, without the deleted one's details. */
function withoutParty(item: StoredItem, subject: Subject): StoredItem {
  const posterGone = item.posterId === subject.accountId;
  const nannyGone = item.nannyUserId === subject.accountId;
  return {
    ...item,
    ...(posterGone ? { posterId: '', posterLabel: DELETED_APPLICANT, posterDeleted: true } : {}),
    ...(nannyGone ? { nannyUserId: '', nannyFirstName: DELETED_APPLICANT, nannyDeleted: true } : {}),
    // What the deleted side wrote goes with them.
    ...(item.proposedBy === (posterGone ? 'poster' : 'nanny') ? { note: null } : {}),
  };
}

const pointers = (s: Subject) => ({ partition: `USER#${s.accountId}`, sortKeyPrefix: 'INTERVIEW#' });
const retention = {
  policy: 'interviews',
  ttl: 'expiresAt',
  period: '12 months after the meeting’s time, or its last change if later',
} as const;

export const entity = {
  name: 'Interview',
  keys: { pk: 'INTERVIEW#', sk: 'INTERVIEW' },
  owner: {
    of: (item) => {
      const accounts = partiesOf(item);
      return accounts.length
        ? { accounts }
        : { nobody: 'both sides deleted their accounts: kept until its retention ends' };
    },
  },
  retention,
  export: {
    shape: (item) => {
      const i = interviewFromItem(item);
      return {
        id: i.id,
        kind: i.kind,
        jobId: i.jobId,
        jobTitle: i.jobTitle,
        mode: i.mode,
        link: i.link,
        place: i.place,
        note: i.note,
        status: i.status,
        proposedTimes: i.times,
        startAt: i.startAt,
        endAt: i.endAt,
        hours: i.hours,
        grossPay: i.grossPay,
        cancelledBy: i.cancelledBy,
        cancelReason: i.cancelReason,
        happenedBy: i.happenedBy,
        noShow: i.noShow,
        createdAt: i.createdAt,
        updatedAt: i.updatedAt,
      };
    },
  },
  find: (s) => [{ via: pointers(s), key: (p) => interviewKey(String(p.interviewId)) }],
  // Upcoming ones were cancelled (and the other side told) when the deletion started
  // (services/deletion-start.ts); the record stays for the other side.
  erase: {
    reduce: withoutParty,
    why: 'the other side keeps the record of the meeting (and of a no-show), without the deleted account',
  },
} satisfies EntityDeclaration;

export const pointerEntity = {
  name: 'InterviewPointer',
  keys: { pk: 'USER#', sk: 'INTERVIEW#' },
  owner: { of: (item) => ({ account: String(item.pk).slice('USER#'.length) }) },
  retention,
  export: { none: 'an index of the interviews, which are exported themselves' },
  find: (s) => [pointers(s)],
  erase: { delete: 'an index of the account’s interviews' },
} satisfies EntityDeclaration;

export const lockEntity = {
  name: 'InterviewLock',
  keys: { pk: 'INTERVIEWS#', sk: 'OPEN#' },
  owner: { none: 'the product’s own record that a pair has a meeting not over yet; it names nobody' },
  retention,
  export: { none: 'operational: the meeting it names is exported itself' },
} satisfies EntityDeclaration;

export const reminderEntity = {
  name: 'InterviewReminder',
  keys: { pk: 'INTERVIEW#', sk: 'REMINDER#' },
  owner: { none: 'a timer of the meeting it names, the product’s own record' },
  retention: {
    policy: 'interviews',
    rule: 'deleted when it is sent, or when its meeting is moved or cancelled',
  },
  export: { none: 'operational: when the meeting is is part of the meeting, which is exported' },
} satisfies EntityDeclaration;

export async function getInterview(id: string): Promise<Interview | null> {
  const out = await ddb().send(getItem({ Key: interviewKey(id), ConsistentRead: true }));
  return out.Item?.entity === 'Interview' ? interviewFromItem(out.Item) : null;
}

/** The meeting of a kind a pair has that is not over yet, by its lock (null when none, or its time has passed). */
export async function openInterviewOf(
  jobId: string,
  nannyId: string,
  kind: MeetingKind,
  now: Date,
): Promise<string | null> {
  const out = await ddb().send(getItem({ Key: pairLockKey(jobId, nannyId, kind), ConsistentRead: true }));
  const item = out.Item;
  if (!item || typeof item.until !== 'string' || item.until <= now.toISOString()) return null;
  return String(item.interviewId);
}

/** An account's meetings, up to `limit` of them (the newest pointers first). */
export async function listInterviewsOf(userId: string, limit = 200): Promise<Interview[]> {
  const found: Interview[] = [];
  let cursor: string | undefined;
  do {
    const page = await readPartitionPage({
      partition: `USER#${userId}`,
      sortKeyPrefix: 'INTERVIEW#',
      limit: Math.min(100, limit - found.length),
      ...(cursor ? { cursor } : {}),
    });
    const items = await getMany(page.items.map((p) => interviewKey(String(p.interviewId))));
    for (const item of items.values()) found.push(interviewFromItem(item));
    cursor = page.nextCursor ?? undefined;
  } while (cursor && found.length < limit);
  return found;
}

/** The reminders of a confirmed meeting that are still ahead of `now`. */
export function reminderPuts(interview: Interview, now: Date): TransactItem[] {
  if (!interview.startAt) return [];
  const start = Date.parse(interview.startAt);
  return REMINDER_HOURS.flatMap((hours) => {
    const dueAt = new Date(start - hours * 3600 * 1000).toISOString();
    if (Date.parse(dueAt) <= now.getTime()) return [];
    return [
      {
        Put: {
          Item: {
            ...reminderKey(interview.id, hours),
            entity: reminderEntity.name,
            interviewId: interview.id,
            hours,
            dueAt,
            startAt: interview.startAt,
            gsi1pk: REMINDERS_PARTITION,
            gsi1sk: `${dueAt}#${interview.id}#${hours}`,
            expiresAt: expiry(interview),
          },
        },
      },
    ];
  });
}

/** A confirmed meeting's reminders put, and any whose time has passed deleted (an earlier time's). */
function remindersSet(interview: Interview, now: Date): TransactItem[] {
  const puts = reminderPuts(interview, now);
  const put = new Set(puts.map((p) => String(p.Put?.Item?.sk)));
  return [...reminderDeletes(interview.id).filter((d) => !put.has(String(d.Delete?.Key?.sk))), ...puts];
}

/** The deletes of a meeting's reminders (a reminder not there is no failure). */
export const reminderDeletes = (id: string): TransactItem[] =>
  REMINDER_HOURS.map((hours) => ({ Delete: { Key: reminderKey(id, hours) } }));

export interface Reminder {
  interviewId: string;
  hours: ReminderHours;
  dueAt: string;
  startAt: string;
}

const reminderFromItem = (item: StoredItem): Reminder => ({
  interviewId: String(item.interviewId),
  hours: item.hours === 1 ? 1 : 24,
  dueAt: String(item.dueAt),
  startAt: String(item.startAt),
});

/** Reminders due by `now`, the longest overdue first, at most `limit`. */
export async function dueReminders(now: Date, limit: number): Promise<Reminder[]> {
  const out = await ddb().send(
    queryItems({
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :p AND gsi1sk <= :now',
      ExpressionAttributeValues: { ':p': REMINDERS_PARTITION, ':now': `${now.toISOString()}#~` },
      Limit: limit,
    }),
  );
  return (out.Items ?? []).map(reminderFromItem);
}

/** A meeting's reminders, by key (the local cloud's sweep of some meetings only). */
export async function remindersOf(id: string): Promise<Reminder[]> {
  const found = await getMany(REMINDER_HOURS.map((hours) => reminderKey(id, hours)));
  return [...found.values()].map(reminderFromItem);
}

export async function deleteReminder(reminder: Reminder): Promise<void> {
  await ddb().send(deleteItem({ Key: reminderKey(reminder.interviewId, reminder.hours) }));
}

/**
 * Sends a reminder once: the reminder deleted (only if it is still there, for the same start) with its
 * emails put in the outbox, in one transaction. A second sweep, or two at once, find it gone: false.
 */
export async function sendReminder(reminder: Reminder, outbox: readonly OutboxEntry[]): Promise<boolean> {
  const outcome = await transact({
    reminder: {
      Delete: {
        Key: reminderKey(reminder.interviewId, reminder.hours),
        ConditionExpression: 'attribute_exists(pk) AND startAt = :start',
        ExpressionAttributeValues: { ':start': reminder.startAt },
      },
    },
    outbox: outbox.map(putOutboxEntry),
  });
  return outcome.done;
}

/**
 * One move of a meeting, whole or not at all: `next` put only if the stored one is still at `read`'s
 * version (or, for a new one, if none exists); both parties' pointers; the pair's lock taken (`lock`:
 * 'take' for a new meeting, refused when another is not over yet; 'keep' moves its end; 'release'
 * frees it); its reminders set or cleared; the items of `with` (an application's move, reach checks)
 * and the outbox. 'stale' when the meeting moved meanwhile, 'overlap' when the lock is another's, or
 * the name of the item of `with` whose condition failed.
 */
export async function writeInterview<K extends string>(move: {
  read: Interview | null;
  next: Interview;
  lock: 'take' | 'keep' | 'release';
  reminders: 'set' | 'clear' | 'leave';
  now: Date;
  with?: { [Name in K]?: TransactItem | readonly TransactItem[] | null };
  outbox: readonly OutboxEntry[];
}): Promise<{ done: true } | { done: false; failed: 'stale' | 'overlap' | K }> {
  const { read, next, now } = move;
  const until =
    next.endAt ??
    next.times
      .map((t) => new Date(Date.parse(t) + next.minutes * 60_000).toISOString())
      .sort()
      .at(-1) ??
    now.toISOString();
  const lockItem = {
    ...pairLockKey(next.jobId, next.nannyId, next.kind),
    entity: lockEntity.name,
    interviewId: next.id,
    until,
    expiresAt: expiry(next),
  };
  const lock: TransactItem =
    move.lock === 'release'
      ? {
          Delete: {
            Key: pairLockKey(next.jobId, next.nannyId, next.kind),
            ConditionExpression: 'attribute_not_exists(pk) OR interviewId = :id',
            ExpressionAttributeValues: { ':id': next.id },
          },
        }
      : {
          Put: {
            Item: lockItem,
            ConditionExpression: 'attribute_not_exists(pk) OR interviewId = :id OR #until <= :now',
            ExpressionAttributeNames: { '#until': 'until' },
            ExpressionAttributeValues: { ':id': next.id, ':now': now.toISOString() },
          },
        };
  const outcome = await transact({
    interview: {
      Put: {
        Item: interviewToItem(next),
        ...(read
          ? {
              ConditionExpression: '#version = :version',
              ExpressionAttributeNames: { '#version': 'version' },
              ExpressionAttributeValues: { ':version': read.version },
            }
          : { ConditionExpression: 'attribute_not_exists(pk)' }),
      },
    },
    lock,
    posterPointer: next.posterId ? { Put: { Item: pointerItem(next.posterId, next, 'poster') } } : null,
    nannyPointer: next.nannyUserId ? { Put: { Item: pointerItem(next.nannyUserId, next, 'nanny') } } : null,
    reminders:
      move.reminders === 'set'
        ? remindersSet(next, now)
        : move.reminders === 'clear'
          ? reminderDeletes(next.id)
          : null,
    ...((move.with ?? {}) as NamedItems<K>),
    outbox: move.outbox.map(putOutboxEntry),
  } as NamedItems<string>);
  if (outcome.done) return { done: true };
  if (outcome.failed === 'interview') return { done: false, failed: 'stale' };
  if (outcome.failed === 'lock') return { done: false, failed: 'overlap' };
  return { done: false, failed: outcome.failed as K };
}

/**
 * The write that strikes a no-show overturned on a dispute, for the appeal's decision: only while the
 * mark is there and not struck yet. The meeting's version grows, so a move read before it is refused.
 */
export function strikeNoShowWrite(interviewId: string, at: string): TransactItem {
  return {
    Update: {
      Key: interviewKey(interviewId),
      UpdateExpression: 'SET noShow.overturnedAt = :at, updatedAt = :at ADD #version :one',
      // Not struck yet: overturnedAt is absent (a mark made before disputes) or null, not a time.
      ConditionExpression: 'attribute_exists(noShow.#by) AND NOT attribute_type(noShow.overturnedAt, :time)',
      ExpressionAttributeNames: { '#by': 'by', '#version': 'version' },
      ExpressionAttributeValues: { ':at': at, ':one': 1, ':time': 'S' },
    },
  };
}

/** What an application status a meeting's confirmation moves to, by its kind. */
export const statusOfKind = (kind: MeetingKind): ApplicationStatus =>
  kind === 'trial' ? 'trial' : 'interview';
