import type { ScheduledEvent } from 'aws-lambda';
import { createLogger } from '../platform/log.ts';
import { resumeDeletions } from '../services/account-deletion.ts';

/**
 * The deletion sweep, on a schedule (lib/data-rights.ts; a timer in the local cloud): a running
 * deletion that stalled (its retries ran out) is handed to the workflow again, and one waiting for its
 * last check is checked once tokens issued before it can no longer be used. The time is the event's,
 * so tests move the clock.
 */

const log = createLogger({ function: 'deletions' });

export async function handler(event: Pick<ScheduledEvent, 'time'>): Promise<{ resumed: number }> {
  const parsed = event.time ? new Date(event.time) : new Date();
  const now = Number.isNaN(parsed.getTime()) ? new Date() : parsed;
  const { resumed } = await resumeDeletions(now);
  log.info('deletions swept', { at: now.toISOString(), resumed });
  return { resumed };
}
