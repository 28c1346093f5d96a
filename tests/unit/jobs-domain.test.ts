import { describe, expect, it } from 'vitest';
import {
  discountedJobPrice,
  draftPrice,
  FAMILY_JOB_PRICE_PENCE,
  familyJobOf,
  familyJobPrice,
  jobPagePath,
  jobStatus,
  mayResumePayment,
  JOB_TYPE_VALUES,
  normalisePromoCode,
  postedAgo,
  promoInForce,
  promoProblem,
  type PromoCode,
} from '../../lambdas/domain/jobs.ts';
import { parseSalary, salaryDisplay, salaryLine } from '../../lambdas/contract/salary.ts';

const now = new Date('2026-11-22T12:00:00Z');
const daysAgo = (d: number, extraMs = 0) => new Date(now.getTime() - d * 24 * 3600 * 1000 - extraMs);

describe('posted-age labels', () => {
  it('follows the spec at each boundary', () => {
    expect(postedAgo(now, now)).toBe('Today');
    expect(postedAgo(daysAgo(0, 23 * 3600 * 1000), now)).toBe('Today');
    expect(postedAgo(daysAgo(1), now)).toBe('1 day ago');
    expect(postedAgo(daysAgo(2), now)).toBe('2 days ago');
    expect(postedAgo(daysAgo(6, 3600 * 1000), now)).toBe('6 days ago');
    expect(postedAgo(daysAgo(7), now)).toBe('1 week ago');
    expect(postedAgo(daysAgo(13), now)).toBe('1 week ago');
    expect(postedAgo(daysAgo(14), now)).toBe('2 weeks ago');
    expect(postedAgo(daysAgo(20), now)).toBe('2 weeks ago');
    expect(postedAgo(daysAgo(21), now)).toBe('3 weeks ago');
  });

  it('treats a time in the future (clock skew) as today', () => {
    expect(postedAgo(new Date(now.getTime() + 60_000), now)).toBe('Today');
  });
});

const promo = (over: Partial<PromoCode> = {}): PromoCode => ({
  code: 'WELCOME10',
  amountOffPence: 1000,
  active: true,
  validFrom: null,
  validUntil: null,
  maxUses: null,
  uses: 0,
  ...over,
});

describe('pricing and promo codes', () => {
  it('charges £50, or £40 with a usable promo code', () => {
    expect(FAMILY_JOB_PRICE_PENCE).toBe(5000);
    expect(familyJobPrice(null, now)).toBe(5000);
    expect(familyJobPrice(promo(), now)).toBe(4000);
  });

  it('ignores codes that are inactive, not yet valid, expired or used up', () => {
    for (const bad of [
      promo({ active: false }),
      promo({ validFrom: '2026-12-01T00:00:00Z' }),
      promo({ validUntil: '2026-11-01T00:00:00Z' }),
      promo({ maxUses: 5, uses: 5 }),
    ]) {
      expect(promoProblem(bad, now)).toBe(
        'This promo code is invalid or has expired. Please check and try again.',
      );
      expect(familyJobPrice(bad, now)).toBe(5000);
    }
    expect(promoProblem(promo({ maxUses: 5, uses: 4, validUntil: '2026-12-31T00:00:00Z' }), now)).toBeNull();
  });

  it('tells a code in force (active, in its dates) apart from one with a use left', () => {
    for (const bad of [
      null,
      promo({ active: false }),
      promo({ validFrom: '2026-12-01T00:00:00Z' }),
      promo({ validUntil: '2026-11-01T00:00:00Z' }),
    ])
      expect(promoInForce(bad, now)).toBe(false);
    // Used up, it is still in force: a draft that already holds its last use is priced with it.
    const usedUp = promo({ maxUses: 1, uses: 1 });
    expect(promoInForce(usedUp, now)).toBe(true);
    expect(promoProblem(usedUp, now)).not.toBeNull();
    expect(discountedJobPrice(usedUp)).toBe(4000);
  });

  it('never charges less than nothing, and reads codes as the promo card enters them', () => {
    expect(familyJobPrice(promo({ amountOffPence: 9000 }), now)).toBe(0);
    expect(discountedJobPrice(promo({ amountOffPence: 9000 }))).toBe(0);
    expect(normalisePromoCode('  welcome10 ')).toBe('WELCOME10');
  });
});

