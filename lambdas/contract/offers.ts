import * as z from 'zod/mini';
import { schema } from './schema.ts';
import './zod-locale.ts';
import { dayField } from './day-field.ts';
import { minimumWageRefusal, payInput, weeklyOf, type PayPeriod } from './pay.ts';
import { formatPence } from './money.ts';
import { splitAddsUp } from './share-split.ts';
import { districtOf, POSTCODE_MESSAGES } from './postcode.ts';
import { MAX_PROBATION_MONTHS } from './legal/employment.ts';
import {
  minimumHolidayDays,
  OFFER_MESSAGES,
  OFFER_ROLES,
  OFFER_STATUSES,
  PAY_FREQUENCIES,
  SICK_PAY_KINDS,
  WEEKDAYS,
} from './offers-constants.ts';
import { APPLICATION_STATUSES } from './hiring-constants.ts';
import { pagingQuery } from './paging.ts';
import { PARTICULARS } from './statement.ts';

export * from './offers-constants.ts';

const ID = /^[a-z0-9-]{8,64}$/;
const text = (message: string, max: number) =>
  z.string().check(z.trim(), z.minLength(1, message), z.maxLength(max, `Must be at most ${max} characters`));
const optionalText = (max: number) =>
  z.string().check(z.trim(), z.maxLength(max, `Must be at most ${max} characters`));
const weeks = () =>
  z.int(OFFER_MESSAGES.notice).check(z.gte(1, OFFER_MESSAGES.notice), z.lte(52, 'At most 52 weeks'));
const payOutput = () =>
  z.object({
    period: z.enum(['hourly', 'weekly', 'yearly']),
    min: z.number(),
    max: z.nullable(z.number()),
    hoursPerWeek: z.number(),
    liveIn: z.boolean(),
    rota: z.boolean(),
  });

export const offerParams = /* @__PURE__ */ schema(() =>
  z.strictObject({
    jobId: z.string().check(z.regex(ID, OFFER_MESSAGES.notFound)),
    nannyId: z.string().check(z.regex(ID, OFFER_MESSAGES.notFound)),
  }),
);
export const statementParams = /* @__PURE__ */ schema(() =>
  z.strictObject({
    jobId: z.string().check(z.regex(ID, OFFER_MESSAGES.notFound)),
    nannyId: z.string().check(z.regex(ID, OFFER_MESSAGES.notFound)),
    version: z.string().check(z.regex(/^[1-9]\d{0,2}$/, OFFER_MESSAGES.statementNotFound)),
  }),
);

/**
 * The terms of an offer, as the poster writes them: every particular the written statement needs that
 * the product cannot know (the employer's name and address, pay day, hours) and the choices the law
 * leaves to the employer above its minimums.
 */
