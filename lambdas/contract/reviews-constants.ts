/**
 * Reviews' words, limits and rules that both sides show, without schemas: the candidate card's rating
 * and the review policy page import this module and do not download the schema library (reviews.ts
 * re-exports all of it).
 *
 * Only the family or agency that hired a nanny through the product may review her, once per hire, after
 * the job's start date; the review can be edited for REVIEW_EDIT_HOURS after it was first written, and
 * she may reply once, publicly.
 */
import { lazily } from './lazily.ts';

export { formatRating, ratingLabel, reviewCountLabel, starsLabel } from './reviews-rating.ts';

export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
export const REVIEW_TEXT_MIN = 20;
export const REVIEW_TEXT_MAX = 2000;
export const REVIEW_REPLY_MAX = 1000;
/** How long its author may change a review after first writing it. */
export const REVIEW_EDIT_HOURS = 48;
/** Where the review policy is: linked from every review. */
export const REVIEW_POLICY_PATH = '/review-policy';

export const REVIEW_TEXTS = {
  ratingRequired: 'Choose a rating from 1 to 5 stars.',
  textTooShort: `Please write at least ${REVIEW_TEXT_MIN} characters about your experience.`,
  textTooLong: `Your review must be at most ${REVIEW_TEXT_MAX} characters.`,
  replyRequired: 'Please write your reply.',
  replyTooLong: `Your reply must be at most ${REVIEW_REPLY_MAX} characters.`,
  notHired: 'You can review a nanny only after you hired her through Nanny Marketplace for this job.',
  notYet: (opensOn: string) =>
    `You can review her from ${formatReviewDay(opensOn)}, once her start date has passed.`,
  self: 'You cannot review yourself.',
  already:
    'You have already reviewed her for this job. You can edit your review for 48 hours after writing it.',
  noReview: 'You have not reviewed her for this job yet.',
  editClosed: `A review can be changed for ${REVIEW_EDIT_HOURS} hours after it is written. This one can no longer be changed.`,
  notAuthor: 'Only the person who wrote a review can change it.',
  replied: 'You have already replied to this review. A reply cannot be changed.',
  notAboutYou: 'You can reply only to reviews about you.',
  /** Her profile is hidden by a moderator, or her account is being deleted: she reaches nobody. */
  replyHidden:
    'You cannot reply while your profile is hidden by a moderator or your account is being deleted.',
  notFound: 'This review could not be found.',
  profileGone: 'Her profile no longer exists, so she cannot be reviewed.',
  changedMeanwhile: 'This review changed meanwhile. Please reload and try again.',
  published: 'Review published',
  updated: 'Review updated',
  replyPublished: 'Reply published',
  hiredThrough: 'Hired through Nanny Marketplace',
  policyLink: 'How reviews work',
  empty: 'No reviews yet.',
  mineEmpty:
    'No one has reviewed you yet. Families and agencies who hire you here can review you after your start date.',
} as const;

const DAY = lazily(
  () => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
);
const MONTH = lazily(
  () => new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'Europe/London' }),
);

/** A calendar day as stored ('2026-12-09') in words ('9 December 2026'). */
export function formatReviewDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : DAY().format(date);
}

/** When a review was written, as reviews show it: month and year ('March 2026'). */
export const formatReviewMonth = (iso: string) => MONTH().format(new Date(iso));

/** What a review's public id is sealed for (platform/signing.ts): the list gives it, a report sends it back. */
export const REVIEW_ID_PURPOSE = 'public-review-id';
