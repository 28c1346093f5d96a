import { londonDay } from '../../lambdas/contract/uk-day.ts';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  aggregateOf,
  averageRating,
  changeAggregate,
  dayAfter,
  editableUntil,
  mayEdit,
  mayReply,
  NO_REVIEWS,
  reviewAuthorLabel,
  reviewWindow,
} from '../../lambdas/domain/reviews.ts';
import { parseReviewId, ratingLabel, reviewIdOf } from '../../lambdas/contract/reviews.ts';

/** Reviews' pure rules, each with a clock of the test's own. */
const hire = (over: Partial<Parameters<typeof reviewWindow>[0]> = {}) => ({
  status: 'hired' as const,
  startDate: '2026-03-10',
  posterUserId: 'family-1',
  nannyUserId: 'nanny-1',
  now: new Date('2026-03-11T09:00:00Z'),
  ...over,
});

describe('who may review, and when', () => {
  it('opens the day after the start date, by the UK calendar', () => {
    expect(reviewWindow(hire())).toEqual({ kind: 'open', opensOn: '2026-03-11' });
    expect(reviewWindow(hire({ now: new Date('2026-03-10T23:59:00Z') }))).toEqual({
      kind: 'not-yet',
      opensOn: '2026-03-11',
    });
    // In summer the UK is an hour ahead: 23:30 UTC on the 10th is already the 11th in London.
    expect(reviewWindow(hire({ startDate: '2026-07-10', now: new Date('2026-07-10T23:30:00Z') }))).toEqual({
      kind: 'open',
      opensOn: '2026-07-11',
    });
    expect(reviewWindow(hire({ startDate: '2026-07-10', now: new Date('2026-07-10T22:59:00Z') })).kind).toBe(
      'not-yet',
    );
  });

  it('is only for a hire, and never of oneself', () => {
    for (const status of ['new', 'viewed', 'shortlisted', 'declined', 'withdrawn', 'closed'] as const)
      expect(reviewWindow(hire({ status })).kind).toBe('not-hired');
    expect(reviewWindow(hire({ nannyUserId: 'family-1' })).kind).toBe('self');
  });

  it('knows UK days and the day after, across months and years', () => {
    expect(londonDay(new Date('2026-12-31T23:30:00Z'))).toBe('2026-12-31');
    expect(londonDay(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
    expect(dayAfter('2026-02-28')).toBe('2026-03-01');
    expect(dayAfter('2028-02-28')).toBe('2028-02-29');
    expect(dayAfter('2026-12-31')).toBe('2027-01-01');
  });
});

describe('changing and replying', () => {
  const writtenAt = '2026-03-12T10:00:00.000Z';
  it('lets its author change it for 48 hours, and nobody else ever', () => {
    const review = { authorUserId: 'family-1', writtenAt };
    expect(editableUntil(writtenAt)).toBe('2026-03-14T10:00:00.000Z');
    expect(mayEdit(review, 'family-1', new Date('2026-03-14T09:59:59.999Z'))).toBe('ok');
    expect(mayEdit(review, 'family-1', new Date('2026-03-14T10:00:00.000Z'))).toBe('closed');
    expect(mayEdit(review, 'family-2', new Date('2026-03-12T10:00:01.000Z'))).toBe('not-author');
  });

  it('lets the nanny it is about reply once', () => {
    expect(mayReply({ nannyUserId: 'nanny-1', reply: null }, 'nanny-1')).toBe('ok');
    expect(mayReply({ nannyUserId: 'nanny-1', reply: { text: 'Thanks' } }, 'nanny-1')).toBe('replied');
    expect(mayReply({ nannyUserId: 'nanny-1', reply: null }, 'family-1')).toBe('not-hers');
  });
});

describe('the rating a profile shows', () => {
  it('is the average to one decimal, or none without reviews', () => {
    expect(averageRating(NO_REVIEWS)).toBe(0);
    expect(averageRating(aggregateOf([5, 4, 5]))).toBe(4.7);
    expect(averageRating(aggregateOf([5, 2]))).toBe(3.5);
    expect(averageRating(aggregateOf([1]))).toBe(1);
  });

  it('follows each change: counted, changed, hidden, shown again', () => {
    const two = aggregateOf([5, 3]);
    expect(changeAggregate(two, { add: 4 })).toEqual({ ratingSum: 12, totalReviews: 3 });
    expect(changeAggregate(two, { add: 1, remove: 5 })).toEqual({ ratingSum: 4, totalReviews: 2 });
    expect(changeAggregate(two, { remove: 3 })).toEqual({ ratingSum: 5, totalReviews: 1 });
    expect(changeAggregate(aggregateOf([4]), { remove: 4 })).toEqual(NO_REVIEWS);
    expect(changeAggregate(NO_REVIEWS, { remove: 4 })).toEqual(NO_REVIEWS);
  });

  it('stays between 1 and 5 and equals the mean of any list of ratings', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 200 }), (ratings) => {
        const rating = averageRating(aggregateOf(ratings));
        const mean = ratings.reduce((a, b) => a + b, 0) / ratings.length;
        expect(rating).toBeGreaterThanOrEqual(1);
        expect(rating).toBeLessThanOrEqual(5);
        expect(Math.abs(rating - mean)).toBeLessThanOrEqual(0.05 + 1e-9);
      }),
    );
  });
});

describe('how a review names its author and itself', () => {
  it('names a family by first name and an agency by its name', () => {
    expect(
      reviewAuthorLabel({ posterType: 'family', accountName: 'Olivia  Bennett', posterLabel: 'Family' }),
    ).toBe('Olivia');
    expect(
      reviewAuthorLabel({ posterType: 'agency', accountName: 'James Carter', posterLabel: 'Little Acorns' }),
    ).toBe('Little Acorns');
    expect(reviewAuthorLabel({ posterType: 'family', accountName: ' ', posterLabel: 'Family' })).toBe(
      'A family',
    );
  });

  it('is named by its hire, and its rating reads in words', () => {
    const id = reviewIdOf('job-12345678', 'nanny-12345678');
    expect(parseReviewId(id)).toEqual({ jobId: 'job-12345678', nannyId: 'nanny-12345678' });
    expect(parseReviewId('job_nanny_extra')).toBeNull();
    expect(ratingLabel(4.666, 3)).toBe('Rated 4.7 out of 5 from 3 reviews');
    expect(ratingLabel(5, 1)).toBe('Rated 5.0 out of 5 from 1 review');
  });
});
