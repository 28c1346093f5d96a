/**
 * Rules of content reports that do not depend on AWS: the reasons and content types, the moderation
 * states and which moves between them are allowed, where reported content stands for the public, and
 * how the admin queue shows a report's date.
 */
import { jobStatus } from './jobs.ts';
import { isListed } from './visibility.ts';

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

/**
 * Where reported content stands for the public, as the admin queue tells it: a job on the board, not
 * paid for yet (or its bank payment still clearing), closed or hidden by a moderator; a nanny listed on
 * the candidates page, not listed because she is not looking, or hidden; an application, which only the
 * job's poster ever sees; or content that no longer exists.
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
  'removed',
] as const;
export type ContentVisibility = (typeof CONTENT_VISIBILITIES)[number];

export function jobVisibility(job: Parameters<typeof jobStatus>[0]): ContentVisibility {
  const status = jobStatus(job);
  return status === 'live' ? 'on_board' : status;
}

export function nannyVisibility(profile: { activelyLooking: boolean; hidden?: boolean }): ContentVisibility {
  if (profile.hidden === true) return 'hidden';
  return isListed(profile) ? 'listed' : 'not_looking';
}

/** How many reports about one item are in each status, and in all. */
export type ReportCounts = Record<ReportStatus, number> & { total: number };

/** The counts as stored (absent or negative counts are 0: a count is only ever added to). */
export const reportCounts = (item: Record<string, unknown> | undefined): ReportCounts => {
  const count = (name: string) => Math.max(0, Math.trunc(Number(item?.[name] ?? 0)) || 0);
  return {
    total: count('total'),
    pending: count('pending'),
    reviewing: count('reviewing'),
    resolved: count('resolved'),
    dismissed: count('dismissed'),
  };
};
