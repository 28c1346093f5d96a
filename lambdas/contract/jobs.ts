import * as z from 'zod/mini';
import { responsivenessViewSchema } from './responsiveness.ts';
import { schema } from './schema.ts';
import './zod-locale.ts';
import { dayField } from './day-field.ts';
import { JOB_STATUSES, JOB_TYPE_VALUES, type JobType } from './jobs-constants.ts';
import { JOB_MESSAGES } from './job-messages.ts';
import { normaliseWebsite } from './website.ts';
import { postcodeField } from './postcode-field.ts';
import { pagingQuery } from './paging.ts';
import { jobSearchQuery } from './job-search.ts';
import { placeView } from './place-view.ts';
import { fileRef } from './uploads.ts';
import { payInput } from './pay.ts';
import { optionalWeek, weekInput } from './week.ts';
import { SHARE_HOMES } from './share-split.ts';

export * from './jobs-constants.ts';
export * from './job-board-messages.ts';
export * from './job-messages.ts';

/** Trimmed text that must not be empty (`message` when it is) or longer than `max` characters. */
const text = (message: string, max: number) =>
  z.string().check(z.trim(), z.minLength(1, message), z.maxLength(max, `Must be at most ${max} characters`));
const listOfNames = /* @__PURE__ */ schema(() =>
  z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(40))).check(z.maxLength(20)),
);

/** The Job Details both job forms share (family and agency). */
export const jobDetailsShape = /* @__PURE__ */ schema(() => ({
  jobTitle: text(JOB_MESSAGES.jobTitle, 120),
  location: text(JOB_MESSAGES.location, 100),
  /** Where the job is: a full postcode or its district; only the district is kept. */
  postcode: postcodeField,
  startDate: dayField(JOB_MESSAGES.startDate),
  daysHours: text(JOB_MESSAGES.daysHours, 200),
  /**
   * The parts of each day the job needs (contract/week.ts); left out or empty: no schedule stated, as a
   * job on a rota may (its pay says so) and as every job posted before schedules were asked for reads.
   */
  schedule: optionalWeek,
  /** Gross pay with its hours (contract/pay.ts); the server also refuses it below the minimum wage. */
  pay: payInput,
  jobType: z.enum(JOB_TYPE_VALUES as [JobType, ...JobType[]], { error: JOB_MESSAGES.jobType }),
  jobTypeOther: z.string().check(z.trim(), z.maxLength(60)),
  childrenAges: text(JOB_MESSAGES.childrenAges, 100),
  description: z
    .string()
    .check(
      z.trim(),
      z.minLength(10, JOB_MESSAGES.description),
      z.maxLength(4000, 'Must be at most 4000 characters'),
    ),
  selectedLanguages: listOfNames,
  selectedRequirements: listOfNames,
  photo: z.nullable(fileRef),
  contactEmail: z.string().check(z.trim(), z.email(JOB_MESSAGES.contactEmail), z.maxLength(254)),
  additionalComments: z.string().check(z.trim(), z.maxLength(2000, 'Must be at most 2000 characters')),
}));

/** Choosing 'other' needs the 'Please specify' box. */
export const requireOtherType = (
  value: { jobType: string; jobTypeOther: string },
  ctx: z.core.$RefinementCtx,
) => {
  if (value.jobType === 'other' && !value.jobTypeOther)
    ctx.addIssue({ code: 'custom', path: ['jobTypeOther'], message: JOB_MESSAGES.jobTypeOther });
};

/** The family job form, as the page sends it to POST /jobs/family. */
export const familyJobInput = /* @__PURE__ */ schema(() =>
  z
    .strictObject({
      ...jobDetailsShape,
      discountCode: z.string().check(z.trim(), z.maxLength(40)),
      /** Posted once for both families of a nanny share (the poster is one of them). */
      shareId: z.optional(z.string().check(z.regex(/^[a-z0-9-]{8,64}$/, 'This nanny share was not found.'))),
    })
    .check(z.superRefine(requireOtherType)),
);
export type FamilyJobInput = z.infer<typeof familyJobInput>;

export const createJobResponse = /* @__PURE__ */ schema(() =>
  z.object({
    jobId: z.string(),
    checkoutUrl: z.string(),
    amountPence: z.number(),
  }),
);

