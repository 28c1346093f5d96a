/**
 * A published job's life after it goes live: edited, extended, its poster reminded, and closed for good
 * (closed by its poster, filled, expired, or its agency's subscription ended). Each is one transaction over
 * the job, its clock (job-clock.ts) and what the change puts in the outbox: a job that closes takes its board
 * keys and its clock with it, and puts the closing of its open applications in the outbox.
 */
import { JOB_EXTENSION_DAYS, JOB_MAX_AHEAD_DAYS, type ClosedReason } from '../contract/hiring-constants.ts';
import { clockFor, jobClockDelete, jobClockPut, type JobClock } from './job-clock.ts';
import { boardIndex, boardIndexUpdate, jobKey, LEGACY_PAY_ATTRIBUTES, type Job } from './jobs.ts';
import { outboxEntry, putOutboxEntry } from './outbox.ts';
import { retentionDueFrom, retentionDuePut } from './retention-due.ts';
import { transact } from './table/transact.ts';

const DAY_MS = 24 * 3600 * 1000;

/** A job is open (may be edited, extended, closed) while paid for and not closed for good. */
export const isOpenJob = (job: Job) => job.paymentConfirmed && !job.closedAt;

/**
 * Where Extend would take a live job's end: 30 days later, but never more than 60 days ahead of now (so
 * a job cannot be kept for months by clicking). The "Still hiring" link, which its poster receives once
 * a week before each end, adds its 30 days uncapped (`capped` false). Null when that adds nothing.
 */
export function extendedEnd(job: Job, now: Date, capped = true): string | null {
  if (!isOpenJob(job) || !job.liveUntil) return null;
  const from = Math.max(Date.parse(job.liveUntil), now.getTime());
  const longest = capped ? now.getTime() + JOB_MAX_AHEAD_DAYS * DAY_MS : Infinity;
  const until = Math.min(from + JOB_EXTENSION_DAYS * DAY_MS, longest);
  // Less than a day more is not worth offering (a job posted today is already as far ahead as allowed).
  return until >= Date.parse(job.liveUntil) + DAY_MS ? new Date(until).toISOString() : null;
}

/**
 * Closes a job for good, if it is still open: off the board, its clock stopped, and the closing of its open
 * applications put in the outbox (the outbox deliverer does it, a batch at a time, telling each nanny).
 * `hiredNannyId` names the applicant hired when it is filled. False when it was closed already (or is not a
 * published job).
 */
export async function closeJob(
  job: Job,
  reason: ClosedReason,
  opts: { now?: Date; hiredNannyId?: string | null; expectedLiveUntil?: string } = {},
): Promise<boolean> {
  const now = opts.now ?? new Date();
  const sets = ['active = :no', 'closedAt = :now', 'closedReason = :reason'];
  if (opts.hiredNannyId) sets.push('hiredNannyId = :hired');
  const outcome = await transact({
    job: {
      Update: {
        Key: jobKey(job.id),
        UpdateExpression: `SET ${sets.join(', ')} REMOVE gsi1pk, gsi1sk, gsi2pk, gsi2sk, gsi3pk, gsi3sk`,
        // An expiry applies only to the end it was due for: a job extended meanwhile stays.
        ConditionExpression: `attribute_exists(pk) AND paymentConfirmed = :yes AND attribute_not_exists(closedAt)${opts.expectedLiveUntil ? ' AND liveUntil = :until' : ''}`,
        ExpressionAttributeValues: {
          ':no': false,
          ':yes': true,
          ':now': now.toISOString(),
          ':reason': reason,
          ...(opts.hiredNannyId ? { ':hired': opts.hiredNannyId } : {}),
          ...(opts.expectedLiveUntil ? { ':until': opts.expectedLiveUntil } : {}),
        },
      },
    },
    clock: jobClockDelete(job.id),
    // From now on it is kept for the jobs row's period, then deleted by the retention run.
    due: retentionDuePut(retentionDueFrom('job', job.id, now)),
    // Its id is the job's: a job closes once, so it writes this once.
    closed: putOutboxEntry(
      outboxEntry(
        { type: 'job-closed', payload: { jobId: job.id, reason, round: 0 } },
        job.ownerId,
        now,
        `${job.id}#closed#0`,
      ),
    ),
  });
  return outcome.done;
}

