/**
 * Response records: for each account, the cases domain/responsiveness.ts counts (first messages
 * answered, applications first opened, meetings held and missed), by the London day each was counted,
 * and the summary its listed profile or jobs carry.
 *
 * Each case is an ADD in the transaction of the event it counts (an application opened, a message
 * answered, a meeting's end or its no-show, an overturn), with an outbox entry that writes the summary
 * again (services/responsiveness.ts): the record is exact however many events happen at once, and lists
 * read only the summary on the items they read already.
 *
 * Keys: pk USER#<userId>, sk RESPONSES -> { role, nannyId?, d<YYYYMMDD>_<letter>: count…, summary,
 * summaryAt }.
 */
import type { ReplyBand, StoredResponsiveness } from '../contract/responsiveness-constants.ts';
import { storedResponsiveness } from '../contract/responsiveness-constants.ts';
import { londonDay } from '../contract/uk-day.ts';
import {
  bandOf,
  caseAttribute,
  countsOf,
  expiredAttributes,
  meetingAttribute,
  type CaseKind,
  type DayCounts,
  type MeetingCount,
} from '../domain/responsiveness.ts';
import { ddb } from '../platform/clients.ts';
import type { EntityDeclaration, StoredItem } from './entity.ts';
import { jobKey } from './jobs.ts';
import { nannyKey } from './nannies.ts';
import { outboxEntry, putOutboxEntry } from './outbox.ts';
import { attempt } from './table/conditional.ts';
import { getItem, updateItem } from './table/commands.ts';
import { transact, type TransactItem } from './table/transact.ts';
import { refreshNudgePut } from './nudges.ts';

export type RecordRole = 'nanny' | 'poster';

export const responseRecordKey = (userId: string) => ({ pk: `USER#${userId}`, sk: 'RESPONSES' });

const ENTITY = 'ResponseRecord';

export interface ResponseRecord {
  userId: string;
  role: RecordRole | null;
  nannyId: string | null;
  days: Map<string, DayCounts>;
  summary: StoredResponsiveness | null;
  /** The stored item's attributes, for the counts that have left the window. */
  item: StoredItem;
}

export function recordFromItem(userId: string, item: StoredItem | undefined): ResponseRecord {
  const stored = item ?? {};
  return {
    userId,
    role: stored.role === 'nanny' || stored.role === 'poster' ? stored.role : null,
    nannyId: typeof stored.nannyId === 'string' ? stored.nannyId : null,
    days: countsOf(stored),
    summary: storedResponsiveness(stored.summary),
    item: stored,
  };
}

export const entity = {
  name: ENTITY,
  keys: { pk: 'USER#', sk: 'RESPONSES' },
  owner: { of: (item) => ({ account: String(item.pk).slice('USER#'.length) }) },
  retention: {
    policy: 'responsiveness',
    rule: 'kept while the account exists; each day’s counts are removed when its summary is next written after they leave the 90 days it covers',
  },
  export: {
    shape: (item) => {
      const record = recordFromItem(String(item.pk).slice('USER#'.length), item);
      return {
        role: record.role,
        countsByDay: Object.fromEntries([...record.days].sort(([a], [b]) => a.localeCompare(b))),
        shownToOthers: record.summary,
      };
    },
  },
  find: (s) => [{ key: responseRecordKey(s.accountId) }],
  erase: { delete: 'the account’s own counts; the summary its profile and jobs carry leaves with them' },
} satisfies EntityDeclaration;

/** Who an event's case is counted for. */
export interface Counted {
  userId: string;
  role: RecordRole;
  /** A nanny's profile, to carry her summary. */
  nannyId?: string | null;
}

/** The outbox entry that writes an account's summary again after `event` (one per event). */
function refreshEntry(who: Counted, event: string, now: Date) {
  return putOutboxEntry(
    outboxEntry(
      { type: 'responses-changed', payload: { accountId: who.userId } },
      who.userId,
      now,
      `${who.userId}#responses#${event}`,
    ),
  );
}

function countUpdate(who: Counted, attribute: string, delta: number): TransactItem {
  return {
    Update: {
      Key: responseRecordKey(who.userId),
      UpdateExpression: `SET entity = :entity, #role = :role${who.nannyId ? ', nannyId = :nannyId' : ''} ADD #count :delta`,
      ExpressionAttributeNames: { '#role': 'role', '#count': attribute },
      ExpressionAttributeValues: {
        ':entity': ENTITY,
        ':role': who.role,
        ':delta': delta,
        ...(who.nannyId ? { ':nannyId': who.nannyId } : {}),
      },
    },
  };
}

