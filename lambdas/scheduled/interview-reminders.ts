import type { ScheduledEvent } from 'aws-lambda';
import {
  deleteReminder,
  dueReminders,
  getInterview,
  remindersOf,
  sendReminder,
  type Reminder,
} from '../data/interviews.ts';
import { createLogger } from '../platform/log.ts';
import { interviewNotice } from '../services/interviews.ts';

/**
 * The interview reminders' sweep, on a schedule (an EventBridge rule on AWS, lib/interview-reminders.ts;
 * a timer in the local cloud): each reminder due (24 hours and 1 hour before a confirmed interview or
 * trial) emails both sides through the outbox, once. The reminder is deleted in the same transaction
 * as its emails are written, conditional on being there for the same start, so a sweep that runs twice,
 * or two at once, sends it once; a meeting moved or cancelled meanwhile has its reminders deleted, and
 * an old one left over does nothing.
 *
 * The time is the event's, so tests drive the sweep with a clock of their own.
 */

const log = createLogger({ function: 'interview-reminders' });

const ROUND = 50;
const MAX_ROUNDS = 20;

async function act(reminder: Reminder, now: Date): Promise<'sent' | 'skipped'> {
  const interview = await getInterview(reminder.interviewId);
  if (
    !interview ||
    interview.status !== 'confirmed' ||
    interview.startAt !== reminder.startAt ||
    Date.parse(reminder.startAt) <= now.getTime()
  ) {
    await deleteReminder(reminder);
    return 'skipped';
  }
  const outbox = [
    ...interviewNotice(interview, 'poster', 'reminder', 'system', now, { hours: reminder.hours }),
    ...interviewNotice(interview, 'nanny', 'reminder', 'system', now, { hours: reminder.hours }),
  ];
  return (await sendReminder(reminder, outbox)) ? 'sent' : 'skipped';
}

/**
 * Sends every reminder due by `now`. `only` limits the sweep to some meetings' reminders: the local
 * cloud's tests move the clock for their own meetings without sending everyone else's.
 */
export async function sweep(
  now: Date,
  only?: readonly string[],
): Promise<Record<'sent' | 'skipped', number>> {
  const counts = { sent: 0, skipped: 0 };
  if (only) {
    for (const id of only)
      for (const reminder of await remindersOf(id))
        if (Date.parse(reminder.dueAt) <= now.getTime()) counts[await act(reminder, now)] += 1;
    return counts;
  }
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const due = await dueReminders(now, ROUND);
    for (const reminder of due) counts[await act(reminder, now)] += 1;
    if (due.length < ROUND) break;
  }
  return counts;
}

export async function handler(event: Pick<ScheduledEvent, 'time'>): Promise<void> {
  const now = event.time ? new Date(event.time) : new Date();
  const counts = await sweep(Number.isNaN(now.getTime()) ? new Date() : now);
  log.info('interview reminders swept', { at: now.toISOString(), ...counts });
}
