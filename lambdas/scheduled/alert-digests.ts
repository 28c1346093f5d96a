import type { ScheduledEvent } from 'aws-lambda';
import { sendDigests } from '../services/job-alerts.ts';
import { createLogger } from '../platform/log.ts';

/**
 * The daily job alert digests, on a schedule (an EventBridge rule on AWS, lib/job-alerts.ts; a timer in
 * the local cloud): each daily alert with jobs found since its last digest gets one email listing them.
 * The time is the event's, so tests drive it with a clock of their own; a run repeated the same day
 * sends nothing twice (the digest's id names the day).
 */

const log = createLogger({ function: 'alert-digests' });

export async function handler(event: Pick<ScheduledEvent, 'time'>): Promise<void> {
  const at = event.time ? new Date(event.time) : new Date();
  const now = Number.isNaN(at.getTime()) ? new Date() : at;
  const counts = await sendDigests(now);
  log.info('job alert digests sent', { at: now.toISOString(), ...counts });
}
