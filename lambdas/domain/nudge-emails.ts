/**
 * The emails the nudges send (contract/nudges-constants.ts), from what the outbox carries (emails.ts
 * ReadsNudgeEmail, ReplyNudgeEmail: the facts taken when the sweep wrote it). The address is the account's at the time of
 * sending, and nothing is sent when its owner turned the reminder off (streams/outbox.ts).
 */
import { myJobApplicantPath } from '../contract/hiring-paths.ts';
import { longDate } from '../contract/long-date.ts';
import { firstNameOnly } from '../contract/nanny-constants.ts';
import { NUDGE_DAYS } from '../contract/nudges-constants.ts';
import { conversationPath, type EmailText, type ReadsNudgeEmail, type ReplyNudgeEmail } from './emails.ts';

/** The London day of an instant, as the product writes it ('25 November 2026'). */
const londonDay = (at: string) =>
  longDate(new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(at)));

export function readsNudgeEmail(nudge: ReadsNudgeEmail, to: string, site: string): EmailText {
  const many = nudge.applications.length > 1;
  const days = NUDGE_DAYS['reads-nudge'];
  return {
    to,
    subject: many
      ? `${nudge.applications.length} applications have waited ${days} days to be read`
      : `An application has waited ${days} days to be read`,
    text: [
      many
        ? `These applications to your jobs on Nanny Marketplace have not been opened yet:`
        : `This application to your job on Nanny Marketplace has not been opened yet:`,
      '',
      ...nudge.applications.map(
        (a) =>
          `- ${firstNameOnly(a.applicantName)}, for "${a.jobTitle}", applied ${londonDay(a.appliedAt)}: ${site}${myJobApplicantPath(a.jobId, a.nannyId)}`,
      ),
      '',
      'Nannies wait to hear back: a quick look, even a polite "no", helps them move on. If the job is filled, close it so no one applies in vain.',
      'We send this once for each application.',
      '',
      `To stop these reminders, change your email settings: ${site}/account`,
    ].join('\n'),
  };
}

export function replyNudgeEmail(nudge: ReplyNudgeEmail, to: string, site: string): EmailText {
  const about = nudge.jobTitle ? ` about "${nudge.jobTitle}"` : '';
  return {
    to,
    subject: `${nudge.senderLabel} is waiting for your answer`,
    text: [
      `${nudge.senderLabel} wrote to you on Nanny Marketplace${about} on ${londonDay(nudge.since)}, and has not had an answer yet.`,
      '',
      `Read and reply in your messages: ${site}${conversationPath(nudge.conversationId)}`,
      'Not interested? A short "no, thank you" is kinder than silence.',
      '',
      `To stop these reminders, change your email settings: ${site}/account`,
    ].join('\n'),
  };
}
