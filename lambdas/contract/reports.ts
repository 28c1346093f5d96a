import * as z from 'zod/mini';
import { schema } from './schema.ts';
import './zod-locale.ts';
import {
  CONTENT_VISIBILITIES,
  REPORT_CONTENT_TYPES,
  REPORT_REASONS,
  REPORT_STATUSES,
  type ContentVisibility,
  type ReportContentType,
  type ReportReason,
  REPORT_MESSAGES,
  type ReportStatus,
} from './reports-constants.ts';
import { pagingQuery } from './paging.ts';

export * from './reports-constants.ts';

const enumOf = <T extends string>(values: readonly T[], message: string) =>
  z.enum(values as unknown as [T, ...T[]], { error: message });

/** What the report dialog sends (POST /reports). The reporter is recorded from the token when signed in. */
export const reportInput = /* @__PURE__ */ schema(() =>
  z.strictObject({
    contentType: enumOf<ReportContentType>(REPORT_CONTENT_TYPES, 'Unknown content type'),
    // A review's id is sealed (platform/signing.ts seal), so longer than the others.
    contentId: z.string().check(z.trim(), z.regex(/^[A-Za-z0-9_-]{1,240}$/, 'Unknown content')),
    reason: enumOf<ReportReason>(REPORT_REASONS, REPORT_MESSAGES.reasonRequired),
    details: z.string().check(z.trim(), z.maxLength(2000, 'Must be at most 2000 characters')),
    email: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, REPORT_MESSAGES.emailRequired),
        z.email('Please enter a valid email address'),
        z.maxLength(254),
      ),
    /**
     * A visitor reporting a message in her conversation proves she is in it with the token of her email's
     * link (messages.ts guestThreadInput). Signed-in participants need no token.
     */
    guestToken: z.optional(z.string().check(z.minLength(20), z.maxLength(600))),
  }),
);
export type ReportInput = z.infer<typeof reportInput>;
export const reportCreated = /* @__PURE__ */ schema(() =>
  z.object({ reportId: z.string(), message: z.string() }),
);

/** Where the reported content stands for the public (domain/reports.ts CONTENT_VISIBILITIES). */
const visibility = enumOf<ContentVisibility>(CONTENT_VISIBILITIES, 'Unknown visibility');

/**
 * A nanny's DBS check as a moderator sees it: whether she uploaded a certificate, and whether a DBS
 * certificate record still counts (its day), from her verification records.
 */
export const dbsState = /* @__PURE__ */ schema(() =>
  z.object({
    uploaded: z.boolean(),
    verified: z.boolean(),
    verifiedAt: z.nullable(z.string()),
  }),
);
export type DbsState = z.infer<typeof dbsState>;

/** A report as the admin queue shows it, with what its content is and where it stands now. */
export const reportView = /* @__PURE__ */ schema(() =>
  z.object({
    id: z.string(),
    contentType: z.string(),
    contentId: z.string(),
    /** A short description of the reported content (a job's title, a nanny's first name), or null when it is gone. */
    contentLabel: z.nullable(z.string()),
    /** Whether the content is currently hidden from public lists by a moderator. */
    contentHidden: z.boolean(),
    visibility,
    reason: z.string(),
    details: z.nullable(z.string()),
    reporterEmail: z.string(),
    reporterUserId: z.nullable(z.string()),
    status: z.string(),
    resolutionNotes: z.nullable(z.string()),
    reviewedByUserId: z.nullable(z.string()),
    reviewedAt: z.nullable(z.string()),
    createdAt: z.string(),
  }),
);
export type ReportView = z.infer<typeof reportView>;

export const reportCounts = /* @__PURE__ */ schema(() =>
  z.object({
    total: z.number(),
    pending: z.number(),
    reviewing: z.number(),
    resolved: z.number(),
    dismissed: z.number(),
  }),
);

/**
 * The reports about one job, profile or application: one entry of the queue, with the item as it stands
 * now (and, for a nanny, her DBS check), how many reports it has in each status, and its reports newest
 * first (the newest REPORTS_SHOWN_PER_ITEM when there are more).
 */
export const reportGroupView = /* @__PURE__ */ schema(() =>
  z.object({
    /** The entry's own id in the queue: `<contentType>:<contentId>`. */
    id: z.string(),
    contentType: z.string(),
    contentId: z.string(),
    contentLabel: z.nullable(z.string()),
    contentHidden: z.boolean(),
    visibility,
    dbs: z.nullable(dbsState),
    counts: reportCounts,
    lastReportedAt: z.string(),
    reports: z.array(reportView),
  }),
);
export type ReportGroupView = z.infer<typeof reportGroupView>;

export const reportsQuery = /* @__PURE__ */ schema(() =>
  z.strictObject({
    status: z.optional(enumOf<ReportStatus>(REPORT_STATUSES, 'Unknown status')),
    ...pagingQuery,
  }),
);
/** The queue: reported items, each once; `pendingCount` counts pending reports (not items). */
export const reportsPage = /* @__PURE__ */ schema(() =>
  z.object({
    items: z.array(reportGroupView),
    nextCursor: z.nullable(z.string()),
    pendingCount: z.number(),
  }),
);

/** GET /admin/content/{contentType}/{contentId}: the reported content itself, for a moderator. */
export const contentParams = /* @__PURE__ */ schema(() =>
  z.strictObject({
    contentType: enumOf<ReportContentType>(REPORT_CONTENT_TYPES, 'Unknown content type'),
    contentId: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,80}$/, 'Unknown content')),
  }),
);

