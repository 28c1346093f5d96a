/**
 * Offers of employment: a family (or an agency) offers a nanny who applied the job on terms she accepts
 * or declines; her acceptance hires her, and the written statement of her employment particulars is
 * made from the accepted terms. No schemas here, so pages that only show these words do not download
 * the schema library (offers.ts re-exports all of it).
 */
import { HOLIDAY, inForce } from './legal/employment.ts';

/**
 * Where an offer stands. The poster proposes it (and may change it, which makes a new version, or
 * withdraw it); the nanny accepts or declines the latest version. Accepted, declined and withdrawn are final.
 */
export const OFFER_STATUSES = ['proposed', 'accepted', 'declined', 'withdrawn'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

export const OFFER_STATUS_LABELS: Record<OfferStatus, string> = {
  proposed: 'Waiting for her answer',
  accepted: 'Accepted',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
};

/** Where an offer stands, as its side reads it: the nanny's own answer is "your" answer. */
export const offerStatusLabel = (status: OfferStatus, role: OfferRole) =>
  status === 'proposed' && role === 'nanny' ? 'Waiting for your answer' : OFFER_STATUS_LABELS[status];

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const WEEKDAY_LABELS: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

export const PAY_FREQUENCIES = ['weekly', 'fortnightly', 'monthly'] as const;
export type PayFrequency = (typeof PAY_FREQUENCIES)[number];
export const PAY_FREQUENCY_LABELS: Record<PayFrequency, string> = {
  weekly: 'Every week',
  fortnightly: 'Every two weeks',
  monthly: 'Every month',
};

export const SICK_PAY_KINDS = ['statutory', 'enhanced'] as const;
export type SickPayKind = (typeof SICK_PAY_KINDS)[number];

/** A written statement keeps at most this many versions (each change after acceptance is one). */
export const MAX_STATEMENT_VERSIONS = 40;

/**
 * The least holiday an offer may give, in days a year including bank holidays: 5.6 weeks of the days
 * she works a week, capped at 28 days (gov.uk/holiday-entitlement-rights), exactly (22.4 for 4 days a
 * week), to a hundredth of a day so that 5.6 × 4 is 22.4 and not 22.399….
 */
export function minimumHolidayDays(daysPerWeek: number, startDay: string): number {
  const rule = inForce(HOLIDAY, startDay);
  return Math.round(Math.min(rule.maxDays, rule.weeks * daysPerWeek) * 100) / 100;
}

/** Who reads an offer: its poster, the nanny, or a nanny share's other family. */
export const OFFER_ROLES = ['poster', 'nanny', 'partner'] as const;
export type OfferRole = (typeof OFFER_ROLES)[number];

export const OFFER_MESSAGES = {
  splitPart: 'Enter each family’s part in whole pence',
  splitWhole: (total: string) => `The two families’ parts must add up to the whole pay, ${total} a week.`,
  splitNeeded: 'This is a nanny share’s job: give each family’s part of the pay.',
  splitNotShare: 'Only a nanny share’s job splits the pay between two employers.',
  shareChanged:
    'This offer was made for a nanny share that has ended. The family will send you a new offer if they still want to.',
  notFound: 'This offer could not be found.',
  notApplicant: 'Make an offer to someone who applied to this job and has not withdrawn.',
  notOpen: 'This job is no longer open, so no new offer can be made.',
  ownApplication: 'This application is your own: you cannot make yourself an offer.',
  posterOnly: 'Only the job’s poster can make or change an offer.',
  nannyOnly: 'Only the nanny it was made to can answer this offer.',
  notProposed: 'This offer is no longer waiting for an answer.',
  notLatest:
    'This offer was changed after you opened it. Read the latest version and answer that one instead.',
  acceptedAlready: 'This offer has been accepted already.',
  withdrawnAlready: 'This offer was withdrawn, so it can no longer be accepted.',
  declinedAlready: 'This offer was declined.',
  notAccepted: 'The written statement is made once the offer is accepted.',
  statementNotFound: 'This version of the written statement could not be found.',
  tooManyVersions: `This statement has ${MAX_STATEMENT_VERSIONS} versions already: please contact us to change it again.`,
  unchanged: 'Nothing in the terms has changed.',
  agreedWithEmployee:
    'She accepted the terms: confirm you have agreed this change with her before you issue it.',
  startInPast: 'The start date must be today or later.',
  endBeforeStart: 'The end date must be after the start date.',
  oneAmount: 'An offer states one amount of pay, not a range.',
  holidayParts: (least: number) => `Whole or half days, or exactly the minimum of ${least} days.`,
  holiday: (least: number) =>
    `At least ${least} days a year, bank holidays included (5.6 weeks of the days she works, up to 28 days).`,
  notice: 'At least one week (the statutory minimum).',
  probation: 'Between 0 and 6 months.',
  sickPayDetails: 'Say what you pay above Statutory Sick Pay, and for how long.',
  days: 'Choose the days she works.',
  employerName: 'Enter the employer’s name, as it should appear on the statement.',
  employerAddress: 'Enter the employer’s address, as it should appear on the statement.',
  employeeName: 'Enter your full name, as it should appear on the statement.',
  jobTitle: 'Enter the job title.',
  hours: 'Say the hours she works, for example 8am to 6pm with an hour’s break.',
  place: 'Describe where she works, for example “our home”.',
  town: 'Enter the town.',
  proposed: 'Offer sent',
  changed: 'Offer changed and sent again',
  statementChanged: 'Terms changed: a new version of the written statement is ready',
  accepted: 'Offer accepted',
  declined: 'Offer declined',
  withdrawn: 'Offer withdrawn',
} as const;

/** The offer's page, for both sides. */
export const offerPath = (jobId: string, nannyId: string) =>
  `/offers/${encodeURIComponent(jobId)}/${encodeURIComponent(nannyId)}`;