const termsShape = () => ({
  /** The employer, as the statement names them (the family's names, or the agency's). */
  employerName: text(OFFER_MESSAGES.employerName, 120),
  employerAddress: text(OFFER_MESSAGES.employerAddress, 300),
  jobTitle: text(OFFER_MESSAGES.jobTitle, 100),
  /** What the job involves, in a few words (optional). */
  duties: optionalText(2000),
  startDate: dayField('Enter the start date'),
  /** The last day of a fixed-term job; null when it is permanent. */
  endDate: z.nullable(dayField('Enter the end date')),
  pay: payInput,
  payFrequency: z.enum(PAY_FREQUENCIES, { error: 'Choose how often she is paid' }),
  /** When she is paid, in words: "the last Friday of the month" (optional). */
  payDay: optionalText(100),
  days: z.array(z.enum(WEEKDAYS)).check(
    z.minLength(1, OFFER_MESSAGES.days),
    z.maxLength(7),
    z.refine((days) => new Set(days).size === days.length, OFFER_MESSAGES.days),
  ),
  hours: text(OFFER_MESSAGES.hours, 200),
  /** Where she works, in general words ("our home", "our home and the children's school"). */
  placeDescription: text(OFFER_MESSAGES.place, 200),
  town: text(OFFER_MESSAGES.town, 80),
  postcodeDistrict: z.string().check(
    z.trim(),
    z.maxLength(10, POSTCODE_MESSAGES.postcode),
    z.refine((value) => districtOf(value) !== null, POSTCODE_MESSAGES.postcode),
  ),
  /** The full address of the place of work, only when the family chooses to give it. */
  workAddress: optionalText(300),
  /** Days of paid holiday a year, bank holidays included. */
  holidayDays: z
    .number({ error: 'Enter the days of holiday a year' })
    .check(z.gte(0, 'Enter the days of holiday a year'), z.lte(366, 'At most 366 days')),
  probationMonths: z
    .int(OFFER_MESSAGES.probation)
    .check(z.gte(0, OFFER_MESSAGES.probation), z.lte(MAX_PROBATION_MONTHS, OFFER_MESSAGES.probation)),
  noticeFromEmployerWeeks: weeks(),
  noticeFromEmployeeWeeks: weeks(),
  sickPay: z.enum(SICK_PAY_KINDS, { error: 'Choose the sick pay' }),
  sickPayDetails: optionalText(500),
  /** The pension scheme she is enrolled in, when the family has chosen one (optional). */
  pensionScheme: optionalText(200),
  otherPaidLeave: optionalText(500),
  otherBenefits: optionalText(500),
  training: optionalText(500),
});

/** The rules that need more than one field: each refusal on its field, as the form shows it. */
export function termsRefusals(terms: {
  startDate: string;
  endDate: string | null;
  pay: z.infer<typeof payInput>;
  days: readonly string[];
  holidayDays: number;
  sickPay: string;
  sickPayDetails: string;
}): Array<{ path: string[]; message: string }> {
  const found: Array<{ path: string[]; message: string }> = [];
  if (terms.pay.max !== null && terms.pay.max !== terms.pay.min)
    found.push({ path: ['pay', 'max'], message: OFFER_MESSAGES.oneAmount });
  const wage = minimumWageRefusal(terms.pay, terms.startDate);
  if (wage) found.push({ path: ['pay', 'min'], message: wage });
  const least = minimumHolidayDays(new Set(terms.days).size, terms.startDate);
  if (terms.holidayDays < least)
    found.push({ path: ['holidayDays'], message: OFFER_MESSAGES.holiday(least) });
  // Whole or half days, or the legal minimum itself when it is neither (22.4 for 4 days a week).
  else if (!Number.isInteger(terms.holidayDays * 2) && terms.holidayDays !== least)
    found.push({ path: ['holidayDays'], message: OFFER_MESSAGES.holidayParts(least) });
  if (terms.endDate !== null && terms.endDate <= terms.startDate)
    found.push({ path: ['endDate'], message: OFFER_MESSAGES.endBeforeStart });
  if (terms.sickPay === 'enhanced' && !terms.sickPayDetails.trim())
    found.push({ path: ['sickPayDetails'], message: OFFER_MESSAGES.sickPayDetails });
  return found;
}

export const offerTermsInput = /* @__PURE__ */ schema(() =>
  z.strictObject(termsShape()).check(
    z.superRefine((terms, ctx) => {
      for (const refusal of termsRefusals(terms))
        ctx.addIssue({ code: 'custom', path: refusal.path, message: refusal.message });
    }),
  ),
);
export type OfferTerms = z.infer<typeof offerTermsInput>;

/**
 * What the poster sends to make, change, or (once accepted) change a term of the offer: the terms, and,
 * for a change after she accepted, that they agreed it with her first (required then, ignored before).
 */
