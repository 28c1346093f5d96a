import * as z from 'zod/mini';
import { schema } from './schema.ts';
import './zod-locale.ts';
import {
  APPLICATION_STATUSES,
  EMAIL_SETTINGS,
  HIRING_MESSAGES,
  JOB_ROLES,
  MY_JOB_STATES,
  POSTER_DECISIONS,
  type ApplicationStatus,
  type PosterDecision,
} from './hiring-constants.ts';
import { jobDetailsShape, requireOtherType } from './jobs.ts';
import { candidateCard, shownFirstName } from './nanny.ts';
import { pagingQuery } from './paging.ts';
import { storedFileRef } from './uploads.ts';
import { payInput } from './pay.ts';
import { hireReview } from './reviews.ts';
import { weekInput } from './week.ts';

export * from './hiring-constants.ts';

const statusEnum = /* @__PURE__ */ schema(() =>
  z.enum(APPLICATION_STATUSES as unknown as [ApplicationStatus, ...ApplicationStatus[]]),
);
const NANNY_ID = /^[a-z0-9-]{8,64}$/;
const JOB_ID = /^[a-z0-9-]{8,64}$/;

export const myJobParams = /* @__PURE__ */ schema(() =>
  z.strictObject({
    jobId: z.string().check(z.regex(JOB_ID, HIRING_MESSAGES.jobNotFound)),
  }),
);
export const applicantParams = /* @__PURE__ */ schema(() =>
  z.strictObject({
    jobId: z.string().check(z.regex(JOB_ID, HIRING_MESSAGES.jobNotFound)),
    nannyId: z.string().check(z.regex(NANNY_ID, HIRING_MESSAGES.applicantNotFound)),
  }),
);

/** How many applications a job has, by status, and the two numbers lists show: new and all. */
export const applicantCounts = /* @__PURE__ */ schema(() =>
  z.object({
    new: z.number(),
    total: z.number(),
    byStatus: z.record(statusEnum, z.number()),
  }),
);
export type ApplicantCounts = z.infer<typeof applicantCounts>;

/** One of a poster's jobs in their list (GET /my-jobs), or the share's job its partner reads. */
export const myJobSummary = /* @__PURE__ */ schema(() =>
  z.object({
    id: z.string(),
    title: z.string(),
    location: z.string(),
    posterType: z.enum(['family', 'agency']),
    state: z.enum(MY_JOB_STATES),
    createdAt: z.string(),
    publishedAt: z.nullable(z.string()),
    /** When a live job leaves the board unless extended. */
    liveUntil: z.nullable(z.string()),
    /** When it left the board for good (closed, filled or expired). */
    closedAt: z.nullable(z.string()),
    /** The promo code it was priced with (an unpaid draft's Resume payment starts with it). */
    promoCode: z.nullable(z.string()),
    applicants: applicantCounts,
    /** The caller's part in it: its poster, or the partner of a nanny share's job (read only). */
    role: z.enum(JOB_ROLES),
    /** A nanny share's job: the other family, by its first name (never its account). Null otherwise. */
    share: z.nullable(z.object({ otherFamilyLabel: z.string() })),
  }),
);
export type MyJobSummary = z.infer<typeof myJobSummary>;

export const myJobsQuery = /* @__PURE__ */ schema(() => z.strictObject(pagingQuery));
export const myJobsPage = /* @__PURE__ */ schema(() =>
  z.object({ items: z.array(myJobSummary), nextCursor: z.nullable(z.string()) }),
);
export type MyJobsPage = z.infer<typeof myJobsPage>;

/** The job as its edit form holds it: the Job Details both job forms share, as posted. */
export const myJobFields = /* @__PURE__ */ schema(() =>
  z.object({
    jobTitle: z.string(),
    location: z.string(),
    /** Its postcode district, or empty for a job posted before districts were asked for. */
    postcode: z.string(),
    startDate: z.string(),
    daysHours: z.string(),
    /** The parts of each day it needs, or null: no schedule stated. */
    schedule: z.nullable(weekInput),
    /** Its gross pay, or null for an older job whose words could not be read as pay: entered again. */
    pay: z.nullable(payInput),
    jobType: z.string(),
    jobTypeOther: z.string(),
    childrenAges: z.string(),
    description: z.string(),
    selectedLanguages: z.array(z.string()),
    selectedRequirements: z.array(z.string()),
    photo: z.nullable(storedFileRef),
    contactEmail: z.string(),
    additionalComments: z.string(),
  }),
);
export type MyJobFields = z.infer<typeof myJobFields>;

