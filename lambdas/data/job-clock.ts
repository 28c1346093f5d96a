/**
 * A live job's clock: when its poster is next reminded, then when it leaves the board. One item per
 * live job, indexed by when it is due, so the scheduled sweep (scheduled/job-clock.ts) reads only the
 * clocks that are due, never the board.
 *
 * Keys: pk JOB#<jobId>, sk CLOCK -> { jobId, due: 'reminder' | 'expiry', dueAt, liveUntil },
 * gsi1pk JOB_CLOCK, gsi1sk <dueAt>#<jobId>. Written when a job is published or extended; deleted when
 * it closes, fills or expires.
 */
import { JOB_REMINDER_DAYS } from '../contract/hiring-constants.ts';
import { ddb } from '../platform/clients.ts';
import type { EntityDeclaration, StoredItem } from './entity.ts';
import type { TransactItem } from './table/transact.ts';
import { deleteItem, getItem, queryItems } from './table/commands.ts';

export const CLOCK_PARTITION = 'JOB_CLOCK';
const DAY_MS = 24 * 3600 * 1000;

export interface JobClock {
  jobId: string;
  due: 'reminder' | 'expiry';
  dueAt: string;
  /** The end of the job's life this clock counts down to (a later extension makes a new clock). */
  liveUntil: string;
}

export const jobClockKey = (jobId: string) => ({ pk: `JOB#${jobId}`, sk: 'CLOCK' });

export const entity = {
  name: 'JobClock',
  keys: { pk: 'JOB#', sk: 'CLOCK' },
  owner: { none: 'a timer of the job it names, the product’s own record' },
  retention: { policy: 'jobs', rule: 'deleted when its job closes, fills or expires' },
  export: { none: 'operational: when the job ends is part of the job, which is exported' },
} satisfies EntityDeclaration;

export function jobClockFromItem(item: StoredItem): JobClock {
  return {
    jobId: String(item.jobId),
    due: item.due === 'expiry' ? 'expiry' : 'reminder',
    dueAt: String(item.dueAt),
    liveUntil: String(item.liveUntil),
  };
}

/** The clock of a job live until `liveUntil`: its reminder first, unless that time has passed already. */
export function clockFor(jobId: string, liveUntil: string, now: Date, reminded = false): JobClock {
  const remindAt = new Date(Date.parse(liveUntil) - JOB_REMINDER_DAYS * DAY_MS);
  return !reminded && remindAt.getTime() > now.getTime()
    ? { jobId, due: 'reminder', dueAt: remindAt.toISOString(), liveUntil }
    : { jobId, due: 'expiry', dueAt: liveUntil, liveUntil };
}

/** The transaction item that sets a job's clock (replacing the one before). */
export const jobClockPut = (clock: JobClock): TransactItem => ({
  Put: {
    Item: {
      ...jobClockKey(clock.jobId),
      entity: entity.name,
      ...clock,
      gsi1pk: CLOCK_PARTITION,
      gsi1sk: `${clock.dueAt}#${clock.jobId}`,
    },
  },
});

/** The transaction item that stops a job's clock. */
export const jobClockDelete = (jobId: string): TransactItem => ({
  Delete: { Key: jobClockKey(jobId) },
});

export async function deleteJobClock(jobId: string): Promise<void> {
  await ddb().send(deleteItem({ Key: jobClockKey(jobId) }));
}

/** One job's clock, if it runs. */
export async function getJobClock(jobId: string): Promise<JobClock | null> {
  const out = await ddb().send(getItem({ Key: jobClockKey(jobId), ConsistentRead: true }));
  return out.Item ? jobClockFromItem(out.Item) : null;
}

/** Clocks due by `now`, the longest overdue first, at most `limit`. */
export async function dueClocks(now: Date, limit: number): Promise<JobClock[]> {
  const out = await ddb().send(
    queryItems({
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :p AND gsi1sk <= :now',
      ExpressionAttributeValues: { ':p': CLOCK_PARTITION, ':now': `${now.toISOString()}#~` },
      Limit: limit,
    }),
  );
  return (out.Items ?? []).map(jobClockFromItem);
}

/** How often the sweep runs, on AWS and in the local cloud: reminders and expiries are at most this late. */
export const JOB_CLOCK_MINUTES = 15;
