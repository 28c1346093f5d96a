/**
 * Pure helpers of the admin reports page: human words for content types, reasons and statuses, the
 * status filter in the address, the Review dialog's choices and the body it sends.
 * Relative imports only (no '@/' aliases), so the unit tests (Node) can load this file directly.
 */
import {
  REPORT_REASON_LABELS,
  REPORT_STATUSES,
  REVIEW_TARGETS,
  type ReportReason,
  type ReportStatus,
} from '../../../../lambdas/domain/reports.ts';

export const CONTENT_TYPE_LABELS: Record<string, string> = {
  job_posting: 'Job posting',
  nanny_profile: 'Nanny profile',
  application: 'Application',
};

export const STATUS_LABELS: Record<ReportStatus, string> = {
  pending: 'Pending',
  reviewing: 'Reviewing',
  resolved: 'Resolved',
  dismissed: 'Dismissed',
};

/** 'some_value' → 'Some value', for anything the server sends that this page does not know yet. */
const humanise = (value: string) => {
  const words = value.replace(/[_-]+/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : value;
};

const isStatus = (value: string): value is ReportStatus =>
  (REPORT_STATUSES as readonly string[]).includes(value);

export const contentTypeLabel = (type: string) => CONTENT_TYPE_LABELS[type] ?? humanise(type);
export const statusLabel = (status: string) => (isStatus(status) ? STATUS_LABELS[status] : humanise(status));
export const reasonLabel = (reason: string) =>
  reason in REPORT_REASON_LABELS ? REPORT_REASON_LABELS[reason as ReportReason] : humanise(reason);

/** The filter's choices, in order: '' is All. */
export const STATUS_FILTERS: ReadonlyArray<{ value: ReportStatus | ''; label: string }> = [
  { value: '', label: 'All' },
  ...REPORT_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] })),
];

/** The status filter from the address (?status=pending): a known status, or '' for all reports. */
export function parseStatusFilter(value: string | null | undefined): ReportStatus | '' {
  const lower = (value ?? '').trim().toLowerCase();
  return isStatus(lower) ? lower : '';
}

/** Where a report may move from its status (none for a decided or unknown one). */
export const reviewTargets = (status: string): readonly ReportStatus[] =>
  isStatus(status) ? REVIEW_TARGETS[status] : [];

export const pendingLabel = (count: number) => `${count} pending`;

/** Whether the Review dialog offers to hide (or show again) the reported content. */
export const canToggleVisibility = (report: { contentType: string; contentLabel: string | null }) =>
  (report.contentType === 'job_posting' || report.contentType === 'nanny_profile') &&
  report.contentLabel !== null;

/** The PATCH body of the Review dialog; `toggleVisibility` hides visible content or shows hidden content. */
export function reviewBody(
  report: { contentType: string; contentLabel: string | null; contentHidden: boolean },
  choice: { status: ReportStatus; notes: string; toggleVisibility: boolean },
): { status: ReportStatus; notes: string; hideContent?: boolean } {
  const body = { status: choice.status, notes: choice.notes.trim() };
  return choice.toggleVisibility && canToggleVisibility(report)
    ? { ...body, hideContent: !report.contentHidden }
    : body;
}

/** A link of the site (a path such as '/jobs?job=…'); anything else is not followed. */
export function safeContentLink(link: string | null): string | null {
  if (!link || !link.startsWith('/') || link.startsWith('//') || link.includes('\\')) return null;
  return link;
}
