/**
 * Job alerts' work: the fan-out of a published job to the alerts whose search finds it, and the daily
 * digests. Both run from events (the table's stream; a schedule) on AWS and in the local cloud alike,
 * and both write only conditional, deterministic items, so running either again changes nothing twice.
 */
import { jobMatchesSearch } from '../domain/job-search.ts';
import { keptSearchPlace } from '../domain/place-search.ts';
import { explainMatch } from '../domain/matching.ts';
import { digestDay, partitionsForJob, reasonsForHer, type AlertJob } from '../domain/job-alerts.ts';
import { londonDay } from '../contract/uk-day.ts';
import { getMany } from '../data/table/batch.ts';
import {
  alertsIn,
  allPendingJobs,
  deletePendingItem,
  deletePendingJob,
  getAlert,
  putPendingJob,
  type JobAlert,
  type PendingJob,
} from '../data/job-alerts.ts';
import { getJob, getJobs, type Job } from '../data/jobs.ts';
import { isOnBoard } from '../domain/visibility.ts';
import { nannyFromItem, nannyKey } from '../data/nannies.ts';
import { addToOutbox, outboxEntry, putOutboxEntry } from '../data/outbox.ts';
import { transact } from '../data/table/transact.ts';
import { hoursOf } from './job-cards.ts';

/** Writes at once: enough to finish 10,000 alerts in seconds, few enough not to flood the table. */
export const FAN_OUT_CONCURRENCY = 25;
/** Jobs one digest lists; the rest are counted ("and 3 more"). */
export const DIGEST_JOBS = 10;

/** Runs `work` over `items`, `limit` at a time. */
export async function inBatches<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>) {
  const results: R[] = [];
  let next = 0;
  const runners = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  });
  await Promise.all(runners);
  return results;
}

export interface FanOutCounts {
  /** Alerts read in the job's area and for anywhere. */
  alerts: number;
  matches: number;
  /** Instant emails put in the outbox now (entries written by this run). */
  emails: number;
  /** Jobs kept for daily digests by this run. */
  pending: number;
  /** Matches written before (a retried fan-out). */
  already: number;
}

/** The job as an alert email shows it, with what fits her. */
function alertJob(job: Job, reasons: string[]): AlertJob {
  return {
    jobId: job.id,
    title: job.title,
    district: job.postcodeDistrict,
    payLine: job.payLine,
    hoursLine: hoursOf(job),
    startDate: job.startDate,
    reasons,
  };
}

/**
 * Fans a published job out to the alerts that find it: each match gets exactly one instant email
 * (outbox id `alert#<alertId>#<jobId>`) or one place in her next digest (a pending item), whatever
 * number of times this runs. Alerts of the job's own poster are skipped.
 */
export async function fanOutJob(jobId: string, now: Date): Promise<FanOutCounts> {
  const counts: FanOutCounts = { alerts: 0, matches: 0, emails: 0, pending: 0, already: 0 };
  const job = await getJob(jobId, true);
  // A job taken off the board before its alerts went out is not announced.
  if (!job || !job.active || job.hidden || job.closedAt) return counts;
  const alerts = (await Promise.all(partitionsForJob(job.postcodeDistrict).map(alertsIn))).flat();
  counts.alerts = alerts.length;
  // Each alert's place read once per distinct search (a town's name, a distance: contract/places.ts); a
  // place its words no longer name (the data changed) finds nothing rather than everything.
  const places = new Map<string, ReturnType<typeof keptSearchPlace>>();
  const placeOf = (alert: JobAlert) => {
    const key = JSON.stringify([alert.search.place, alert.search.nearby, alert.search.radius]);
    if (!places.has(key)) places.set(key, keptSearchPlace(alert.search));
    return places.get(key) ?? null;
  };
  const matches = alerts.filter((a) => {
    if (a.userId === job.ownerId) return false;
    const place = placeOf(a);
    return place !== 'unreadable' && jobMatchesSearch(job, a.search, place);
  });
  counts.matches = matches.length;
  const profiles = await getMany(matches.flatMap((a) => (a.nannyId ? [nannyKey(a.nannyId)] : [])));
  const today = londonDay(now);
  const reasonsOf = (alert: JobAlert) => {
    const item = alert.nannyId ? profiles.get(`NANNY#${alert.nannyId}|PROFILE`) : undefined;
    return item ? reasonsForHer(explainMatch(job, nannyFromItem(item), today, 'nanny')) : [];
  };
  await inBatches(matches, FAN_OUT_CONCURRENCY, async (alert) => {
    const found = alertJob(job, reasonsOf(alert));
    const written =
      alert.frequency === 'instant'
        ? await addToOutbox(
            outboxEntry(
              {
                type: 'job-alert-email',
                payload: {
                  recipientId: alert.userId,
                  alertId: alert.alertId,
                  label: alert.label,
                  job: found,
                },
              },
              alert.userId,
              now,
              `alert#${alert.alertId}#${job.id}`,
            ),
          )
        : await putPendingJob({
            alertId: alert.alertId,
            userId: alert.userId,
            job: found,
            foundAt: now.toISOString(),
          });
    if (!written) counts.already += 1;
    else if (alert.frequency === 'instant') counts.emails += 1;
    else counts.pending += 1;
  });
  return counts;
}