/**
 * The transaction items that count one case of `kind` for `who`: the time from `since` to `at` (or the
 * band given), counted
 * on `at`'s London day, and the outbox entry that writes their summary again. `event` names the case
 * (an application's or a conversation's id), so a retried transaction writes one entry.
 */
export function caseItems(
  who: Counted,
  kind: CaseKind,
  since: string,
  at: Date,
  event: string,
  /** A case counted late is in the last band, whatever the sweep's own time. */
  band: ReplyBand = bandOf(at.getTime() - Date.parse(since)),
): TransactItem[] {
  return [
    countUpdate(who, caseAttribute(kind, londonDay(at), band), 1),
    refreshEntry(who, `${kind}#${event}`, at),
  ];
}

/** The transaction items that move a meeting count of `who` on `day` (YYYY-MM-DD) by `delta`. */
export function meetingItems(
  who: Counted,
  count: MeetingCount,
  day: string,
  delta: number,
  event: string,
  now: Date,
): TransactItem[] {
  return [countUpdate(who, meetingAttribute(count, day), delta), refreshEntry(who, `${count}#${event}`, now)];
}

export async function getResponseRecord(userId: string): Promise<ResponseRecord> {
  const out = await ddb().send(getItem({ Key: responseRecordKey(userId), ConsistentRead: true }));
  return recordFromItem(userId, out.Item);
}

/**
 * Stores a record's summary as of `today`, removing the counts that have left the window. The counts
 * are never rewritten here (an ADD meanwhile is kept); only days already out of the window are removed.
 */
export async function storeSummary(
  record: ResponseRecord,
  summary: StoredResponsiveness,
  today: string,
  now: Date,
  /** Whether any case is left in the window: then the summary is written again on its `until`. */
  counting: boolean,
): Promise<void> {
  const expired = expiredAttributes(record.item, today);
  const names: Record<string, string> = {};
  expired.forEach((name, i) => (names[`#x${i}`] = name));
  await transact({
    record: {
      Update: {
        Key: responseRecordKey(record.userId),
        UpdateExpression: `SET entity = :entity, summary = :summary, summaryAt = :at${
          expired.length ? ` REMOVE ${Object.keys(names).join(', ')}` : ''
        }`,
        ...(expired.length ? { ExpressionAttributeNames: names } : {}),
        ExpressionAttributeValues: { ':entity': ENTITY, ':summary': summary, ':at': now.toISOString() },
      },
    },
    refresh: counting ? refreshNudgePut(record.userId, summary.until) : null,
  });
}

/**
 * Two writes of one summary may be delivered at once: each copy is held to the time its record was
 * read, so an older reading never replaces a newer one.
 */
const NOT_NEWER = '(attribute_not_exists(responsivenessAt) OR responsivenessAt <= :at)';

/**
 * A nanny's profile carries her summary: written apart from her edits, moving its version (a save that
 * read an older one is refused and tried again). Nothing when the profile is gone or being deleted.
 */
export async function copyToProfile(
  nannyId: string,
  summary: StoredResponsiveness,
  readAt: Date,
): Promise<boolean> {
  const outcome = await attempt(
    updateItem({
      Key: nannyKey(nannyId),
      UpdateExpression:
        'SET responsiveness = :summary, responsivenessAt = :at ADD responsivenessVersion :one',
      ConditionExpression: `attribute_exists(pk) AND attribute_not_exists(deleting) AND ${NOT_NEWER}`,
      ExpressionAttributeValues: { ':summary': summary, ':one': 1, ':at': readAt.toISOString() },
    }),
  );
  return outcome === 'done';
}

/** A job carries its poster's summary. Nothing when the job is gone. */
export async function copyToJob(
  jobId: string,
  summary: StoredResponsiveness,
  readAt: Date,
): Promise<boolean> {
  const outcome = await attempt(
    updateItem({
      Key: jobKey(jobId),
      UpdateExpression: 'SET responsiveness = :summary, responsivenessAt = :at',
      ConditionExpression: `attribute_exists(pk) AND ${NOT_NEWER}`,
      ExpressionAttributeValues: { ':summary': summary, ':at': readAt.toISOString() },
    }),
  );
  return outcome === 'done';
}