describe('salaries', () => {
  it.each([
    ['£12-15/hour', { min: 12, max: 15, period: 'hourly' }],
    ['£15 per hour', { min: 15, max: 15, period: 'hourly' }],
    ['£30,000 - £35,000 per year', { min: 30000, max: 35000, period: 'annually' }],
    ['30k-35k', { min: 30000, max: 35000, period: 'annually' }],
    ['£600 pw', { min: 600, max: 600, period: 'weekly' }],
    ['£2,400 pcm', { min: 2400, max: 2400, period: 'monthly' }],
    ['£14.50 - £16', { min: 14.5, max: 16, period: 'hourly' }],
    ['£18-£13 an hour', { min: 13, max: 18, period: 'hourly' }],
    ['Negotiable', { min: null, max: null, period: null }],
    ['Depends on experience', { min: null, max: null, period: null }],
  ])('reads %s', (text, expected) => {
    expect(parseSalary(text)).toEqual(expected);
  });

  it('shows £min - £max, a single amount, or Salary negotiable', () => {
    expect(salaryDisplay({ min: 30000, max: 35000 })).toBe('£30,000 - £35,000');
    expect(salaryDisplay({ min: 14.5, max: 16 })).toBe('£14.50 - £16');
    expect(salaryDisplay({ min: 15, max: 15 })).toBe('£15');
    expect(salaryDisplay({ min: null, max: null })).toBe('Salary negotiable');
  });

  it.each([
    ['£14-16/hour', '£14 - £16 an hour'],
    ['£30,000 - £35,000 per year', '£30,000 - £35,000 a year'],
    ['£600 pw', '£600 a week'],
    ['£2,400 pcm', '£2,400 a month'],
    ['£15', '£15 an hour'],
    ['Negotiable', 'Negotiable'],
    ['  Depends   on experience ', 'Depends on experience'],
    ['', 'Salary negotiable'],
  ])('shows %s once, as one line: %s', (text, line) => {
    expect(salaryLine(parseSalary(text), text)).toBe(line);
  });

  it('shows the amounts alone when the period is unknown or not one it names', () => {
    expect(salaryLine({ min: 500, max: 700, period: null }, '500 to 700')).toBe('£500 - £700');
    expect(salaryLine({ min: 500, max: 500, period: 'fortnightly' }, '£500')).toBe('£500');
    expect(salaryLine({ min: 500, max: 500, period: 'toString' }, '£500')).toBe('£500');
  });
});

describe('job status and page', () => {
  const paid = { active: true, paymentConfirmed: true };
  it('tells a live job from a draft, a clearing payment, a hidden and a closed job', () => {
    expect(jobStatus(paid)).toBe('live');
    expect(jobStatus({ active: false, paymentConfirmed: false })).toBe('unpaid');
    expect(jobStatus({ active: false, paymentConfirmed: false, paymentPendingSince: '2026-11-01' })).toBe(
      'processing',
    );
    expect(
      jobStatus({
        active: false,
        paymentConfirmed: false,
        paymentPendingSince: '2026-11-01',
        paymentFailedAt: '2026-11-03',
      }),
    ).toBe('unpaid');
    expect(jobStatus({ ...paid, hidden: true })).toBe('hidden');
    expect(jobStatus({ ...paid, hidden: false })).toBe('live');
    expect(jobStatus({ ...paid, active: false })).toBe('closed');
  });

  it('links to a job by its id, encoded', () => {
    expect(jobPagePath('3f1c0a2e-1111-4a4a-9b9b-123456789abc')).toBe(
      '/jobs/3f1c0a2e-1111-4a4a-9b9b-123456789abc',
    );
    expect(jobPagePath('a/b?c')).toBe('/jobs/a%2Fb%3Fc');
  });
});

describe('board visibility and job types', () => {
  it('sends job types lower-cased', () => {
    expect(JOB_TYPE_VALUES).toEqual(['live-in', 'live-out', 'rota', 'part-time', 'temporary', 'other']);
  });
});

describe('the family job a checkout pays for', () => {
  it('is named by a family checkout only', () => {
    expect(familyJobOf({ metadata: { kind: 'family-job', jobId: 'j1' } })).toBe('j1');
    expect(familyJobOf({ metadata: { kind: 'family-job' } })).toBeNull();
    expect(familyJobOf({ metadata: { kind: 'agency-subscription', jobId: 'j1' } })).toBeNull();
    expect(familyJobOf({ metadata: null })).toBeNull();
    expect(familyJobOf({})).toBeNull();
  });
});

describe("a draft's price", () => {
  const promo = (over: Partial<PromoCode> = {}): PromoCode => ({
    code: 'SAVE10',
    amountOffPence: 1000,
    active: true,
    validFrom: null,
    validUntil: null,
    maxUses: null,
    uses: 0,
    ...over,
  });
  it('is the full price with no code, and the discounted one with a code', () => {
    expect(draftPrice(null)).toEqual({
      amountPence: FAMILY_JOB_PRICE_PENCE,
      promoCode: null,
      limited: false,
    });
    expect(draftPrice(promo())).toEqual({
      amountPence: FAMILY_JOB_PRICE_PENCE - 1000,
      promoCode: 'SAVE10',
      limited: false,
    });
    expect(draftPrice(promo({ maxUses: 5 })).limited).toBe(true);
  });

  it("resumes only a family's unpaid draft", () => {
    const draft = { active: false, paymentConfirmed: false, posterType: 'family' };
    expect(mayResumePayment(draft, now)).toBe(true);
    expect(mayResumePayment({ ...draft, posterType: 'agency' }, now)).toBe(false);
    expect(mayResumePayment({ ...draft, paymentPendingSince: now.toISOString() }, now)).toBe(false);
    expect(mayResumePayment({ ...draft, active: true, paymentConfirmed: true }, now)).toBe(false);
  });
});