export const proposeOfferInput = /* @__PURE__ */ schema(() =>
  z
    .strictObject({
      ...termsShape(),
      agreedWithEmployee: z.optional(z.boolean()),
      /**
       * A nanny share's job: each employer's part of the gross pay a week, in pence, which must add up to
       * the whole (and be the split both families agreed: the server checks that). Left out otherwise.
       */
      split: z.optional(
        z.strictObject({
          posterWeeklyPence: z.int(OFFER_MESSAGES.splitPart).check(z.gte(0, OFFER_MESSAGES.splitPart)),
          partnerWeeklyPence: z.int(OFFER_MESSAGES.splitPart).check(z.gte(0, OFFER_MESSAGES.splitPart)),
        }),
      ),
    })
    .check(
      z.superRefine((terms, ctx) => {
        for (const refusal of termsRefusals(terms))
          ctx.addIssue({ code: 'custom', path: refusal.path, message: refusal.message });
        const total = weeklyPenceOf(terms.pay);
        if (
          terms.split &&
          !splitAddsUp(
            { first: terms.split.posterWeeklyPence, partner: terms.split.partnerWeeklyPence },
            total,
          )
        )
          ctx.addIssue({
            code: 'custom',
            path: ['split'],
            message: OFFER_MESSAGES.splitWhole(formatPence(total)),
          });
      }),
    ),
);

/** A pay's gross amount a week, in whole pence (an hourly rate times the hours; a year's 52nd). */
export const weeklyPenceOf = (pay: { min: number; period: PayPeriod; hoursPerWeek: number }) =>
  Math.round(weeklyOf(pay.min, pay.period, pay.hoursPerWeek) * 100);
export type ProposeOfferInput = z.infer<typeof proposeOfferInput>;

/** The terms as answers carry them. */
export const offerTerms = /* @__PURE__ */ schema(() =>
  z.object({
    employerName: z.string(),
    employerAddress: z.string(),
    jobTitle: z.string(),
    duties: z.string(),
    startDate: z.string(),
    endDate: z.nullable(z.string()),
    pay: payOutput(),
    payFrequency: z.enum(PAY_FREQUENCIES),
    payDay: z.string(),
    days: z.array(z.enum(WEEKDAYS)),
    hours: z.string(),
    placeDescription: z.string(),
    town: z.string(),
    postcodeDistrict: z.string(),
    workAddress: z.string(),
    holidayDays: z.number(),
    probationMonths: z.number(),
    noticeFromEmployerWeeks: z.number(),
    noticeFromEmployeeWeeks: z.number(),
    sickPay: z.enum(SICK_PAY_KINDS),
    sickPayDetails: z.string(),
    pensionScheme: z.string(),
    otherPaidLeave: z.string(),
    otherBenefits: z.string(),
    training: z.string(),
  }),
);

/** What the offer form starts from when there is no offer yet: the job's own words, where it has them. */
export const offerPrefill = /* @__PURE__ */ schema(() =>
  z.object({
    jobTitle: z.string(),
    startDate: z.string(),
    town: z.string(),
    postcodeDistrict: z.string(),
    /** The job's pay when it states it in the product's pay shape; null otherwise. */
    pay: z.nullable(payOutput()),
    /** The days of the job's usual week (a share's: either family's days); null when it states none. */
    days: z.nullable(z.array(z.enum(WEEKDAYS))),
    /**
     * A nanny share's job: the split both families agreed, with the other family's name and whether it
     * has given its details as an employer; null for any other job.
     */
    split: z.nullable(
      z.object({
        posterWeeklyPence: z.number(),
        partnerWeeklyPence: z.number(),
        partnerLabel: z.string(),
        agreed: z.boolean(),
        partnerEmployerGiven: z.boolean(),
      }),
    ),
  }),
);
export type OfferPrefill = z.infer<typeof offerPrefill>;

/** The nanny accepts the version she read, with her full name as the statement should give it. */
export const acceptOfferInput = /* @__PURE__ */ schema(() =>
  z.strictObject({
    version: z.int().check(z.gte(1)),
    employeeName: text(OFFER_MESSAGES.employeeName, 120),
  }),
);
export const declineOfferInput = /* @__PURE__ */ schema(() =>
  z.strictObject({ version: z.int().check(z.gte(1)) }),
);
export const withdrawOfferInput = /* @__PURE__ */ schema(() => z.strictObject({}));

