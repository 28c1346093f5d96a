import type { ScheduledEvent } from 'aws-lambda';
import { closeJob, remindJob } from '../data/job-lifecycle.ts';
import { deleteJobClock, dueClocks, getJobClock, type JobClock } from '../data/job-clock.ts';
import { getJob } from '../data/jobs.ts';
import { createLogger } from '../platform/log.ts';

/**
 * The job clock's sweep, on a schedule (an EventBridge rule on AWS, lib/job-clock.ts; a timer in the
 * local cloud): every clock that is due is acted on. A week before a job ends its poster is asked
 * whether they are still hiring (the email, with its one-click link, goes through the outbox); at its
 * end the job closes as expired, leaving the board (it was off the board's reads already), and its
 * applicants are told.
 *
 * The time is the event's, so tests drive the sweep with a clock of their own. Each step is a
 * conditional transaction on the end it was due for: a sweep that runs twice, or a job extended or
 * closed meanwhile, changes nothing twice.
 */

const log = createLogger({ function: 'job-clock' });

/** Clocks read per round; a sweep goes on for a few rounds, then leaves the rest for the next. */
const ROUND = 50;
const MAX_ROUNDS = 20;

async function act(clock: JobClock, now: Date): Promise<'reminded' | 'expired' | 'skipped'> {
  const job = await getJob(clock.jobId, true);
  // A clock whose job is gone, or no longer counts to this end, has nothing to do.
  if (!job || job.closedAt || job.liveUntil !== clock.liveUntil) {
    if (!job || job.closedAt) await deleteJobClock(clock.jobId);
    return 'skipped';
  }
  if (clock.due === 'expiry' || Date.parse(clock.liveUntil) <= now.getTime())
    return (await closeJob(job, 'expired', { now, expectedLiveUntil: clock.liveUntil }))
      ? 'expired'
      : 'skipped';
  return (await remindJob(job, clock, now)) ? 'reminded' : 'skipped';
}

/**
 * Acts on every clock due by `now`. `only` limits the sweep to some jobs' clocks: the local cloud's
 * tests move the clock for their own jobs without ending every other job on a shared board.
 */
export async function sweep(
  now: Date,
  only?: readonly string[],
): Promise<Record<'reminded' | 'expired' | 'skipped', number>> {
  const counts = { reminded: 0, expired: 0, skipped: 0 };
  if (only) {
    for (const jobId of only) {
      const clock = await getJobClock(jobId);
      if (clock && Date.parse(clock.dueAt) <= now.getTime()) counts[await act(clock, now)] += 1;
    }
    return counts;
  }
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const due = await dueClocks(now, ROUND);
    for (const clock of due) counts[await act(clock, now)] += 1;
    // A skipped clock that was not deleted would be read again: stop rather than loop on it.
    if (due.length < ROUND || counts.skipped >= ROUND) break;
  }
  return counts;
}

export async function handler(event: Pick<ScheduledEvent, 'time'>): Promise<void> {
  const now = event.time ? new Date(event.time) : new Date();
  const counts = await sweep(Number.isNaN(now.getTime()) ? new Date() : now);
  log.info('job clock swept', { at: now.toISOString(), ...counts });
}
