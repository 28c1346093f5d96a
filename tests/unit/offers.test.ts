import { describe, expect, it } from 'vitest';
import { answerCheck, proposeStep, termsChanged, withdrawCheck } from '../../lambdas/domain/offers.ts';
import {
  minimumHolidayDays,
  OFFER_MESSAGES,
  offerTermsInput,
  proposeOfferInput,
} from '../../lambdas/contract/offers.ts';
import { offerTerms } from '../security/requests.ts';

describe('the offer state machine', () => {
  it('makes a first offer version 1, a change of a proposed one the next version, and after acceptance a new statement', () => {
    expect(proposeStep(null)).toEqual({ kind: 'new', version: 1 });
    expect(proposeStep({ status: 'proposed', version: 2, statementVersion: 0 })).toEqual({
      kind: 'change',
      version: 3,
    });
    expect(proposeStep({ status: 'accepted', version: 3, statementVersion: 1 })).toEqual({
      kind: 'statement',
      version: 2,
    });
    // After a decline or a withdrawal, a new offer is the next version.
    expect(proposeStep({ status: 'declined', version: 3, statementVersion: 0 })).toEqual({
      kind: 'new',
      version: 4,
    });
    expect(proposeStep({ status: 'withdrawn', version: 1, statementVersion: 0 }).kind).toBe('new');
  });

  it('lets only the latest version of a proposed offer be answered', () => {
    expect(answerCheck({ status: 'proposed', version: 2 }, 2)).toEqual({ ok: true });
    expect(answerCheck({ status: 'proposed', version: 2 }, 1)).toEqual({
      ok: false,
      reason: OFFER_MESSAGES.notLatest,
    });
    expect(answerCheck({ status: 'accepted', version: 2 }, 2)).toEqual({
      ok: false,
      reason: OFFER_MESSAGES.acceptedAlready,
    });
    expect(answerCheck({ status: 'withdrawn', version: 2 }, 2)).toEqual({
      ok: false,
      reason: OFFER_MESSAGES.withdrawnAlready,
    });
    expect(answerCheck({ status: 'declined', version: 2 }, 2).ok).toBe(false);
    expect(answerCheck(null, 1)).toEqual({ ok: false, reason: OFFER_MESSAGES.notFound });
  });

  it('withdraws only a proposed offer', () => {
    expect(withdrawCheck({ status: 'proposed' }).ok).toBe(true);
    for (const status of ['accepted', 'declined', 'withdrawn'] as const)
      expect(withdrawCheck({ status })).toEqual({ ok: false, reason: OFFER_MESSAGES.notProposed });
  });

  it('tells a change of terms from the same terms written in another order', () => {
    const terms = offerTerms();
    const reordered = Object.fromEntries(Object.entries(terms).reverse());
    expect(termsChanged(terms, reordered)).toBe(false);
    expect(termsChanged(terms, { ...terms, holidayDays: 30 })).toBe(true);
  });
});

describe('the terms of an offer', () => {
  const refusals = (fields: Record<string, unknown>) => {
    const parsed = offerTermsInput.safeParse(offerTerms(fields));
    return parsed.success ? [] : parsed.error.issues.map((i) => [i.path.join('.'), i.message]);
  };

  it('takes terms at or above every minimum', () => {
    expect(refusals({})).toEqual([]);
  });

  it('refuses pay below the National Minimum Wage, and a range', () => {
    const low = refusals({
      pay: { period: 'hourly', min: 10, max: null, hoursPerWeek: 40, liveIn: false, rota: false },
    });
    expect(low[0]?.[0]).toBe('pay.min');
    expect(low[0]?.[1]).toMatch(/below the National Minimum Wage/);
    expect(
      refusals({ pay: { period: 'hourly', min: 16, max: 18, hoursPerWeek: 40, liveIn: false, rota: false } }),
    ).toEqual([['pay.max', OFFER_MESSAGES.oneAmount]]);
  });

  it('refuses less than 5.6 weeks of holiday, pro rata, up to 28 days', () => {
    expect(minimumHolidayDays(5, '2027-01-04')).toBe(28);
    expect(minimumHolidayDays(6, '2027-01-04')).toBe(28);
    expect(minimumHolidayDays(3, '2027-01-04')).toBe(16.8);
    expect(minimumHolidayDays(4, '2027-01-04')).toBe(22.4);
    expect(refusals({ holidayDays: 27 })).toEqual([['holidayDays', OFFER_MESSAGES.holiday(28)]]);
    expect(refusals({ days: ['mon', 'wed', 'fri'], holidayDays: 17 })).toEqual([]);
    expect(refusals({ days: ['mon', 'wed', 'fri'], holidayDays: 16.5 })[0]?.[0]).toBe('holidayDays');
    // Exactly the minimum, though not a whole or half day; anything else between halves is refused.
    const four = ['mon', 'tue', 'wed', 'thu'];
    expect(refusals({ days: four, holidayDays: 22.4 })).toEqual([]);
    expect(refusals({ days: four, holidayDays: 22.5 })).toEqual([]);
    expect(refusals({ days: four, holidayDays: 22.3 })).toEqual([
      ['holidayDays', OFFER_MESSAGES.holiday(22.4)],
    ]);
    expect(refusals({ days: four, holidayDays: 22.6 })).toEqual([
      ['holidayDays', OFFER_MESSAGES.holidayParts(22.4)],
    ]);
  });

  it('refuses probation over 6 months, notice under a week, and enhanced sick pay left unsaid', () => {
    expect(refusals({ probationMonths: 7 })).toEqual([['probationMonths', OFFER_MESSAGES.probation]]);
    expect(refusals({ noticeFromEmployerWeeks: 0 })).toEqual([
      ['noticeFromEmployerWeeks', OFFER_MESSAGES.notice],
    ]);
    expect(refusals({ sickPay: 'enhanced' })).toEqual([['sickPayDetails', OFFER_MESSAGES.sickPayDetails]]);
    expect(refusals({ endDate: '2020-01-01' })).toEqual([['endDate', OFFER_MESSAGES.endBeforeStart]]);
  });
});

describe('what the poster sends', () => {
  it('carries, beside the terms, whether a change after acceptance was agreed with her', () => {
    expect(proposeOfferInput.safeParse(offerTerms()).success).toBe(true);
    const agreed = proposeOfferInput.parse(offerTerms({ agreedWithEmployee: true }));
    expect(agreed.agreedWithEmployee).toBe(true);
    expect(proposeOfferInput.safeParse(offerTerms({ agreedWithEmployee: 'yes' })).success).toBe(false);
    // The terms alone never carry it.
    expect(offerTermsInput.safeParse(offerTerms({ agreedWithEmployee: true })).success).toBe(false);
  });
});
