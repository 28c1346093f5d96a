import {
  WEEKDAYS,
  type OfferPrefill,
  type OfferTerms,
  type PayFrequency,
  type Weekday,
} from '@contract/offers.ts';

/** The form's values, as the controls hold them (numbers as typed). */
export interface OfferDraft {
  employerName: string;
  employerAddress: string;
  jobTitle: string;
  duties: string;
  startDate: string;
  fixedTerm: boolean;
  endDate: string;
  period: 'hourly' | 'weekly' | 'yearly';
  amount: string;
  hoursPerWeek: string;
  liveIn: boolean;
  rota: boolean;
  payFrequency: PayFrequency;
  payDay: string;
  days: Weekday[];
  hours: string;
  placeDescription: string;
  town: string;
  postcodeDistrict: string;
  workAddress: string;
  holidayDays: string;
  probationMonths: string;
  noticeFromEmployerWeeks: string;
  noticeFromEmployeeWeeks: string;
  sickPay: 'statutory' | 'enhanced';
  sickPayDetails: string;
  pensionScheme: string;
  otherPaidLeave: string;
  otherBenefits: string;
  training: string;
}

const FIVE_DAYS: Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri'];

/** The form's first values: the offer's terms to change, or the job's own words and the usual terms. */
export function draftFrom(terms: OfferTerms | null, prefill: OfferPrefill | null): OfferDraft {
  if (terms)
    return {
      ...terms,
      fixedTerm: terms.endDate !== null,
      endDate: terms.endDate ?? '',
      period: terms.pay.period,
      amount: String(terms.pay.min),
      hoursPerWeek: String(terms.pay.hoursPerWeek),
      liveIn: terms.pay.liveIn,
      rota: terms.pay.rota,
      days: [...terms.days],
      holidayDays: String(terms.holidayDays),
      probationMonths: String(terms.probationMonths),
      noticeFromEmployerWeeks: String(terms.noticeFromEmployerWeeks),
      noticeFromEmployeeWeeks: String(terms.noticeFromEmployeeWeeks),
    };
  const pay = prefill?.pay ?? null;
  return {
    employerName: '',
    employerAddress: '',
    jobTitle: prefill?.jobTitle ?? '',
    duties: '',
    startDate: prefill?.startDate ?? '',
    fixedTerm: false,
    endDate: '',
    period: pay?.period ?? 'hourly',
    amount: pay ? String(pay.min) : '',
    hoursPerWeek: pay ? String(pay.hoursPerWeek) : '',
    liveIn: pay?.liveIn ?? false,
    rota: pay?.rota ?? false,
    payFrequency: 'monthly',
    payDay: '',
    days: prefill?.days?.length ? [...prefill.days] : FIVE_DAYS,
    hours: '',
    placeDescription: 'Our home',
    town: prefill?.town ?? '',
    postcodeDistrict: prefill?.postcodeDistrict ?? '',
    workAddress: '',
    holidayDays: '28',
    probationMonths: '3',
    noticeFromEmployerWeeks: '4',
    noticeFromEmployeeWeeks: '4',
    sickPay: 'statutory',
    sickPayDetails: '',
    pensionScheme: '',
    otherPaidLeave: '',
    otherBenefits: '',
    training: '',
  };
}

/** A number as typed, or NaN (the schema then says what to enter). */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The terms the form's values stand for, for the schema to check (numbers left blank are NaN). */
export function termsOf(draft: OfferDraft): unknown {
  return {
    employerName: draft.employerName,
    employerAddress: draft.employerAddress,
    jobTitle: draft.jobTitle,
    duties: draft.duties,
    startDate: draft.startDate,
    endDate: draft.fixedTerm ? draft.endDate : null,
    pay: {
      period: draft.period,
      min: numberOf(draft.amount),
      max: null,
      hoursPerWeek: numberOf(draft.hoursPerWeek),
      liveIn: draft.liveIn,
      rota: draft.rota,
    },
    payFrequency: draft.payFrequency,
    payDay: draft.payDay,
    days: WEEKDAYS.filter((d) => draft.days.includes(d)),
    hours: draft.hours,
    placeDescription: draft.placeDescription,
    town: draft.town,
    postcodeDistrict: draft.postcodeDistrict,
    workAddress: draft.workAddress,
    holidayDays: numberOf(draft.holidayDays),
    probationMonths: numberOf(draft.probationMonths),
    noticeFromEmployerWeeks: numberOf(draft.noticeFromEmployerWeeks),
    noticeFromEmployeeWeeks: numberOf(draft.noticeFromEmployeeWeeks),
    sickPay: draft.sickPay,
    sickPayDetails: draft.sickPayDetails,
    pensionScheme: draft.pensionScheme,
    otherPaidLeave: draft.otherPaidLeave,
    otherBenefits: draft.otherBenefits,
    training: draft.training,
  };
}

/** The field each error path is shown on (the pay's parts have fields of their own). */
const FIELD_OF: Record<string, string> = {
  'pay.min': 'amount',
  'pay.max': 'amount',
  'pay.hoursPerWeek': 'hoursPerWeek',
  'pay.period': 'period',
};
export const fieldOf = (path: string) => FIELD_OF[path] ?? path;

/** The errors a field's value is part of, beside its own. */
const DEPENDENT_ERRORS: Record<string, string[]> = {
  // A nanny share's parts must add up to the pay a week: its error goes as the pay changes.
  amount: ['split'],
  period: ['amount', 'split'],
  hoursPerWeek: ['amount', 'split'],
  startDate: ['endDate', 'amount', 'holidayDays'],
  fixedTerm: ['endDate'],
  days: ['holidayDays'],
  sickPay: ['sickPayDetails'],
};

/**
 * The errors left when a field changes: its own goes, with those that depend on it (the pay's minimum
 * on its period and hours, the holiday's on the days); the others stay until the next send. The same
 * object when nothing goes.
 */
export function errorsAfterChange(errors: Record<string, string>, key: string): Record<string, string> {
  const gone = [key, ...(DEPENDENT_ERRORS[key] ?? [])].filter((k) => k in errors);
  return gone.length ? Object.fromEntries(Object.entries(errors).filter(([k]) => !gone.includes(k))) : errors;
}