export const promoParams = /* @__PURE__ */ schema(() =>
  z.strictObject({
    code: z.string().check(z.trim(), z.minLength(1), z.maxLength(40)),
  }),
);
export const promoQuote = /* @__PURE__ */ schema(() =>
  z.object({ code: z.string(), amountOffPence: z.number(), totalPence: z.number() }),
);

export const verifyPaymentInput = /* @__PURE__ */ schema(() =>
  z.strictObject({
    sessionId: z.string().check(z.regex(/^cs_[A-Za-z0-9_]{4,200}$/, 'Invalid session')),
  }),
);
/**
 * The job is published (`message` is the spec's 'Job Posted Successfully!'), or, with `pending`, its
 * payment settles later (a bank debit) and it is published when it does.
 */
export const verifyPaymentResponse = /* @__PURE__ */ schema(() =>
  z.object({
    jobId: z.string(),
    message: z.string(),
    pending: z.optional(z.literal(true)),
  }),
);

/**
 * What a job means to the signed-in caller who asked, worked out from their own verified token only:
 * whether they posted it (never who did), and when they applied to it. Null when the request carried no
 * token. An answer holding it is the caller's own, so it is never stored by a shared cache.
 */
export const jobViewer = /* @__PURE__ */ schema(() =>
  z.nullable(
    z.object({
      own: z.boolean(),
      /** When the caller, a nanny, applied to it (ISO time), or null. */
      appliedAt: z.nullable(z.string()),
    }),
  ),
);
export type JobViewer = z.infer<typeof jobViewer>;

/**
 * How well a job fits the nanny who asked (domain/matching.ts): the score out of 100, what fits and what
 * her profile does not show, in her own words, best first. Null outside the "Best match" sort.
 */
export const jobMatch = /* @__PURE__ */ schema(() =>
  z.nullable(z.object({ score: z.number(), reasons: z.array(z.string()), gaps: z.array(z.string()) })),
);
export type JobMatch = z.infer<typeof jobMatch>;

/**
 * A nanny share's job as applicants read it: the two families' parts as they agreed them (each family's
 * first name, district, days, children, and its part of the gross pay a week with its hours), whose home
 * she works in, and the whole pay a week. Never an account, a surname or a contact.
 */
export const jobShareView = /* @__PURE__ */ schema(() =>
  z.object({
    home: z.enum(SHARE_HOMES),
    families: z.array(
      z.object({
        label: z.string(),
        postcodeDistrict: z.string(),
        /** The parts of each day this family needs her. */
        days: weekInput,
        children: z.number(),
        childrenAges: z.string(),
        weeklyGrossPence: z.number(),
        hours: z.number(),
      }),
    ),
    totalWeeklyGrossPence: z.number(),
  }),
);
export type JobShareView = z.infer<typeof jobShareView>;

/** What the board shows of a job: never its contact email or owner. */
export const jobCard = /* @__PURE__ */ schema(() =>
  z.object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    location: z.string(),
    /** The postcode district (`SW4`), or null for a job posted before districts were asked for. */
    postcodeDistrict: z.nullable(z.string()),
    jobType: z.string(),
    jobTypeLabel: z.string(),
    posterType: z.enum(['family', 'agency']),
    posterLabel: z.string(),
    /** An agency's logo (a short-lived link), or null. */
    posterLogoUrl: z.nullable(z.string()),
    /** An agency's website, or null: an older post's, kept as it was typed, is normalised on the way out. */
    posterWebsite: z.nullable(
      z.pipe(
        z.string(),
        z.transform((value: string) => normaliseWebsite(value) || null),
      ),
    ),
    /** The photo the poster added (a short-lived link), or null. */
    photoUrl: z.nullable(z.string()),
    /**
     * The gross pay with its hours, or null for a job posted before pay was structured whose words could
     * not be read as gross pay (contract/legacy-pay.ts).
     */
    pay: z.nullable(payInput),
    /** The one pay line to show: `payLine(pay)` ('£16–£18 an hour gross'), or the poster's own words. */
    payLine: z.string(),
    /** The hours beside it (`hoursLine(pay)`: '40 hours a week'), or null without structured pay. */
    hoursLine: z.nullable(z.string()),
    daysHours: z.string(),
    /** The parts of each day it needs, or null (or absent, on a page drawn earlier): no schedule stated. */
    schedule: z.optional(z.nullable(weekInput)),
    /** Empty when the poster gave none (optional on agency jobs). */
    childrenAges: z.string(),
    startDate: z.string(),
    languages: z.array(z.string()),
    requirements: z.array(z.string()),
    publishedAt: z.string(),
    viewer: jobViewer,
    /** How well the job fits the signed-in nanny, on the board's "Best match" sort only (else null or absent). */
    match: z.optional(jobMatch),
    /** How quickly its poster reads applications and answers nannies, when cases make it up (else null). */
    responsiveness: z.optional(z.nullable(responsivenessViewSchema)),
    /**
     * Its applications have waited over a week to be read (READS_WAITING_TEXT), until its poster opens
     * one; false or absent otherwise.
     */
    readsWaiting: z.optional(z.boolean()),
    /** Two families' nanny share: both families' parts; null (or absent, on a page drawn earlier) otherwise. */
    share: z.optional(z.nullable(jobShareView)),
  }),
);
export type JobCard = z.infer<typeof jobCard>;

