import * as z from 'zod/mini';
import './zod-locale.ts';
import {
  REPORT_CONTENT_TYPES,
  REPORT_REASONS,
  REPORT_STATUSES,
  type ReportContentType,
  type ReportReason,
  type ReportStatus,
} from '../domain/reports.ts';
import { pagingQuery } from './paging.ts';
import { REPORT_MESSAGES } from './reports-constants.ts';

export * from './reports-constants.ts';

const enumOf = <T extends string>(values: readonly T[], message: string) =>
  z.enum(values as unknown as [T, ...T[]], { error: message });

/** What the report dialog sends (POST /reports). The reporter is recorded from the token when signed in. */
export const reportInput = z.strictObject({
  contentType: enumOf<ReportContentType>(REPORT_CONTENT_TYPES, 'Unknown content type'),
  contentId: z.string().check(z.trim(), z.regex(/^[A-Za-z0-9_-]{1,80}$/, 'Unknown content')),
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
});
export type ReportInput = z.infer<typeof reportInput>;
export const reportCreated = z.object({ reportId: z.string(), message: z.string() });

/** A report as the admin queue shows it. */
export const reportView = z.object({
  id: z.string(),
  contentType: z.string(),
  contentId: z.string(),
  /** Where the reported content can be seen (a path of the site), or null when it is gone. */
  contentLink: z.nullable(z.string()),
  /** A short description of the reported content (a job's title, a nanny's first name). */
  contentLabel: z.nullable(z.string()),
  /** Whether the content is currently hidden from public lists by a moderator. */
  contentHidden: z.boolean(),
  reason: z.string(),
  details: z.nullable(z.string()),
  reporterEmail: z.string(),
  reporterUserId: z.nullable(z.string()),
  status: z.string(),
  resolutionNotes: z.nullable(z.string()),
  reviewedByUserId: z.nullable(z.string()),
  reviewedAt: z.nullable(z.string()),
  createdAt: z.string(),
});
export type ReportView = z.infer<typeof reportView>;

export const reportsQuery = z.strictObject({
  status: z.optional(enumOf<ReportStatus>(REPORT_STATUSES, 'Unknown status')),
  ...pagingQuery,
});
export const reportsPage = z.object({
  items: z.array(reportView),
  nextCursor: z.nullable(z.string()),
  pendingCount: z.number(),
});

export const reportIdParams = z.strictObject({
  reportId: z.string().check(z.regex(/^[a-z0-9-]{8,64}$/, 'Unknown report')),
});

/** The Review dialog (PATCH /admin/reports/{reportId}): a new status, optional notes, optional actions. */
export const reviewInput = z.strictObject({
  status: enumOf<ReportStatus>(REPORT_STATUSES, 'Choose a new status'),
  notes: z.string().check(z.trim(), z.maxLength(2000, 'Must be at most 2000 characters')),
  /** Hide the reported job or nanny profile from public lists (true), show it again (false), or leave it. */
  hideContent: z.optional(z.boolean()),
});
export type ReviewInput = z.infer<typeof reviewInput>;

/** Marking a nanny's DBS check as verified (or not) from the admin view. */
export const dbsInput = z.strictObject({ verified: z.boolean() });
export const nannyIdParams = z.strictObject({
  nannyId: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,80}$/, 'Unknown nanny')),
});
export const dbsResult = z.object({
  nannyId: z.string(),
  dbsVerified: z.boolean(),
  dbsVerifiedAt: z.nullable(z.string()),
});
