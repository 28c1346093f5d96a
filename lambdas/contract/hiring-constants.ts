/**
 * The hiring loop's words and rules that both sides show: application statuses, a posted job's states,
 * how long a job stays live, the emails a user may turn off. No schemas here, so pages that only show
 * these do not download the schema library (hiring.ts re-exports all of it).
 */

export { myJobApplicantPath, myJobFillPath, myJobPath } from './hiring-paths.ts';

/**
 * Where an application stands. A poster's first look makes a new one 'viewed'; the poster shortlists or
 * declines it; an interview both sides agreed makes it 'interview', and an agreed trial 'trial'; the
 * poster makes her an offer ('offered'), which she accepts ('hired') or declines
 * ('offer-declined'); the nanny may withdraw it while it is open; it closes when its job closes, fills
 * or expires. domain/application-status.ts holds the rules for moving between them.
 */
export const APPLICATION_STATUSES = [
  'new',
  'viewed',
  'shortlisted',
  'interview',
  'trial',
  'offered',
  'hired',
  'declined',
  'offer-declined',
  'withdrawn',
  'closed',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/**
 * Statuses from which an application can still move: a poster is still deciding (an interview or a
 * trial agreed by both sides is part of deciding).
 */
export const OPEN_APPLICATION_STATUSES = [
  'new',
  'viewed',
  'shortlisted',
  'interview',
  'trial',
] as const satisfies readonly ApplicationStatus[];

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  new: 'New',
  viewed: 'Viewed',
  shortlisted: 'Shortlisted',
  interview: 'Interview',
  trial: 'Trial',
  offered: 'Offer made',
  hired: 'Hired',
  declined: 'Declined',
  'offer-declined': 'Offer declined',
  withdrawn: 'Withdrawn',
  closed: 'Closed',
};

/** What a poster may set an applicant to (a first look sets 'viewed' by itself). */
export const POSTER_DECISIONS = [
  'viewed',
  'shortlisted',
  'hired',
  'declined',
] as const satisfies readonly ApplicationStatus[];
export type PosterDecision = (typeof POSTER_DECISIONS)[number];

/**
 * A posted job as its poster sees it: a draft not paid for yet ('unpaid'), or whose bank payment is
 * clearing ('processing'); on the board ('live'); hidden by a moderator; or off the board for good,
 * closed by its poster, filled, or expired (which includes an agency job whose subscription ended).
 */
export const MY_JOB_STATES = [
  'unpaid',
  'processing',
  'live',
  'hidden',
  'closed',
  'filled',
  'expired',
] as const;
export type MyJobState = (typeof MY_JOB_STATES)[number];

/**
 * Who reads a job on "My jobs": its poster, who makes every move, or the partner, the other family of a
 * nanny share's job, who reads it and its applicants and moves nothing.
 */
export const JOB_ROLES = ['poster', 'partner'] as const;
export type JobRole = (typeof JOB_ROLES)[number];

export const MY_JOB_STATE_LABELS: Record<MyJobState, string> = {
  unpaid: 'Awaiting payment',
  processing: 'Payment processing',
  live: 'Live',
  hidden: 'Hidden by our team',
  closed: 'Closed',
  filled: 'Filled',
  expired: 'Expired',
};

/** Why a job left the board for good, as stored. */
export const CLOSED_REASONS = ['closed', 'filled', 'expired', 'subscription-ended'] as const;
export type ClosedReason = (typeof CLOSED_REASONS)[number];

/** A job is live for 60 days from publishing. */
export const JOB_LIVE_DAYS = 60;
/** Its poster is asked whether they are still hiring this many days before it ends. */
export const JOB_REMINDER_DAYS = 7;
/** "Still hiring" and Extend add this many days. */
export const JOB_EXTENSION_DAYS = 30;
/** However often it is extended, a job is never live more than this many days ahead. */
export const JOB_MAX_AHEAD_DAYS = 60;

/** Days, or parts of a day, before a live job leaves the board (1 on its last day, 0 once it has ended). */
export function daysLeft(liveUntil: string, now: Date): number {
  return Math.max(0, Math.ceil((Date.parse(liveUntil) - now.getTime()) / (24 * 3600 * 1000)));
}