/**
 * A job's own page (GET /jobs/{jobId}): the card, and where the job stands. Anyone sees a job on the
 * board ('live'); its poster (and a moderator) also sees it unpaid, processing, hidden or closed, when
 * it may not have been published yet.
 */
export const jobPage = /* @__PURE__ */ schema(() =>
  z.extend(jobCard, {
    publishedAt: z.nullable(z.string()),
    status: z.enum(JOB_STATUSES),
  }),
);
export type JobPage = z.infer<typeof jobPage>;

export const BEST_MATCH_MESSAGES = {
  /** sort=best by anyone but a nanny with a profile. */
  needsProfile:
    'Best match is for nannies with a profile. Create your nanny profile to see the jobs that fit you best.',
} as const;

/** The board's orders: newest first, or, for a nanny with a profile, how well each job fits her. */
export const JOB_SORTS = ['newest', 'best'] as const;
export type JobSort = (typeof JOB_SORTS)[number];

/** GET /jobs: a page of the board, filtered by the search criteria (contract/job-search.ts), in an order. */
export const jobsQuery = /* @__PURE__ */ schema(() =>
  z.strictObject({
    ...pagingQuery,
    ...jobSearchQuery,
    sort: z.optional(z.enum(JOB_SORTS)),
  }),
);
export const jobsPage = /* @__PURE__ */ schema(() =>
  z.object({
    items: z.array(jobCard),
    nextCursor: z.nullable(z.string()),
    /** How the place filtered by was read (absent with no place). */
    place: z.optional(placeView),
  }),
);

/** What a job id looks like: the server's UUIDs (and the local seed's readable ids). */
const JOB_ID = /^[a-z0-9-]{8,64}$/;
export const isJobId = (value: string) => JOB_ID.test(value);
export const jobIdParams = /* @__PURE__ */ schema(() =>
  z.strictObject({
    jobId: z.string().check(z.regex(JOB_ID, 'Unknown job')),
  }),
);
/**
 * A job page's address may hold anything typed or pasted: the id is read as text and one that is not a
 * job id names no job (404, like any unknown job), rather than a bad request.
 */
export const jobPageParams = /* @__PURE__ */ schema(() => z.strictObject({ jobId: z.string() }));
export const savedJobs = /* @__PURE__ */ schema(() => z.object({ jobIds: z.array(z.string()) }));

export const applicationInput = /* @__PURE__ */ schema(() =>
  z.strictObject({
    coverLetter: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, 'Please write a cover letter to go with your application'),
        z.maxLength(4000, 'Must be at most 4000 characters'),
      ),
    phone: z
      .string()
      .check(z.trim(), z.maxLength(30), z.regex(/^[0-9+() -]*$/, 'Enter a valid phone number')),
    cv: z.nullable(fileRef),
  }),
);
export type ApplicationInput = z.infer<typeof applicationInput>;
export const applicationResponse = /* @__PURE__ */ schema(() =>
  z.object({ applicationId: z.string(), status: z.literal('new') }),
);
