/** Reports: filing one, and the admin queue's reads and decisions. */
import type { ReportContentType, ReportInput, ReportStatus } from '@contract/reports.ts';
import { call } from '@/api/client.ts';

/** POST /reports: anyone may report content; a signed-in reporter is recorded. */
export const fileReport = (report: ReportInput) => call('reportsCreate', { body: report });

/** GET /admin/reports: one page of the queue, by status (all when none). */
export const readReportsPage = (
  query: { status: ReportStatus | ''; cursor: string | undefined; limit: number },
  signal?: AbortSignal,
) =>
  call('adminListReports', {
    query: { status: query.status || undefined, cursor: query.cursor, limit: query.limit },
    ...(signal ? { signal } : {}),
  });

/**
 * GET /admin/content/{type}/{id}: the reported content as the moderator sees it. The queue gives the
 * type as a plain string; one the server does not know is refused there (400), as any other address.
 */
export const readReportedContent = (
  contentType: ReportContentType | string,
  contentId: string,
  signal?: AbortSignal,
) =>
  call('adminReportedContent', {
    params: { contentType: contentType as ReportContentType, contentId },
    ...(signal ? { signal } : {}),
  });

/** PATCH /admin/reports/{id}: moves a report on, and may hide or show its content. */
export const reviewReport = (
  reportId: string,
  review: { status: ReportStatus; notes: string; hideContent?: boolean; explanation?: string },
) => call('adminReviewReport', { params: { reportId }, body: review });