const offerShareView = () =>
  z.object({
    posterLabel: z.string(),
    partnerLabel: z.string(),
    /** The other family's name and address as her employer, as it gave them on the share. */
    partnerEmployerName: z.string(),
    posterWeeklyPence: z.number(),
    partnerWeeklyPence: z.number(),
  });

/** Which employer's document: the poster's (left out), or, on a nanny share's offer, the other family's. */
export const offerDocumentQuery = /* @__PURE__ */ schema(() =>
  z.strictObject({ employer: z.optional(z.enum(['partner'], { error: OFFER_MESSAGES.statementNotFound })) }),
);

const statementVersion = /* @__PURE__ */ schema(() =>
  z.object({
    version: z.number(),
    issuedAt: z.string(),
    /** The particulars this version changed from the one before (none for version 1). */
    changed: z.array(z.enum(PARTICULARS)),
  }),
);

/** An offer as either side sees it on its page. */
export const offerView = /* @__PURE__ */ schema(() =>
  z.object({
    jobId: z.string(),
    nannyId: z.string(),
    /**
     * Whose page it is: the job's poster, the nanny the offer is (or would be) made to, or, for a nanny
     * share's job, the other family, who employs her for its own part (it reads; the poster moves).
     */
    role: z.enum(OFFER_ROLES),
    jobTitle: z.string(),
    /** The family or agency as the nanny sees them. */
    posterLabel: z.string(),
    /** Her first name, until she accepts; then her full name as she gave it for the statement. */
    nannyName: z.string(),
    applicationStatus: z.enum(APPLICATION_STATUSES),
    /** Null when no offer was made yet. */
    offer: z.nullable(
      z.object({
        status: z.enum(OFFER_STATUSES),
        version: z.number(),
        terms: offerTerms,
        proposedAt: z.string(),
        answeredAt: z.nullable(z.string()),
        /** Every version of the written statement, the latest last; empty until she accepts. */
        statements: z.array(statementVersion),
        /** A nanny share's offer: its two employers' parts. Each has its own written statement. */
        share: z.nullable(offerShareView()),
      }),
    ),
    /** For the poster with no offer open: what the form starts from. */
    prefill: z.nullable(offerPrefill),
    /** Whether the poster may make an offer now (she applied and has not withdrawn; the job is open). */
    canPropose: z.boolean(),
    /**
     * For the poster: whether the job is still open on the board (once she accepts, the next step is to
     * mark it filled). False for the nanny.
     */
    jobOpen: z.boolean(),
  }),
);
export type OfferView = z.infer<typeof offerView>;

/** A document to download: its file name and its bytes (base64). */
export const offerDocument = /* @__PURE__ */ schema(() =>
  z.object({ fileName: z.string(), contentType: z.literal('application/pdf'), base64: z.string() }),
);
export type OfferDocument = z.infer<typeof offerDocument>;

/** One of the caller's offers, made or received, in their account. */
export const myOfferItem = /* @__PURE__ */ schema(() =>
  z.object({
    jobId: z.string(),
    nannyId: z.string(),
    role: z.enum(OFFER_ROLES),
    jobTitle: z.string(),
    /** The other side: the employer as she sees them, or the nanny as the poster does. */
    otherParty: z.string(),
    status: z.enum(OFFER_STATUSES),
    version: z.number(),
    updatedAt: z.string(),
    statements: z.array(statementVersion),
  }),
);
export type MyOfferItem = z.infer<typeof myOfferItem>;
export const myOffersQuery = /* @__PURE__ */ schema(() => z.strictObject(pagingQuery));
export const myOffersPage = /* @__PURE__ */ schema(() =>
  z.object({ items: z.array(myOfferItem), nextCursor: z.nullable(z.string()) }),
);
export type MyOffersPage = z.infer<typeof myOffersPage>;
