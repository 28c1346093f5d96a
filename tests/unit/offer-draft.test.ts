import { describe, expect, it } from 'vitest';
import { offerTermsInput, type OfferTerms } from '../../lambdas/contract/offers.ts';
import {
  draftFrom,
  errorsAfterChange,
  fieldOf,
  termsOf,
} from '../../frontend/src/features/offers/offerDraft.ts';
import { offerTerms } from '../security/requests.ts';

const terms = (fields: Record<string, unknown> = {}) => offerTerms(fields) as OfferTerms;

describe("the offer form's values", () => {
  it('give back the terms they were made from', () => {
    const fixedTerm = terms({ endDate: '2099-12-31', days: ['mon', 'wed'], holidayDays: 12 });
    for (const offer of [terms(), fixedTerm]) expect(termsOf(draftFrom(offer, null))).toEqual(offer);
  });

  it("start from the job's own words and the usual terms when there is no offer yet", () => {
    const pay = {
      period: 'weekly',
      min: 700,
      max: null,
      hoursPerWeek: 45,
      liveIn: true,
      rota: false,
    } as const;
    const draft = draftFrom(null, {
      jobTitle: 'Nanny for two',
      startDate: '2099-01-04',
      town: 'Hove',
      postcodeDistrict: 'BN3',
      split: null,
      days: null,
      pay,
    });
    expect(draft).toMatchObject({
      jobTitle: 'Nanny for two',
      startDate: '2099-01-04',
      town: 'Hove',
      postcodeDistrict: 'BN3',
      period: 'weekly',
      amount: '700',
      hoursPerWeek: '45',
      liveIn: true,
      fixedTerm: false,
      payFrequency: 'monthly',
      days: ['mon', 'tue', 'wed', 'thu', 'fri'],
      placeDescription: 'Our home',
      holidayDays: '28',
      probationMonths: '3',
      noticeFromEmployerWeeks: '4',
      noticeFromEmployeeWeeks: '4',
      sickPay: 'statutory',
    });
    // The job's usual week, when it states one, gives the days she works.
    const week = { jobTitle: '', startDate: '', town: '', postcodeDistrict: '', split: null, pay: null };
    expect(draftFrom(null, { ...week, days: ['mon', 'tue', 'wed', 'thu'] }).days).toEqual([
      'mon',
      'tue',
      'wed',
      'thu',
    ]);
    expect(draftFrom(null, { ...week, days: null }).days).toEqual(['mon', 'tue', 'wed', 'thu', 'fri']);
    expect(draftFrom(null, null)).toMatchObject({
      jobTitle: '',
      period: 'hourly',
      amount: '',
      hoursPerWeek: '',
    });
  });

  it('send numbers left blank as NaN, no end date unless fixed-term, and the days in week order', () => {
    const draft = {
      ...draftFrom(terms(), null),
      amount: ' ',
      holidayDays: '',
      endDate: '2099-12-31',
      days: ['fri' as const, 'mon' as const],
    };
    const sent = termsOf(draft) as OfferTerms;
    expect(sent.pay.min).toBeNaN();
    expect(sent.holidayDays).toBeNaN();
    expect(sent.endDate).toBeNull();
    expect(sent.days).toEqual(['mon', 'fri']);
    const refused = offerTermsInput.safeParse(sent);
    expect(refused.success).toBe(false);
  });

  it("show the pay's errors on the pay's own fields, and the rest on theirs", () => {
    expect(fieldOf('pay.min')).toBe('amount');
    expect(fieldOf('pay.max')).toBe('amount');
    expect(fieldOf('pay.hoursPerWeek')).toBe('hoursPerWeek');
    expect(fieldOf('pay.period')).toBe('period');
    expect(fieldOf('holidayDays')).toBe('holidayDays');
  });
});

describe("the offer form's errors", () => {
  it('lose a field’s own error, and those that depend on it, as it changes', () => {
    const errors = { amount: 'Below the minimum wage', noticeFromEmployerWeeks: 'At least one week' };
    expect(errorsAfterChange(errors, 'amount')).toEqual({ noticeFromEmployerWeeks: 'At least one week' });
    expect(errorsAfterChange(errors, 'hoursPerWeek')).toEqual({
      noticeFromEmployerWeeks: 'At least one week',
    });
    expect(errorsAfterChange({ holidayDays: 'At least 28 days' }, 'days')).toEqual({});
    expect(errorsAfterChange(errors, 'town')).toBe(errors);
  });
});