/** The kind default a poster may edit before declining. */
export const defaultDeclineMessage = (jobTitle: string) =>
  `Thank you for applying for "${jobTitle}" and for the time you took. We have decided not to take your application further this time. We wish you the very best in finding the right family.`;

/** The emails a user may turn off in the account area, each with what it is. Receipts and security emails are always sent. */
export const EMAIL_SETTINGS = [
  'newApplication',
  'applicationCopy',
  'applicationUpdates',
  'jobReminders',
  'messages',
  'unreadApplications',
  'unansweredMessages',
] as const;
export type EmailSetting = (typeof EMAIL_SETTINGS)[number];

export const EMAIL_SETTING_TEXTS: Record<
  EmailSetting,
  { label: string; description: string; for: 'poster' | 'nanny' | 'everyone' }
> = {
  newApplication: {
    label: 'New applications',
    description: 'An email when a nanny applies to one of your jobs, with a link to the applicant.',
    for: 'poster',
  },
  jobReminders: {
    label: 'Job ending reminders',
    description: 'An email a week before a job leaves the board, with a one-click "Still hiring" link.',
    for: 'poster',
  },
  applicationCopy: {
    label: 'Copies of my applications',
    description: 'A copy of each application you send.',
    for: 'nanny',
  },
  applicationUpdates: {
    label: 'Application updates',
    description: 'An email when you are shortlisted, hired or declined, or when a job you applied to closes.',
    for: 'nanny',
  },
  messages: {
    label: 'New messages',
    description:
      'An email when someone messages you, at most one per conversation every 15 minutes while you have not read it.',
    for: 'everyone',
  },
  unreadApplications: {
    label: 'Unread applications reminder',
    description:
      'One email when applications to your jobs have waited 3 days unopened, listing them. Each application is in one reminder at most.',
    for: 'poster',
  },
  unansweredMessages: {
    label: 'Unanswered messages reminder',
    description:
      'One email when a family or an agency has waited 2 days for your answer in a conversation, and again only after you answered and they wrote again.',
    for: 'nanny',
  },
};

export const HIRING_MESSAGES = {
  jobNotFound: 'This job could not be found.',
  applicantNotFound: 'This application could not be found.',
  applicationNotFound: 'This application could not be found.',
  ownApplication: 'This application is your own: it cannot be moved from your job.',
  notEditable: 'Only a live job can be edited.',
  notClosable: 'This job is no longer open.',
  notExtendable: 'Only a live job can be extended.',
  extendedMax: `This job is already live for the longest time we allow (${JOB_MAX_AHEAD_DAYS} days ahead).`,
  hiredNotApplicant: 'Choose someone who applied to this job.',
  hiredNotAccepted: 'Choose someone who accepted your offer: she is hired when she accepts it.',
  hireByOffer: 'Make her an offer instead: she is hired when she accepts it.',
  offerOpen: 'She has an offer from you: withdraw the offer first, or wait for her answer.',
  offerToAnswer: 'You have an offer for this job: accept or decline the offer instead.',
  linkInvalid: 'This link is not valid. Open the job from your account instead.',
  linkUsed: 'This link has been used already: your job was extended.',
  jobClosedAlready: 'This job is no longer open, so it cannot be extended.',
  edited: 'Job updated',
  closed: 'Job closed',
  filled: 'Job marked as filled',
  extended: 'Job extended',
  withdrawn: 'Application withdrawn',
  statusSaved: 'Applicant updated',
  settingsSaved: 'Email settings saved',
  declineMessage: 'Message must be at most 2000 characters',
  notUnpaid: 'This job is not waiting for payment.',
  paidAlready: 'This job has been paid for: it will be on the board in a moment.',
  notDiscardable: 'Only a job waiting for payment can be discarded.',
  checkoutBusy: 'We could not end this job’s checkout just now. Please try again in a moment.',
  changedMeanwhile: 'This job changed while we were saving. Please look at it again and retry.',
  discarded: 'Draft discarded',
} as const;

/** The refusal of a status change the rules do not allow, in words a person understands. */
export const transitionRefusal = (from: ApplicationStatus, to: ApplicationStatus) =>
  `This application is ${APPLICATION_STATUS_LABELS[from].toLowerCase()}, so it cannot be marked ${APPLICATION_STATUS_LABELS[to].toLowerCase()}.`;
