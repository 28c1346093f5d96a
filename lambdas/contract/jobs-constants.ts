/**
 * The job contract's texts and enumerations, without its schemas: pages that only show them (the job
 * board, its cards) import this module and do not download the schema library. jobs.ts re-exports all of it.
 */

import type { JOB_TYPE_VALUES } from '../domain/jobs.ts';

export {
  JOB_TYPES,
  JOB_TYPE_VALUES,
  postedAgo,
  FAMILY_JOB_PRICE_PENCE,
  jobPagePath,
  JOB_STATUSES,
  type JobStatus,
} from '../domain/jobs.ts';
export type JobType = (typeof JOB_TYPE_VALUES)[number];

export const SPECIAL_REQUIREMENTS = [
  'Driving license',
  'SEN experience',
  'Travel with family',
  'Cooking',
  'First Aid',
  'Newborn experience',
  'Twins experience',
  'Overnight care',
] as const;

export const JOB_MESSAGES = {
  jobTitle: 'Job title is required',
  location: 'Location is required',
  startDate: 'Start date is required',
  daysHours: 'Days/hours needed is required',
  salary: 'Salary is required',
  jobType: 'Job type is required',
  jobTypeOther: 'Please specify the job type',
  childrenAges: 'Children ages is required',
  description: 'Description must be at least 10 characters',
  contactEmail: 'Valid email is required',
  startDatePast: 'Start date cannot be in the past',
  paymentFailed: 'Failed to initiate payment. Please try again.',
  verifyFailed:
    'Payment Verification Failed: There was an issue verifying your payment. Please contact support.',
  posted: 'Job Posted Successfully!',
  /** Not the spec's: it knows only card payments. */
  paymentPending: "Your payment is being processed. We'll email you when your job is live.",
  applyAuth: 'Authentication required: Please log in to apply for jobs.',
  applyProfile: 'Profile required: Please create a nanny profile before applying for jobs.',
  /** Not the spec's: a moderator has hidden the nanny's profile. */
  applyHidden:
    'Your profile is under review by our team, so it cannot be sent to families for now. Please contact support.',
  applyFailed: 'Failed to submit application. Please try again.',
  applied: 'Application submitted!',
  alreadyApplied: 'You have already applied to this job.',
  /** Not the spec's: too many promo codes checked in a short time. */
  promoChecksTooMany: 'You have checked many promo codes in the last few minutes. Please try again later.',
  saveAuth: 'Authentication required: Please log in to save jobs.',
  saveFailed: 'Failed to save job. Please try again.',
  saved: 'Job saved',
  removed: 'Job removed',
  empty: 'No jobs available at the moment. Check back soon!',
  /** Not the spec's: the board is filtered and nothing matches. */
  noMatch: 'No jobs match these filters.',
  /** Not the spec's: a job page for a job that is not on the board (or not the caller's). */
  notAvailable: 'This job is no longer available.',
  promoInvalid: 'This promo code is invalid or has expired. Please check and try again.',
  /** Not the spec's: it names no limit on payments. */
  checkoutsTooMany: 'You have started many payments in the last hour. Please try again later.',
} as const;
