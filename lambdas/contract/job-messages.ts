/**
 * The job contract's messages: the posting forms', the payments', the Apply dialog's and the board's.
 * The board's own (its lists, Save and Apply) are in job-board-messages.ts, so the board loads only
 * those; jobs.ts re-exports both.
 */
import { JOB_BOARD_MESSAGES } from './job-board-messages.ts';

export const JOB_MESSAGES = {
  jobTitle: 'Job title is required',
  location: 'Location is required',
  startDate: 'Start date is required',
  daysHours: 'Days/hours needed is required',
  jobType: 'Job type is required',
  jobTypeOther: 'Please specify the job type',
  childrenAges: 'Children ages is required',
  description: 'Description must be at least 10 characters',
  contactEmail: 'Valid email is required',
  startDatePast: 'The start date must be today or later',
  paymentFailed: 'Failed to initiate payment. Please try again.',
  verifyFailed:
    'Payment Verification Failed: There was an issue verifying your payment. Please contact support.',
  posted: 'Job Posted Successfully!',
  /** Not the spec's: it knows only card payments. */
  paymentPending: JOB_BOARD_MESSAGES.paymentPending,
  applyAuth: JOB_BOARD_MESSAGES.applyAuth,
  applyProfile: JOB_BOARD_MESSAGES.applyProfile,
  /** Not the spec's: a moderator has hidden the nanny's profile. */
  applyHidden:
    'Your profile is under review by our team, so it cannot be sent to families for now. Please contact support.',
  /** Not the spec's: the job is the caller's own. */
  applyOwnJob: 'This is your own job: you cannot apply to it.',
  applyFailed: 'Failed to submit application. Please try again.',
  applied: 'Application submitted!',
  alreadyApplied: 'You have already applied to this job.',
  /** Not the spec's: too many promo codes checked in a short time. */
  promoChecksTooMany: 'You have checked many promo codes in the last few minutes. Please try again later.',
  saveAuth: JOB_BOARD_MESSAGES.saveAuth,
  saveFailed: JOB_BOARD_MESSAGES.saveFailed,
  saved: JOB_BOARD_MESSAGES.saved,
  removed: JOB_BOARD_MESSAGES.removed,
  empty: JOB_BOARD_MESSAGES.empty,
  /** Not the spec's: the board is filtered and nothing matches. */
  noMatch: JOB_BOARD_MESSAGES.noMatch,
  /** Not the spec's: a job page for a job that is not on the board (or not the caller's). */
  notAvailable: 'This job is no longer available.',
  promoInvalid: 'This promo code is invalid or has expired. Please check and try again.',
  /** Not the spec's: it names no limit on payments. */
  checkoutsTooMany: 'You have started many payments in the last hour. Please try again later.',
} as const;
