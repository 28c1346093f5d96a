/**
 * Nudges before silence: what the product does when applications wait unread or a nanny leaves a
 * message unanswered, and the words the board shows for it. The timers are the nudges' due items
 * (data/nudges.ts), swept by lambdas/scheduled/nudges.ts.
 *
 * - 'reads-nudge': an application unread (still 'new') 3 days after it was sent is listed in ONE email
 *   to its poster, with every other of theirs that crossed 3 days unread and was not listed before;
 * - 'reads-waiting': an application still unread after 7 days marks its job's card, for nannies, until
 *   its poster opens an application of that job;
 * - 'reply-nudge': a family's or an agency's message a nanny leaves unanswered for 2 days sends her ONE
 *   reminder for that stretch of the conversation;
 * - 'reply-late': a conversation's first message between a nanny and a family or an agency, unanswered
 *   by the other side for 7 days, is a late reply (services/late-cases.ts);
 * - 'responses-refresh': an account's responsiveness summary is written again on the day its oldest
 *   counted case leaves the 90 days (services/responsiveness.ts), so a figure that still holds stays.
 */
import { RESPONSIVENESS_LATE_DAYS } from './responsiveness-constants.ts';

export const NUDGE_KINDS = [
  'reads-nudge',
  'reads-waiting',
  'reply-nudge',
  'reply-late',
  'responses-refresh',
] as const;
export type NudgeKind = (typeof NUDGE_KINDS)[number];

/** How long after its start each kind of nudge is due, in days. */
export const NUDGE_DAYS: Record<NudgeKind, number> = {
  'reads-nudge': 3,
  'reads-waiting': RESPONSIVENESS_LATE_DAYS,
  'reply-nudge': 2,
  'reply-late': RESPONSIVENESS_LATE_DAYS,
  // Due on the day its summary stops holding, which the summary says (not a number of days).
  'responses-refresh': 0,
};

/** What a job's card and page tell nannies while its applications have waited over a week unread. */
export const READS_WAITING_TEXT = 'Applications here have waited over a week to be read';