/** One of a poster's jobs on its own page (GET /my-jobs/{jobId}). */
export const myJobDetail = /* @__PURE__ */ schema(() =>
  z.extend(myJobSummary, {
    fields: myJobFields,
    /** A short-lived link to the job's photo, or null. */
    photoUrl: z.nullable(z.string()),
    amountPence: z.number(),
    /** An older job's pay as its poster wrote it, shown while they enter it again; null otherwise. */
    payAsWritten: z.nullable(z.string()),
    /**
     * Why its pay is below the minimum wage for its start date (or today, once that has passed): its
     * poster is asked to fix it when editing. Null when it is not, or there is no pay to check.
     */
    payRefusal: z.nullable(z.string()),
    /** The applicant named as hired when the job was marked filled: her first name only. */
    hired: z.nullable(z.object({ nannyId: z.string(), name: shownFirstName })),
    /** Whether Extend would add time now (live, and not already as far ahead as allowed). */
    canExtend: z.boolean(),
  }),
);
export type MyJobDetail = z.infer<typeof myJobDetail>;

/**
 * An edit of a posted job: every Job Details field (the price and promo code are not editable). Children
 * ages stay optional for an agency's job and required for a family's (checked with the job).
 */
export const jobEditInput = /* @__PURE__ */ schema(() =>
  z
    .strictObject({
      ...jobDetailsShape,
      childrenAges: z.string().check(z.trim(), z.maxLength(100, 'Must be at most 100 characters')),
    })
    .check(z.superRefine(requireOtherType)),
);
export type JobEditInput = z.infer<typeof jobEditInput>;

/** Close a job, or mark it filled and optionally name the applicant hired. */
export const closeJobInput = /* @__PURE__ */ schema(() =>
  z.strictObject({
    outcome: z.enum(['closed', 'filled']),
    hiredNannyId: z.optional(
      z.nullable(z.string().check(z.regex(NANNY_ID, HIRING_MESSAGES.hiredNotApplicant))),
    ),
  }),
);
export type CloseJobInput = z.infer<typeof closeJobInput>;

export const extendJobInput = /* @__PURE__ */ schema(() => z.strictObject({}));

/** The signed "Still hiring" link's parts, as its page sends them back. */
export const stillHiringInput = /* @__PURE__ */ schema(() =>
  z.strictObject({
    /** The end date the link was issued for (ISO time). */
    until: z.string().check(z.maxLength(40)),
    signature: z.string().check(z.maxLength(200)),
  }),
);
export const stillHiringResult = /* @__PURE__ */ schema(() =>
  z.object({
    title: z.string(),
    liveUntil: z.string(),
    /** False when this link had extended the job already (the answer is the same either way). */
    extended: z.boolean(),
  }),
);
export type StillHiringResult = z.infer<typeof stillHiringResult>;

/**
 * An applicant as the job's poster sees them: her first name only (Create Profile promises families never
 * see her surname; 'Deleted user' once she deleted her account), her words and her public card.
 */
export const applicant = /* @__PURE__ */ schema(() =>
  z.object({
    nannyId: z.string(),
    name: shownFirstName,
    coverLetter: z.string(),
    /** Empty when she gave none. */
    phone: z.string(),
    status: statusEnum,
    appliedAt: z.string(),
    statusChangedAt: z.nullable(z.string()),
    /** The name of the CV she sent with it, or null. The file itself is read through a short-lived link. */
    cvFileName: z.nullable(z.string()),
    /** The message sent with a decline. */
    message: z.nullable(z.string()),
    /** Her public profile card, or null when her profile is hidden or gone. */
    profile: z.nullable(candidateCard),
    /** For a hire: where the poster's review of her stands (from when it can be written, or until when
     * it can be changed); null otherwise. */
    review: z.nullable(hireReview),
  }),
);
export type Applicant = z.infer<typeof applicant>;

export const applicantsQuery = /* @__PURE__ */ schema(() =>
  z.strictObject({ ...pagingQuery, status: z.optional(statusEnum) }),
);
export const applicantsPage = /* @__PURE__ */ schema(() =>
  z.object({ items: z.array(applicant), nextCursor: z.nullable(z.string()) }),
);
export type ApplicantsPage = z.infer<typeof applicantsPage>;

/** A poster's decision on an applicant; a decline may carry a message (the kind default otherwise). */
export const applicantDecisionInput = /* @__PURE__ */ schema(() =>
  z.strictObject({
    status: z.enum(POSTER_DECISIONS as unknown as [PosterDecision, ...PosterDecision[]]),
    message: z.optional(z.string().check(z.trim(), z.maxLength(2000, HIRING_MESSAGES.declineMessage))),
  }),
);
export type ApplicantDecisionInput = z.infer<typeof applicantDecisionInput>;

