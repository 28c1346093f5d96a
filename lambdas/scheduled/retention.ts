import type { ScheduledEvent } from 'aws-lambda';
import { isPast, periodEnd, retentionPeriod, type RetentionPolicy } from '../contract/retention.ts';
import { applicationFromItem, applicationKey, nannyApplicationKey } from '../data/applications.ts';
import { attempt } from '../data/table/conditional.ts';
import { retireConversation } from '../data/conversations.ts';
import { deleteFiles } from '../data/files.ts';
import { jobClockDelete } from '../data/job-clock.ts';
import { jobFromItem, jobKey, type Job } from '../data/jobs.ts';
import { getNanny, nannyKey } from '../data/nannies.ts';
import { paymentRecordOf, paymentRecordPut } from '../data/payment-records.ts';
import { postedJobKey } from '../data/posted-jobs.ts';
import {
  deleteRetentionDue,
  dueForRetention,
  getRetentionDue,
  KIND_POLICY,
  putRetentionDue,
  retentionDueKey,
  RETENTION_KINDS,
  type RetentionDue,
  type RetentionKind,
} from '../data/retention-due.ts';
import { transact } from '../data/table/transact.ts';
import { ddb } from '../platform/clients.ts';
import { createLogger } from '../platform/log.ts';
import { deleteItem, getItem, queryItems, updateItem } from '../data/table/commands.ts';

/**
 * The retention run, once a day (an EventBridge rule on AWS, lib/retention.ts; a timer in the local
 * cloud): deletes what the retention policy (contract/retention.ts) says is past its period and the
 * table's TTL cannot delete by itself, as data/retention-due.ts lists it:
 * - an unpaid draft's photo, with the draft if its TTL has not taken it yet (a paid draft is a job now);
 * - a paid job twelve months after it closed, filled or expired: the job, its photo, the applications
 *   to it with their CVs, and its place in its poster's list; the payment's record (date, amount, what
 *   it paid for, reference) is kept for tax, by its own TTL;
 * - a DBS certificate's image six months after it was checked; the profile keeps the badge and the date;
 * - a conversation 12 months after its last message, with its messages (kept longer while reported).
 *
 * The time is the event's, so tests drive the run with a clock of their own. Each step reads what it
 * deletes again and deletes only what is still due, so a run that goes twice, or a draft paid or a
 * certificate checked again meanwhile, changes nothing it should not.
 */

/** The retention rows this run enforces (the others are TTLs, the bucket's lifecycle, or the browser). */
export const SCHEDULED_RETENTION = Object.values(KIND_POLICY) satisfies RetentionPolicy[];

const log = createLogger({ function: 'retention' });

/** Due items read per round; a run goes on for a few rounds, then leaves the rest for the next day. */
const ROUND = 25;
const MAX_ROUNDS = 40;

type Outcome = 'deleted' | 'kept' | 'skipped' | 'failed';

async function getJobItem(jobId: string) {
  const out = await ddb().send(getItem({ Key: jobKey(jobId), ConsistentRead: true }));
  return out.Item;
}

/** Moves a due item to a later time (its clock started again, or its TTL was moved). */
async function postpone(due: RetentionDue, until: Date): Promise<Outcome> {
  await putRetentionDue({ ...due, dueAt: until.toISOString() });
  return 'kept';
}

async function removeFiles(keys: readonly (string | null | undefined)[]): Promise<void> {
  const present = keys.filter((key): key is string => Boolean(key));
  if (present.length) await deleteFiles(present);
}

/** An unpaid draft past its days: its photo goes, and the draft with it if its TTL has not come yet. */
async function retireDraft(due: RetentionDue, now: Date): Promise<Outcome> {
  const item = await getJobItem(due.id);
  const job = item ? jobFromItem(item) : null;
  // Paid, or paying by a payment that settles later: a job now, whose files go with it.
  if (job && (job.paymentConfirmed || job.paymentPendingSince)) {
    await deleteRetentionDue(due);
    return 'kept';
  }
  if (item && typeof item.expiresAt === 'number' && item.expiresAt * 1000 > now.getTime())
    // A delayed payment that failed gave the draft its days again.
    return postpone(due, new Date(item.expiresAt * 1000));
  if (job) {
    const outcome = await attempt(
      deleteItem({
        Key: jobKey(due.id),
        ConditionExpression: 'paymentConfirmed = :no AND attribute_not_exists(paymentPendingSince)',
        ExpressionAttributeValues: { ':no': false },
      }),
    );
    if (outcome !== 'done') return 'skipped';
  }
  await removeFiles([...due.files, job?.photo?.key]);
  await deleteRetentionDue(due);
  return 'deleted';
}