export interface DigestCounts {
  digests: number;
  jobs: number;
  /** Alerts whose digest for the day went out before: their jobs wait for tomorrow's. */
  later: number;
  /** Jobs left by alerts stopped meanwhile, deleted. */
  dropped: number;
}

/** A transaction holds 100 items: the digest's outbox entry and up to 99 of the jobs it takes. */
const TAKEN_PER_DIGEST = 99;

/**
 * Sends each daily alert's digest of the jobs found since its last one: one email per alert per day
 * (outbox id `digest#<alertId>#<day>`), written with the deletion of the jobs it takes in one
 * transaction. `only` limits the run to some alerts (the local cloud's tests move the clock for their
 * own alerts only).
 */
export async function sendDigests(now: Date, only?: readonly string[]): Promise<DigestCounts> {
  const counts: DigestCounts = { digests: 0, jobs: 0, later: 0, dropped: 0 };
  const byAlert = new Map<string, PendingJob[]>();
  for (const pending of await allPendingJobs()) {
    if (only && !only.includes(pending.alertId)) continue;
    byAlert.set(pending.alertId, [...(byAlert.get(pending.alertId) ?? []), pending]);
  }
  const day = digestDay(now);
  await inBatches([...byAlert.values()], FAN_OUT_CONCURRENCY, async (jobs) => {
    const { alertId, userId } = jobs[0]!;
    const alert = await getAlert(userId, alertId);
    if (!alert) {
      await inBatches(jobs, 5, (p) => deletePendingJob(p.alertId, p.job.jobId));
      counts.dropped += jobs.length;
      return;
    }
    const taken = jobs.slice(0, TAKEN_PER_DIGEST);
    // A job hidden, closed or filled since it was found is left out (its pending item goes all the same).
    const current = await getJobs(taken.map((p) => p.job.jobId));
    const live = taken.filter((p) => {
      const job = current.get(p.job.jobId);
      return job !== undefined && isOnBoard(job, now);
    });
    if (!live.length) {
      await transact({ pending: taken.map((p) => deletePendingItem(alertId, p.job.jobId)) });
      counts.dropped += taken.length;
      return;
    }
    const entry = outboxEntry(
      {
        type: 'job-alert-digest-email',
        payload: {
          recipientId: userId,
          alertId,
          label: alert.label,
          day,
          jobs: live.slice(0, DIGEST_JOBS).map((p) => p.job),
          more: Math.max(0, live.length - DIGEST_JOBS),
        },
      },
      userId,
      now,
      `digest#${alertId}#${day}`,
    );
    const outcome = await transact({
      digest: putOutboxEntry(entry),
      pending: taken.map((p) => deletePendingItem(alertId, p.job.jobId)),
    });
    if (!outcome.done) {
      counts.later += 1;
      return;
    }
    counts.digests += 1;
    counts.jobs += live.length;
    counts.dropped += taken.length - live.length;
  });
  return counts;
}
