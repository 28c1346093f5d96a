/**
 * Job alerts (saved searches) and what their fan-out leaves for the daily digest.
 *
 * - Alert: pk USER#<userId>, sk ALERT#<alertId> -> { alertId, userId, nannyId, search, frequency, label,
 *   createdAt, updatedAt, placeMatch (what its place found when saved: areas and districts) }, with gsi3pk ALERTS_AREA#<area> (ALERTS_ANYWHERE for a search with no
 *   place), gsi3sk <alertId>: the alerts a job published in an area may match.
 * - Alert count: pk USER#<userId>, sk ALERTS -> { n }: kept by the transactions that add and delete
 *   alerts, so an account never holds more than MAX_ALERTS.
 * - Alert sameness: pk USER#<userId>, sk ALERTSAME#<hash of the alert's sameness> -> { alertId }: put
 *   with the alert that has those criteria and that frequency, in its own transaction, so two alerts
 *   that would send the same emails cannot both be kept, however they race. The alert carries the hash
 *   (`same`); a sameness left behind by an alert deleted or changed since is taken over (it names an
 *   alert that no longer has it: checked in the same transaction).
 * - Pending digest item: pk ALERT#<alertId>, sk PENDING#<jobId> -> { userId, job (as the email shows
 *   it), foundAt }, with gsi1pk ALERT_DIGESTS, gsi1sk <alertId>#<jobId>: a job found for a daily alert,
 *   until the day's digest takes it; expires by the service row's period in any case.
 */
import { createHash, randomUUID } from 'node:crypto';
import { MAX_ALERTS, type AlertFrequency } from '../contract/alerts.ts';
import { ttlFrom } from '../contract/retention.ts';
import { OUTBOX_RETENTION_DAYS } from './outbox.ts';
import type { JobSearch } from '../contract/job-search.ts';
import { salaryPeriodOf } from '../contract/job-search-constants.ts';
import type { PlaceMatch } from '../contract/place-match.ts';
import {
  alertLabel,
  alertPartition,
  alertSameness,
  normaliseSearch,
  type AlertJob,
} from '../domain/job-alerts.ts';
import { ddb } from '../platform/clients.ts';
import { attempt } from './table/conditional.ts';
import type { EntityDeclaration, StoredItem } from './entity.ts';
import { transact, type TransactItem } from './table/transact.ts';
import { deleteItem, getItem, putItem, queryItems } from './table/commands.ts';

export interface JobAlert {
  alertId: string;
  userId: string;
  /** Her profile, whose details say why a job suits her (null: no profile when saved). */
  nannyId: string | null;
  search: JobSearch;
  frequency: AlertFrequency;
  label: string;
  createdAt: string;
  updatedAt: string;
  /**
   * What its place finds, as read when it was saved (contract/places.ts): its postcode areas choose its
   * fan-out partition, and areas and districts together say which alerts are the same place however
   * typed. Absent on an alert with no place, and on one saved before places were kept so.
   */
  placeMatch?: PlaceMatch;
}

export interface PendingJob {
  alertId: string;
  userId: string;
  job: AlertJob;
  foundAt: string;
}

const ALERT_PREFIX = 'ALERT#';
const PENDING_PREFIX = 'PENDING#';
export const DIGEST_PARTITION = 'ALERT_DIGESTS';

/**
 * How the stream hands job-published events to the fan-out, on AWS (lib/job-alerts.ts) and locally
 * (local/start.ts): as the outbox deliverer's, a failing batch retried, then dead-lettered.
 */
export const JOB_ALERTS_DELIVERY = { batchSize: 10, retryAttempts: 10, maxRecordAgeHours: 6 } as const;

// Spelt out so the registry's test can read each key's shape.
export const alertKey = (userId: string, alertId: string) => ({
  pk: `USER#${userId}`,
  sk: `ALERT#${alertId}`,
});
export const alertCountKey = (userId: string) => ({ pk: `USER#${userId}`, sk: 'ALERTS' });
export const alertSameKey = (userId: string, same: string) => ({
  pk: `USER#${userId}`,
  sk: `ALERTSAME#${same}`,
});
export const pendingKey = (alertId: string, jobId: string) => ({
  pk: `ALERT#${alertId}`,
  sk: `PENDING#${jobId}`,
});

