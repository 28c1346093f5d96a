/**
 * Reviews' rules, pure: who may review a nanny and when, how long a review can be changed, who may
 * reply, and the rating a profile shows, computed from its reviews. Time is always the caller's.
 *
 * - A poster (the family or agency account that owns the job) may review the nanny they hired for it,
 *   once, from the day after the job's start date (UK time), never themselves.
 * - Its author may change it for REVIEW_EDIT_HOURS after first writing it; nobody else, never after.
 * - The nanny it is about may reply once; the reply is not changed.
 * - A profile's rating is the average of its visible reviews' ratings, to one decimal; no reviews, no
 *   rating.
 */
import { REVIEW_EDIT_HOURS } from '../contract/reviews-constants.ts';
import type { ApplicationStatus } from '../contract/hiring-constants.ts';
import { firstName } from './nanny.ts';
import { plainParagraphs } from './sanitise.ts';
import { londonDay } from '../contract/uk-day.ts';

export const REVIEW_EDIT_MS = REVIEW_EDIT_HOURS * 3600 * 1000;

/** The calendar day after `day` (YYYY-MM-DD). */
export function dayAfter(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Date(date.getTime() + 24 * 3600 * 1000).toISOString().slice(0, 10);
}

/** Whether a hire may be reviewed now, and if not, why. */
export type ReviewWindow =
  | { kind: 'open'; opensOn: string }
  | { kind: 'not-yet'; opensOn: string }
  | { kind: 'not-hired' }
  | { kind: 'self' };

/**
 * Whether the job's poster may review its applicant now: only a hire, only someone else, only once the
 * start date (a calendar day) is strictly before today in the UK. Reviewing opens the day after it.
 */
export function reviewWindow(hire: {
  status: ApplicationStatus;
  startDate: string;
  posterUserId: string;
  nannyUserId: string;
  now: Date;
}): ReviewWindow {
  if (hire.status !== 'hired') return { kind: 'not-hired' };
  if (hire.posterUserId === hire.nannyUserId) return { kind: 'self' };
  const opensOn = dayAfter(hire.startDate);
  return hire.startDate < londonDay(hire.now) ? { kind: 'open', opensOn } : { kind: 'not-yet', opensOn };
}

/** Until when a review written at `writtenAt` may be changed. */
export const editableUntil = (writtenAt: string) =>
  new Date(Date.parse(writtenAt) + REVIEW_EDIT_MS).toISOString();

/** Whether its author may still change a review (strictly within the window). */
export const withinEditWindow = (writtenAt: string, now: Date) =>
  now.getTime() < Date.parse(writtenAt) + REVIEW_EDIT_MS;

export type EditCheck = 'ok' | 'not-author' | 'closed';

/** Whether `userId` may change the review now: its author only, within the window. */
export function mayEdit(
  review: { authorUserId: string; writtenAt: string },
  userId: string,
  now: Date,
): EditCheck {
  if (review.authorUserId !== userId) return 'not-author';
  return withinEditWindow(review.writtenAt, now) ? 'ok' : 'closed';
}

export type ReplyCheck = 'ok' | 'not-hers' | 'replied';

/** Whether `userId` may reply: the nanny it is about, once. */
export function mayReply(review: { nannyUserId: string; reply: unknown }, userId: string): ReplyCheck {
  if (review.nannyUserId !== userId) return 'not-hers';
  return review.reply ? 'replied' : 'ok';
}

/** What a profile keeps of its visible reviews: the sum of their ratings and how many there are. */
export interface ReviewAggregate {
  ratingSum: number;
  totalReviews: number;
}

export const NO_REVIEWS: ReviewAggregate = { ratingSum: 0, totalReviews: 0 };

/** The average rating to one decimal, or 0 when there are no reviews (a card then shows none). */
export function averageRating(aggregate: ReviewAggregate): number {
  if (aggregate.totalReviews <= 0) return 0;
  return Math.round((aggregate.ratingSum * 10) / aggregate.totalReviews) / 10;
}

/**
 * The aggregate after a change: a rating counted (`add`: a new visible review, or one shown again), one
 * no longer counted (`remove`: hidden, deleted), or both (an edit). Never below nothing.
 */
export function changeAggregate(
  aggregate: ReviewAggregate,
  change: { add?: number; remove?: number },
): ReviewAggregate {
  const totalReviews = aggregate.totalReviews + (change.add ? 1 : 0) - (change.remove ? 1 : 0);
  const ratingSum = aggregate.ratingSum + (change.add ?? 0) - (change.remove ?? 0);
  if (totalReviews <= 0 || ratingSum <= 0) return NO_REVIEWS;
  return { ratingSum, totalReviews };
}

/** The aggregate of a list of visible ratings (the seeds compute theirs with it). */
export const aggregateOf = (ratings: readonly number[]): ReviewAggregate =>
  ratings.reduce<ReviewAggregate>((agg, rating) => changeAggregate(agg, { add: rating }), NO_REVIEWS);

/**
 * How a review names its author publicly: a family by the first name of its account, an agency by the
 * name it posts under. Never a surname or an address.
 */
export function reviewAuthorLabel(poster: {
  posterType: 'family' | 'agency';
  accountName: string;
  posterLabel: string;
}): string {
  if (poster.posterType === 'agency') return poster.posterLabel.trim() || 'An agency';
  return firstName(poster.accountName) || 'A family';
}

/** A review's or reply's text as stored: plain text with paragraphs, as messages are. */
export const reviewTextOf = (input: string) => plainParagraphs(input);
