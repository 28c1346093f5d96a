/**
 * Late cases for responsiveness (contract/responsiveness-constants.ts): an application left unopened,
 * or a conversation's first message left unanswered, for RESPONSIVENESS_LATE_DAYS counts then as
 * "more than a week" in the record of the side that left it. The nudges' sweep (scheduled/nudges.ts)
 * calls these at that time, once per case: only the sweep that deleted the case's nudge calls, after
 * its transaction, and only when the application is still unread or the message still unanswered.
 */
import type { Application } from '../data/applications.ts';
import type { StoredConversation } from '../data/conversation-keys.ts';

/**
 * An application its poster has not opened 7 days after it was sent. Counting it in the poster's
 * response record ('reads': more than a week) is to come; until then nothing is recorded.
 */
export async function countLateRead(_application: Application, _now: Date): Promise<void> {}

/**
 * A conversation's first message, between a nanny and a family or an agency, the other side has not
 * answered 7 days after it was sent. Counting it in that side's response record ('replies': more than
 * a week) is to come; until then nothing is recorded.
 */
export async function countLateReply(_conversation: StoredConversation, _now: Date): Promise<void> {}