/** Moves a live job's end to `until` (from the end it was read with), with its clock. False when it changed meanwhile. */
export async function extendJob(job: Job, until: string, now = new Date()): Promise<boolean> {
  const outcome = await transact({
    job: {
      Update: {
        Key: jobKey(job.id),
        UpdateExpression: 'SET liveUntil = :until',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(closedAt) AND liveUntil = :from',
        ExpressionAttributeValues: { ':until': until, ':from': job.liveUntil },
      },
    },
    clock: jobClockPut(clockFor(job.id, until, now)),
  });
  return outcome.done;
}

/**
 * Records that a job's poster was asked whether they are still hiring, for the end its clock counts
 * to, and puts the email in the outbox; its clock then counts to the end itself. False when the job changed
 * meanwhile (extended, closed).
 */
export async function remindJob(job: Job, clock: JobClock, now = new Date()): Promise<boolean> {
  const outcome = await transact({
    job: {
      Update: {
        Key: jobKey(job.id),
        UpdateExpression: 'SET remindedFor = :until',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(closedAt) AND liveUntil = :until',
        ExpressionAttributeValues: { ':until': clock.liveUntil },
      },
    },
    clock: jobClockPut(clockFor(job.id, clock.liveUntil, now, true)),
    reminder: putOutboxEntry(
      outboxEntry(
        {
          type: 'job-ending-email',
          payload: {
            to: job.ownerEmail,
            recipientId: job.ownerId,
            jobId: job.id,
            title: job.title,
            liveUntil: clock.liveUntil,
          },
        },
        job.ownerId,
        now,
        `${job.id}#ending#${clock.liveUntil}`,
      ),
    ),
  });
  return outcome.done;
}

/** The fields of a job its poster may edit (everything but the price), as stored. */
export type JobEdit = Pick<
  Job,
  | 'title'
  | 'description'
  | 'location'
  | 'locationLower'
  | 'postcodeDistrict'
  | 'jobType'
  | 'jobTypeOther'
  | 'startDate'
  | 'daysHours'
  | 'schedule'
  | 'pay'
  | 'payLine'
  | 'childrenAges'
  | 'languages'
  | 'requirements'
  | 'photo'
  | 'contactEmail'
  | 'additionalComments'
>;

/**
 * Stores an edit of an open job, if it is still the job as read (`updatedAt` unchanged). A change of
 * type moves it to that type's board. False when it changed or closed meanwhile.
 */
export async function editJob(job: Job, edit: JobEdit, now = new Date()): Promise<boolean> {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ':now': now.toISOString() };
  const sets = Object.entries(edit).map(([name, value], i) => {
    names[`#f${i}`] = name;
    values[`:v${i}`] = value;
    return `#f${i} = :v${i}`;
  });
  sets.push('updatedAt = :now');
  // The pay is entered again, structured: the words an older job held go.
  const removed: string[] = [...LEGACY_PAY_ATTRIBUTES];
  // On the board, a job of another type or place is listed under that type and area.
  if (job.active && job.publishedAt) {
    const index = boardIndexUpdate(boardIndex(edit.jobType, job.publishedAt, job.id, edit.postcodeDistrict));
    sets.push(index.set);
    Object.assign(values, index.values);
    if (index.removeArea) removed.push('gsi3pk', 'gsi3sk');
  }
  const remove = ` REMOVE ${removed.join(', ')}`;
  const outcome = await transact({
    job: {
      Update: {
        Key: jobKey(job.id),
        UpdateExpression: `SET ${sets.join(', ')}${remove}`,
        ConditionExpression: `attribute_exists(pk) AND attribute_not_exists(closedAt) AND ${job.updatedAt ? 'updatedAt = :read' : 'attribute_not_exists(updatedAt)'}`,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: { ...values, ...(job.updatedAt ? { ':read': job.updatedAt } : {}) },
      },
    },
  });
  return outcome.done;
}
