/**
 * The reports contract's texts and enumerations, without its schemas: pages that only show them
 * import this module and do not download the schema library. reports.ts re-exports all of it.
 */

export {
  CONTENT_VISIBILITIES,
  REPORT_CONTENT_TYPES,
  REPORT_REASONS,
  REPORT_STATUSES,
  REPORT_REASON_LABELS,
  REVIEW_TARGETS,
  canTransition,
  formatReportDate,
} from '../domain/reports.ts';
export type { ContentVisibility, ReportContentType, ReportReason, ReportStatus } from '../domain/reports.ts';

/** The spec's texts for reports and their review. */
export const REPORT_MESSAGES = {
  reasonRequired: 'Please select a reason: You must select a reason for reporting this content.',
  reasonTitle: 'Please select a reason',
  reasonBody: 'You must select a reason for reporting this content.',
  emailRequired: 'Email required: Please provide your email address.',
  emailTitle: 'Email required',
  emailBody: 'Please provide your email address.',
  submitted: 'Report submitted',
  submitFailed: 'Error submitting report: Please try again later.',
  loadFailedTitle: 'Error loading reports',
  loadFailed: 'Failed to load reports. Please check your admin permissions.',
  updateFailedTitle: 'Error updating report',
  updateFailed: 'Failed to update report status.',
  updated: 'Report updated',
  statusChanged: (status: string) => `Report status changed to ${status}.`,
  loading: 'Loading reports...',
  emptyTitle: 'No reports found',
  emptyBody: 'No content reports have been submitted yet.',
  tooMany: 'You have sent several reports in a short time. Please try again later.',
  unknownContent: 'The reported content was not found.',
  notAllowed: 'This report cannot be moved to that status.',
  contentLoading: 'Loading content...',
  contentLoadFailedTitle: 'Error loading content',
  contentLoadFailed: 'Failed to load the reported content. Please try again.',
  contentGone: 'It no longer exists: it was deleted after it was reported.',
} as const;