const jobContent = /* @__PURE__ */ schema(() =>
  z.object({
    title: z.string(),
    posterType: z.string(),
    posterLabel: z.string(),
    location: z.string(),
    jobType: z.string(),
    startDate: z.string(),
    daysHours: z.string(),
    /** Its pay and hours as the job shows them ('£16–£18 an hour gross, 40 hours a week'). */
    pay: z.string(),
    childrenAges: z.string(),
    languages: z.array(z.string()),
    requirements: z.array(z.string()),
    description: z.string(),
    additionalComments: z.string(),
    hasPhoto: z.boolean(),
    createdAt: z.string(),
    publishedAt: z.nullable(z.string()),
  }),
);

const nannyContent = /* @__PURE__ */ schema(() =>
  z.object({
    firstName: z.string(),
    location: z.string(),
    yearsExperience: z.number(),
    bio: z.string(),
    skills: z.array(z.string()),
    languages: z.array(z.string()),
    hourlyRateMin: z.nullable(z.number()),
    hourlyRateMax: z.nullable(z.number()),
    drivingLicense: z.boolean(),
    willingToTravel: z.boolean(),
    activelyLooking: z.boolean(),
    additionalComments: z.string(),
    hasPhoto: z.boolean(),
    hasCv: z.boolean(),
    references: z.number(),
    dbs: dbsState,
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
);

const applicationContent = /* @__PURE__ */ schema(() =>
  z.object({
    jobId: z.string(),
    /** The job applied to, or null when it no longer exists. */
    jobTitle: z.nullable(z.string()),
    nannyId: z.string(),
    applicantFirstName: z.string(),
    coverLetter: z.string(),
    hasCv: z.boolean(),
    createdAt: z.string(),
  }),
);

/** One message of a reported message's context, as a moderator sees it. */
const contextMessage = /* @__PURE__ */ schema(() =>
  z.object({
    id: z.string(),
    seq: z.number(),
    /** Which side sent it: 'a' began the conversation, 'b' was written to. */
    side: z.enum(['a', 'b']),
    senderLabel: z.string(),
    /** The stored text, shown to the moderator even when the message is hidden. */
    text: z.string(),
    hidden: z.boolean(),
    sentAt: z.string(),
    /** The message the report is about. */
    reported: z.boolean(),
  }),
);

/**
 * A reported message with the messages around it (up to MESSAGE_CONTEXT before and after), so a
 * moderator reads it as it was said.
 */
export const messageContent = /* @__PURE__ */ schema(() =>
  z.object({
    conversationId: z.string(),
    /** 'a' began the conversation. */
    sides: z.object({
      a: z.object({ label: z.string(), kind: z.string() }),
      b: z.object({ label: z.string(), kind: z.string() }),
    }),
    jobTitle: z.nullable(z.string()),
    context: z.array(contextMessage),
  }),
);
export const MESSAGE_CONTEXT = 5;

/** A reported review, with who wrote it (first name or agency name) and whom it is about. */
const reviewContent = /* @__PURE__ */ schema(() =>
  z.object({
    rating: z.number(),
    text: z.string(),
    authorLabel: z.string(),
    nannyId: z.string(),
    /** The nanny it is about, by first name; null when her profile is gone. */
    nannyFirstName: z.nullable(z.string()),
    jobTitle: z.string(),
    writtenAt: z.string(),
    editedAt: z.nullable(z.string()),
    reply: z.nullable(z.object({ text: z.string(), repliedAt: z.string() })),
  }),
);

/**
 * The reported content as stored, for a moderator: where it stands for the public and its owner's first
 * name (never a surname or an email), and the item of its type; all three items are null when it no
 * longer exists (visibility 'removed'). Long texts come as plain text with line breaks.
 */
export const reportedContent = /* @__PURE__ */ schema(() =>
  z.object({
    contentType: z.string(),
    contentId: z.string(),
    visibility,
    ownerFirstName: z.nullable(z.string()),
    counts: reportCounts,
    job: z.nullable(jobContent),
    nanny: z.nullable(nannyContent),
    application: z.nullable(applicationContent),
    message: z.nullable(messageContent),
    review: z.optional(z.nullable(reviewContent)),
  }),
);
export type ReportedContent = z.infer<typeof reportedContent>;

export const reportIdParams = /* @__PURE__ */ schema(() =>
  z.strictObject({
    reportId: z.string().check(z.regex(/^[a-z0-9-]{8,64}$/, 'Unknown report')),
  }),
);

/** The Review dialog (PATCH /admin/reports/{reportId}): a new status, optional notes, optional actions. */
export const reviewInput = /* @__PURE__ */ schema(() =>
  z.strictObject({
    status: enumOf<ReportStatus>(REPORT_STATUSES, 'Choose a new status'),
    notes: z.string().check(z.trim(), z.maxLength(2000, 'Must be at most 2000 characters')),
    /**
     * Hide the reported job, nanny profile, message or review (true), show it again (false), or leave it. Hiding
     * records a moderation decision its owner is told about and may appeal (moderation.ts).
     */
    hideContent: z.optional(z.boolean()),
    /** What the owner is told about why their content is hidden; required when hiding. */
    explanation: z.optional(z.string().check(z.trim(), z.maxLength(2000, 'Must be at most 2000 characters'))),
  }),
);
export type ReviewInput = z.infer<typeof reviewInput>;