/** The hash an alert's sameness is kept under: equal for two alerts that would send the same emails. */
export const sameOf = (alert: Pick<JobAlert, 'search' | 'frequency' | 'placeMatch'>) =>
  createHash('sha256')
    .update(alertSameness(alert.search, alert.frequency, alert.placeMatch))
    .digest('hex')
    .slice(0, 32);

export function alertToItem(alert: JobAlert): StoredItem {
  return {
    ...alertKey(alert.userId, alert.alertId),
    entity: 'JobAlert',
    same: sameOf(alert),
    alertId: alert.alertId,
    userId: alert.userId,
    nannyId: alert.nannyId,
    search: alert.search,
    frequency: alert.frequency,
    label: alert.label,
    createdAt: alert.createdAt,
    updatedAt: alert.updatedAt,
    ...(alert.placeMatch
      ? { placeMatch: { areas: alert.placeMatch.areas, districts: alert.placeMatch.districts } }
      : {}),
    gsi3pk: alertPartition(alert.search, alert.placeMatch?.areas),
    gsi3sk: alert.alertId,
  };
}

/**
 * An alert's name in today's words, from its search (a label stored earlier may spell a requirement as it
 * is stored, 'Driving license'); the stored label when its search cannot be read.
 */
function labelOf(item: StoredItem): string {
  try {
    return alertLabel(storedSearch(item));
  } catch {
    return String(item.label ?? '');
  }
}

/**
 * A kept search as read now: one saved before pay was structured names its pay period as it was then
 * ('annually'), read as today's ('yearly'; contract/job-search-constants.ts).
 */
function storedSearch(item: StoredItem): JobSearch {
  const search = item.search as JobSearch;
  if (search.salaryPeriod === undefined) return search;
  const { salaryPeriod, ...rest } = search;
  const period = salaryPeriodOf(salaryPeriod);
  return period ? { ...rest, salaryPeriod: period } : rest;
}

export function alertFromItem(item: StoredItem): JobAlert {
  return {
    alertId: item.alertId as string,
    userId: item.userId as string,
    nannyId: (item.nannyId as string | null | undefined) ?? null,
    search: storedSearch(item),
    frequency: item.frequency as AlertFrequency,
    label: labelOf(item),
    createdAt: item.createdAt as string,
    updatedAt: item.updatedAt as string,
    ...(item.placeMatch ? { placeMatch: item.placeMatch as PlaceMatch } : {}),
  };
}

export const entity = {
  name: 'JobAlert',
  keys: { pk: 'USER#', sk: ALERT_PREFIX },
  owner: { of: (item) => ({ account: String(item.userId) }) },
  retention: {
    policy: 'account',
    rule: 'kept while the account exists, until she deletes the alert or stops it from an email',
  },
  export: {
    shape: (item) => {
      const alert = alertFromItem(item);
      return {
        label: alert.label,
        search: alert.search,
        frequency: alert.frequency,
        createdAt: alert.createdAt,
        updatedAt: alert.updatedAt,
      };
    },
  },
  find: (s) => [{ partition: `USER#${s.accountId}`, sortKeyPrefix: ALERT_PREFIX }],
  erase: { delete: "the account's own saved searches" },
} satisfies EntityDeclaration;

export const countEntity = {
  name: 'JobAlertCount',
  keys: { pk: 'USER#', sk: 'ALERTS' },
  owner: { of: (item) => ({ account: String(item.pk).slice('USER#'.length) }) },
  retention: { policy: 'account', rule: 'kept while the account exists' },
  export: { none: 'a count of the alerts, which the export lists themselves' },
  find: (s) => [{ key: alertCountKey(s.accountId) }],
  erase: { delete: "a count of the account's alerts" },
} satisfies EntityDeclaration;