/** The applications to a job, as stored, a page at a time. */
async function applicationsTo(jobId: string) {
  const found: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await ddb().send(
      queryItems({
        KeyConditionExpression: 'pk = :p AND begins_with(sk, :s)',
        ExpressionAttributeValues: { ':p': jobKey(jobId).pk, ':s': 'APP#' },
        ConsistentRead: true,
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    found.push(...(out.Items ?? []));
    start = out.LastEvaluatedKey;
  } while (start);
  return found.map(applicationFromItem);
}

/** A closed job past its period: deleted with its photo, its applications and their CVs. */
async function retireJob(due: RetentionDue, now: Date): Promise<Outcome> {
  const item = await getJobItem(due.id);
  const job: Job | null = item ? jobFromItem(item) : null;
  if (!job || !job.closedAt) {
    await deleteRetentionDue(due);
    return 'skipped';
  }
  if (!isPast('jobs', job.closedAt, now))
    return postpone(due, periodEnd(retentionPeriod('jobs'), new Date(job.closedAt)));

  // Her CV on an application may be the one on her profile: that one stays with the profile.
  const applications = await applicationsTo(job.id);
  const cvs: string[] = [];
  for (const application of applications) {
    const key = application.cv?.key;
    if (!key) continue;
    const profile = await getNanny(application.nannyId, true);
    if (profile?.cv?.key !== key) cvs.push(key);
  }
  for (const application of applications)
    await transact({
      application: { Delete: { Key: applicationKey(job.id, application.nannyId) } },
      mirror: { Delete: { Key: nannyApplicationKey(application.nannyId, job.id) } },
    });

  const outcome = await transact({
    job: {
      Delete: {
        Key: jobKey(job.id),
        // Only the job as read: closed at the time the period was counted from.
        ConditionExpression: 'closedAt = :closed',
        ExpressionAttributeValues: { ':closed': job.closedAt },
      },
    },
    clock: jobClockDelete(job.id),
    posted: { Delete: { Key: postedJobKey(job.ownerId, job.createdAt, job.id) } },
    due: { Delete: { Key: retentionDueKey('job', job.id) } },
    paymentRecord: job.paymentConfirmed ? paymentRecordPut(paymentRecordOf(job)) : null,
  });
  if (!outcome.done) return 'skipped';
  await removeFiles([job.photo?.key, ...cvs]);
  return 'deleted';
}

/** A checked DBS certificate past its period: the image goes; the badge and the date of the check stay. */
async function retireDbs(due: RetentionDue, now: Date): Promise<Outcome> {
  if (Date.parse(due.dueAt) > now.getTime()) return 'kept';
  // The stored profile as it is: only its certificate's key matters here.
  const profile = await ddb().send(getItem({ Key: nannyKey(due.id), ConsistentRead: true }));
  const checked = due.files[0];
  if (checked && (profile.Item?.dbs as { key?: string } | undefined)?.key === checked)
    await attempt(
      updateItem({
        Key: nannyKey(due.id),
        UpdateExpression: 'REMOVE dbs',
        ConditionExpression: 'dbs.#key = :key',
        ExpressionAttributeNames: { '#key': 'key' },
        ExpressionAttributeValues: { ':key': checked },
      }),
    );
  // Replaced since it was checked, or her profile is gone: the checked image goes all the same.
  await removeFiles(due.files);
  await deleteRetentionDue(due);
  return 'deleted';
}

/**
 * A conversation 12 months after its last message: it goes with its messages, its inbox rows and its
 * pair; while a message in it is reported, it is kept until the report's own period ends.
 */
async function retireMessages(due: RetentionDue, now: Date): Promise<Outcome> {
  const result = await retireConversation(due.id, now);
  if (result.outcome === 'kept')
    // Written to meanwhile: looked at again tomorrow rather than in this run's next round.
    return postpone(due, result.until > now ? result.until : new Date(now.getTime() + 24 * 3600_000));
  return result.outcome === 'deleted' ? 'deleted' : 'skipped';
}

async function retire(due: RetentionDue, now: Date): Promise<Outcome> {
  switch (due.kind) {
    case 'draft':
      return retireDraft(due, now);
    case 'job':
      return retireJob(due, now);
    case 'dbs':
      return retireDbs(due, now);
    case 'conversation':
      return retireMessages(due, now);
  }
}

/** One item's failure is logged and left for the next run; the rest of the run goes on. */
async function act(due: RetentionDue, now: Date): Promise<Outcome> {
  try {
    return await retire(due, now);
  } catch (error) {
    log.error('retention step failed', { kind: due.kind, id: due.id, error });
    return 'failed';
  }
}

export type RetentionCounts = Record<Outcome, number>;

/**
 * Acts on everything due by `now`. `only` limits the run to some drafts', jobs' or nannies' due
 * items: the local cloud's tests move the clock for their own items without deleting every other
 * item on a shared table.
 */
export async function sweep(now: Date, only?: readonly string[]): Promise<RetentionCounts> {
  const counts: RetentionCounts = { deleted: 0, kept: 0, skipped: 0, failed: 0 };
  if (only) {
    for (const id of only)
      for (const kind of RETENTION_KINDS as readonly RetentionKind[]) {
        const due = await getRetentionDue(kind, id);
        if (due && Date.parse(due.dueAt) <= now.getTime()) counts[await act(due, now)] += 1;
      }
    return counts;
  }
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const due = await dueForRetention(now, ROUND);
    for (const item of due) counts[await act(item, now)] += 1;
    // What was kept moved later or went; a skip left its item: stop rather than read it again.
    if (due.length < ROUND || counts.skipped + counts.failed >= ROUND) break;
  }
  return counts;
}

export async function handler(event: Pick<ScheduledEvent, 'time'>): Promise<void> {
  const now = event.time ? new Date(event.time) : new Date();
  const counts = await sweep(Number.isNaN(now.getTime()) ? new Date() : now);
  log.info('retention run', { at: now.toISOString(), ...counts });
  // A failed step is retried tomorrow; a run where every step failed is an error (the alarm's).
  if (counts.failed > 0 && counts.deleted + counts.kept + counts.skipped === 0)
    throw new Error(`Every retention step failed (${counts.failed})`);
}
