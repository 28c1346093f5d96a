/**
 * The reports contract's texts and enumerations, without its schemas: pages that only show them
 * import this module and do not download the schema library. reports.ts re-exports all of it.
 */
import { lazily } from './lazily.ts';

export const REPORT_REASONS = [
  'inappropriate',
  'spam',
  'fake',
  'harassment',
  'discrimination',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** The spec's labels for the reasons. */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  inappropriate: 'Inappropriate Content',
  spam: 'Spam',
  fake: 'Fake Profile/Posting',
  harassment: 'Harassment',
  discrimination: 'Discrimination',
  other: 'Other',
};

export const REPORT_CONTENT_TYPES = [
  'job_posting',
  'nanny_profile',
  'application',
  'message',
  'review',
] as const;
export type ReportContentType = (typeof REPORT_CONTENT_TYPES)[number];

export const REPORT_STATUSES = ['pending', 'reviewing', 'resolved', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/**
 * Where each status may move: a pending report is taken up (reviewing) or decided at once; one under
 * review is decided; a decision (resolved, dismissed) is final.
 */
export const REVIEW_TARGETS: Record<ReportStatus, readonly ReportStatus[]> = {
  pending: ['reviewing', 'resolved', 'dismissed'],
  reviewing: ['resolved', 'dismissed'],
  resolved: [],
  dismissed: [],
};

export const canTransition = (from: ReportStatus, to: ReportStatus) => REVIEW_TARGETS[from].includes(to);

const DATE = lazily(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'Europe/London',
    }),
);

/** The admin queue's dates: day, short month, year, hour, minute (UK time), e.g. '22 Nov 2026, 14:05'. */
export const formatReportDate = (iso: string) => DATE().format(new Date(iso));

/**
 * Where reported content stands for the public, as the admin queue tells it: a job on the board, not
 * paid for yet (or its bank payment still clearing), closed or hidden by a moderator; a nanny listed on
 * the candidates page, not listed because she is not looking, or hidden; an application, which only the
 * job's poster ever sees; a review shown on the nanny's profile; or content that no longer exists.
 */
export const CONTENT_VISIBILITIES = [
  'on_board',
  'unpaid',
  'processing',
  'closed',
  'hidden',
  'listed',
  'not_looking',
  'private',
  'published',
  'removed',
] as const;
export type ContentVisibility = (typeof CONTENT_VISIBILITIES)[number];

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