export const sameEntity = {
  name: 'JobAlertSameness',
  keys: { pk: 'USER#', sk: 'ALERTSAME#' },
  owner: { of: (item) => ({ account: String(item.pk).slice('USER#'.length) }) },
  retention: {
    policy: 'account',
    rule: 'kept while the account exists; taken over by the next alert with its criteria once its own alert is gone',
  },
  export: { none: 'a hash of an alert’s criteria, which the export lists themselves' },
  find: (s) => [{ partition: `USER#${s.accountId}`, sortKeyPrefix: 'ALERTSAME#' }],
  erase: { delete: "a hash of one of the account's saved searches" },
} satisfies EntityDeclaration;

export const pendingEntity = {
  name: 'JobAlertPending',
  keys: { pk: ALERT_PREFIX, sk: PENDING_PREFIX },
  owner: { of: (item) => ({ account: String(item.userId) }) },
  retention: {
    policy: 'service',
    ttl: 'expiresAt',
    period: `until the next daily digest takes it, and ${OUTBOX_RETENTION_DAYS} days after it was found at most`,
  },
  export: { none: 'a job waiting for the next daily digest: a copy of a public job, gone within a day' },
  // Found through her alerts, so it is listed before them in the registry.
  find: (s) => [
    {
      via: { partition: `USER#${s.accountId}`, sortKeyPrefix: ALERT_PREFIX },
      partitions: (alert) => ({ partition: `ALERT#${String(alert.alertId)}`, sortKeyPrefix: PENDING_PREFIX }),
    },
  ],
  erase: { delete: 'a job waiting for her digest' },
} satisfies EntityDeclaration;

/** An alert as it is about to be kept: its search normalised and named. */
export function newAlert(
  userId: string,
  nannyId: string | null,
  search: JobSearch,
  frequency: AlertFrequency,
  now: Date,
  alertId: string = randomUUID(),
  place: (PlaceMatch & { nearby: boolean }) | null = null,
): JobAlert {
  const kept = normaliseSearch(search, place);
  const at = now.toISOString();
  return {
    alertId,
    userId,
    nannyId,
    search: kept,
    frequency,
    label: alertLabel(kept),
    createdAt: at,
    updatedAt: at,
    ...(place ? { placeMatch: { areas: place.areas, districts: place.districts } } : {}),
  };
}