/** One of a nanny's applications (GET /my-applications). */
export const myApplication = /* @__PURE__ */ schema(() =>
  z.object({
    jobId: z.string(),
    /** Her profile's id, which names an offer made to her (its page is /offers/{jobId}/{nannyId}). */
    nannyId: z.string(),
    jobTitle: z.string(),
    posterLabel: z.string(),
    posterType: z.enum(['family', 'agency']),
    location: z.string(),
    appliedAt: z.string(),
    status: statusEnum,
    statusChangedAt: z.nullable(z.string()),
    /** The poster's message with a decline. */
    message: z.nullable(z.string()),
    /** Whether the job is still on the board (its page can be opened). */
    jobOpen: z.boolean(),
  }),
);
export type MyApplication = z.infer<typeof myApplication>;

export const myApplicationsQuery = /* @__PURE__ */ schema(() => z.strictObject(pagingQuery));
export const myApplicationsPage = /* @__PURE__ */ schema(() =>
  z.object({
    items: z.array(myApplication),
    nextCursor: z.nullable(z.string()),
  }),
);
export type MyApplicationsPage = z.infer<typeof myApplicationsPage>;

export const withdrawInput = /* @__PURE__ */ schema(() => z.strictObject({}));

/** What is new for the header's badge: applicants not yet opened (posters), status changes not yet seen (nannies). */
export const activity = /* @__PURE__ */ schema(() =>
  z.object({
    newApplicants: z.number(),
    applicationUpdates: z.number(),
    /** Messages the user has not read, across their conversations (messages.ts). */
    unreadMessages: z.number(),
  }),
);
export type Activity = z.infer<typeof activity>;
export const activitySeenInput = /* @__PURE__ */ schema(() =>
  z.strictObject({ what: z.enum(['applicationUpdates']) }),
);

/** Which emails the user receives: each on unless turned off. */
export const emailSettings = /* @__PURE__ */ schema(() =>
  z.object(
    Object.fromEntries(EMAIL_SETTINGS.map((name) => [name, z.boolean()])) as Record<
      (typeof EMAIL_SETTINGS)[number],
      z.ZodMiniBoolean
    >,
  ),
);
export type EmailSettings = z.infer<typeof emailSettings>;
export const emailSettingsInput = /* @__PURE__ */ schema(() =>
  z.strictObject(
    Object.fromEntries(EMAIL_SETTINGS.map((name) => [name, z.boolean()])) as Record<
      (typeof EMAIL_SETTINGS)[number],
      z.ZodMiniBoolean
    >,
  ),
);

/** A saved job as the saved-jobs page lists it: the card's facts while it is open, and whether it is. */
export const savedJobItem = /* @__PURE__ */ schema(() =>
  z.object({
    jobId: z.string(),
    savedAt: z.string(),
    title: z.string(),
    posterLabel: z.string(),
    location: z.string(),
    /** The pay line the job shows ('£16–£18 an hour gross'), or its poster's words for an older job. */
    payLine: z.string(),
    hoursLine: z.nullable(z.string()),
    jobTypeLabel: z.string(),
    /** False once the job is closed, filled, expired or hidden: it can no longer be applied to. */
    open: z.boolean(),
    appliedAt: z.nullable(z.string()),
  }),
);
export type SavedJobItem = z.infer<typeof savedJobItem>;
export const savedJobsPage = /* @__PURE__ */ schema(() =>
  z.object({ items: z.array(savedJobItem), nextCursor: z.nullable(z.string()) }),
);
export type SavedJobsPage = z.infer<typeof savedJobsPage>;
export const savedJobsQuery = /* @__PURE__ */ schema(() => z.strictObject(pagingQuery));

/**
 * Resume payment of an unpaid draft: its checkout, open again, priced with the promo code given (as a
 * post is: none, or an empty one, is the full price).
 */
export const resumePaymentInput = /* @__PURE__ */ schema(() =>
  z.strictObject({
    discountCode: z.optional(z.string().check(z.trim(), z.maxLength(40))),
  }),
);
export const resumePaymentResult = /* @__PURE__ */ schema(() => z.object({ checkoutUrl: z.string() }));

/** An unpaid draft discarded by its poster (the same answer however often it is asked). */
export const discardDraftResult = /* @__PURE__ */ schema(() =>
  z.object({ jobId: z.string(), discarded: z.literal(true) }),
);
