/**
 * Rules of content reports that do not depend on AWS: the reasons and content types, the moderation
 * states and which moves between them are allowed, and how the admin queue shows a report's date.
 */

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

export const REPORT_CONTENT_TYPES = ['job_posting', 'nanny_profile', 'application'] as const;
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

/** Whether a report still waits for a decision (and counts as pending work). */
export const isOpen = (status: ReportStatus) => REVIEW_TARGETS[status].length > 0;

const DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/London',
});

/** The admin queue's dates: day, short month, year, hour, minute (UK time), e.g. '22 Nov 2026, 14:05'. */
export const formatReportDate = (iso: string) => DATE.format(new Date(iso));