/** Her alerts, oldest first (at most MAX_ALERTS, so one page). */
export async function listAlerts(userId: string): Promise<JobAlert[]> {
  const out = await ddb().send(
    queryItems({
      KeyConditionExpression: 'pk = :p AND begins_with(sk, :s)',
      ExpressionAttributeValues: { ':p': `USER#${userId}`, ':s': ALERT_PREFIX },
      Limit: MAX_ALERTS * 5,
    }),
  );
  return (out.Items ?? [])
    .filter((item) => String(item.sk).startsWith(ALERT_PREFIX))
    .map(alertFromItem)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

export async function getAlert(userId: string, alertId: string): Promise<JobAlert | null> {
  const out = await ddb().send(getItem({ Key: alertKey(userId, alertId), ConsistentRead: true }));
  return out.Item ? alertFromItem(out.Item) : null;
}

/** An alert of hers already kept with the same criteria and frequency (other than `except`), if any. */
export async function sameAlertOf(
  alert: Pick<JobAlert, 'userId' | 'search' | 'frequency'>,
  except?: string,
): Promise<JobAlert | null> {
  const same = alertSameness(alert.search, alert.frequency);
  const kept = await listAlerts(alert.userId);
  return kept.find((a) => a.alertId !== except && alertSameness(a.search, a.frequency) === same) ?? null;
}

/**
 * Who holds an alert's sameness now: the alert it names, when that alert still has those criteria
 * ('held'); or the alert a sameness left behind names, which no longer has them ('left', with its id,
 * so the next write may take it over); or nobody.
 */
async function sameHolder(
  userId: string,
  same: string,
): Promise<{ held: JobAlert } | { left: string } | null> {
  const out = await ddb().send(getItem({ Key: alertSameKey(userId, same), ConsistentRead: true }));
  const holderId = typeof out.Item?.alertId === 'string' ? out.Item.alertId : null;
  if (!holderId) return null;
  const holder = await getAlert(userId, holderId);
  return holder && sameOf(holder) === same ? { held: holder } : { left: holderId };
}

/**
 * The writes that give an alert its sameness: its key put for this alert, unless another alert holds it.
 * `left` names the alert a sameness left behind names (see sameHolder): the key is taken over from it
 * only while that alert is gone or has other criteria, checked in the same transaction.
 */
function sameWrites(alert: JobAlert, left: string | null): TransactItem[] {
  const same = sameOf(alert);
  const put: TransactItem = {
    Put: {
      Item: { ...alertSameKey(alert.userId, same), entity: sameEntity.name, alertId: alert.alertId },
      ConditionExpression: left
        ? 'alertId = :left OR alertId = :me'
        : 'attribute_not_exists(pk) OR alertId = :me',
      ExpressionAttributeValues: { ':me': alert.alertId, ...(left ? { ':left': left } : {}) },
    },
  };
  if (!left) return [put];
  return [
    put,
    {
      ConditionCheck: {
        Key: alertKey(alert.userId, left),
        ConditionExpression: 'attribute_not_exists(pk) OR #same <> :same',
        ExpressionAttributeNames: { '#same': 'same' },
        ExpressionAttributeValues: { ':same': same },
      },
    },
  ];
}

/** What keeping an alert came to: kept, or refused (her limit; or the alert it would repeat). */
export type KeepOutcome = { kept: true } | { kept: false; limit: true } | { kept: false; same: JobAlert };

/** Rounds of write, then look at the sameness that refused it: another only when that one was left over. */
const SAME_ROUNDS = 3;

/**
 * Adds an alert with her count and its sameness, in one transaction: refused when she has MAX_ALERTS
 * already, or when another alert of hers has the same criteria and frequency (that alert answers).
 */
export async function createAlert(alert: JobAlert): Promise<KeepOutcome> {
  let left: string | null = null;
  for (let round = 0; round < SAME_ROUNDS; round++) {
    const outcome = await transact({
      count: {
        Update: {
          Key: alertCountKey(alert.userId),
          UpdateExpression: 'SET n = if_not_exists(n, :zero) + :one',
          ConditionExpression: 'attribute_not_exists(n) OR n < :max',
          ExpressionAttributeValues: { ':zero': 0, ':one': 1, ':max': MAX_ALERTS },
        },
      },
      alert: {
        Put: {
          Item: alertToItem(alert),
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      same: sameWrites(alert, left),
    });
    if (outcome.done) return { kept: true };
    if (outcome.failed === 'count') return { kept: false, limit: true };
    if (outcome.failed === 'alert') throw new Error(`Alert id ${alert.alertId} is taken`);
    const holder = await sameHolder(alert.userId, sameOf(alert));
    if (holder && 'held' in holder) return { kept: false, same: holder.held };
    left = holder ? holder.left : null;
  }
  throw new Error(`Alert ${alert.alertId}: its sameness kept changing`);
}

/**
 * Replaces an alert's search and frequency, only if it is still hers and unchanged since it was read
 * (`before`), with its sameness moved along in the same transaction: refused when another of her alerts
 * has the new criteria and frequency (that alert answers); 'gone' when it is not there, or changed
 * meanwhile (read it again).
 */
export async function replaceAlert(alert: JobAlert, before: JobAlert): Promise<KeepOutcome | 'gone'> {
  const oldSame = sameOf(before);
  const newSame = sameOf(alert);
  let left: string | null = null;
  // An old sameness held by another alert (two alike, kept before samenesses were) stays that one's.
  let dropOld = oldSame !== newSame;
  for (let round = 0; round < SAME_ROUNDS + 1; round++) {
    const outcome = await transact({
      alert: {
        Put: {
          Item: alertToItem(alert),
          ConditionExpression: 'attribute_exists(pk) AND updatedAt = :before',
          ExpressionAttributeValues: { ':before': before.updatedAt },
        },
      },
      same: sameWrites(alert, left),
      // Its old sameness goes with the change (only while it is still this alert's).
      oldSame: dropOld
        ? {
            Delete: {
              Key: alertSameKey(alert.userId, oldSame),
              ConditionExpression: 'attribute_not_exists(pk) OR alertId = :me',
              ExpressionAttributeValues: { ':me': alert.alertId },
            },
          }
        : null,
    });
    if (outcome.done) return { kept: true };
    if (outcome.failed === 'alert') return 'gone';
    if (dropOld && outcome.didFail('oldSame')) {
      dropOld = false;
      continue;
    }
    const holder = await sameHolder(alert.userId, newSame);
    if (holder && 'held' in holder && holder.held.alertId !== alert.alertId)
      return { kept: false, same: holder.held };
    left = holder && 'left' in holder ? holder.left : null;
  }
  throw new Error(`Alert ${alert.alertId}: its sameness kept changing`);
}

/** Deletes an alert with her count, in one transaction: false when it was not there (nothing changes). */
export async function deleteAlert(userId: string, alertId: string): Promise<boolean> {
  const outcome = await transact({
    alert: {
      Delete: {
        Key: alertKey(userId, alertId),
        ConditionExpression: 'attribute_exists(pk)',
      },
    },
    count: {
      Update: {
        Key: alertCountKey(userId),
        UpdateExpression: 'SET n = n - :one',
        ConditionExpression: 'n > :zero',
        ExpressionAttributeValues: { ':zero': 0, ':one': 1 },
      },
    },
  });
  return outcome.done;
}

/** Every alert listed under one fan-out partition (gsi3), all pages. */
export async function alertsIn(partition: string): Promise<JobAlert[]> {
  const alerts: JobAlert[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await ddb().send(
      queryItems({
        IndexName: 'gsi3',
        KeyConditionExpression: 'gsi3pk = :p',
        ExpressionAttributeValues: { ':p': partition },
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    alerts.push(...(out.Items ?? []).map(alertFromItem));
    start = out.LastEvaluatedKey;
  } while (start);
  return alerts;
}

/** Keeps a job for a daily alert's next digest, once: false when it was kept before. */
export async function putPendingJob(pending: PendingJob): Promise<boolean> {
  return (
    (await attempt(
      putItem({
        Item: {
          ...pendingKey(pending.alertId, pending.job.jobId),
          entity: pendingEntity.name,
          alertId: pending.alertId,
          userId: pending.userId,
          job: pending.job,
          foundAt: pending.foundAt,
          gsi1pk: DIGEST_PARTITION,
          gsi1sk: `${pending.alertId}#${pending.job.jobId}`,
          expiresAt: ttlFrom('service', pending.foundAt),
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    )) === 'done'
  );
}

/** Every job waiting for a digest, all pages (gsi1), oldest alert id first. */
export async function allPendingJobs(): Promise<PendingJob[]> {
  const pending: PendingJob[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await ddb().send(
      queryItems({
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :p',
        ExpressionAttributeValues: { ':p': DIGEST_PARTITION },
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    pending.push(
      ...(out.Items ?? []).map((item) => ({
        alertId: String(item.alertId),
        userId: String(item.userId),
        job: item.job as AlertJob,
        foundAt: String(item.foundAt),
      })),
    );
    start = out.LastEvaluatedKey;
  } while (start);
  return pending;
}

/** The transaction item that deletes a pending job (with the digest that takes it). */
export const deletePendingItem = (alertId: string, jobId: string): TransactItem => ({
  Delete: { Key: pendingKey(alertId, jobId) },
});

export async function deletePendingJob(alertId: string, jobId: string): Promise<void> {
  await ddb().send(deleteItem({ Key: pendingKey(alertId, jobId) }));
}
