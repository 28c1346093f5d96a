/** Reports: filing one, and the admin queue's reads and decisions. */
import type {
  dbsResult,
  ReportContentType,
  reportCreated,
  ReportedContent,
  ReportInput,
  reportsPage,
  ReportStatus,
  ReportView,
} from '@contract/reports.ts';
import { api, type Answer } from '@/api/client.ts';

/** POST /reports: anyone may report content; a signed-in reporter is recorded. */
export const fileReport = (report: ReportInput) =>
  api<Answer<typeof reportCreated>>('/reports', { method: 'POST', auth: 'optional', body: report });

/** GET /admin/reports: one page of the queue, by status (all when none). */
export const readReportsPage = (
  query: { status: ReportStatus | ''; cursor: string | undefined; limit: number },
  signal?: AbortSignal,
) =>
  api<Answer<typeof reportsPage>>('/admin/reports', {
    auth: 'required',
    query: { status: query.status || undefined, cursor: query.cursor, limit: query.limit },
    ...(signal ? { signal } : {}),
  });

/** GET /admin/content/{type}/{id}: the reported content as the moderator sees it. */
export const readReportedContent = (
  contentType: ReportContentType | string,
  contentId: string,
  signal?: AbortSignal,
) =>
  api<ReportedContent>(`/admin/content/${encodeURIComponent(contentType)}/${encodeURIComponent(contentId)}`, {
    auth: 'required',
    ...(signal ? { signal } : {}),
  });

/** PATCH /admin/reports/{id}: moves a report on, and may hide or show its content. */
export const reviewReport = (
  reportId: string,
  review: { status: ReportStatus; notes: string; hideContent?: boolean },
) =>
  api<ReportView>(`/admin/reports/${encodeURIComponent(reportId)}`, {
    method: 'PATCH',
    auth: 'required',
    body: review,
  });

/** PUT /admin/nannies/{id}/dbs: records whether a nanny's DBS check was verified. */
export const setDbsVerified = (nannyId: string, verified: boolean) =>
  api<Answer<typeof dbsResult>>(`/admin/nannies/${encodeURIComponent(nannyId)}/dbs`, {
    method: 'PUT',
    auth: 'required',
    body: { verified },
  });
