/**
 * Pure helpers of the admin reports page: human words for content types, reasons, statuses, where
 * reported content stands and a nanny's DBS check, the status filter in the address, the Review
 * dialog's choices and the body it sends.
 */
import {
  CONTENT_VISIBILITIES,
  REPORT_REASON_LABELS,
  REPORT_STATUSES,
  REVIEW_TARGETS,
  type ContentVisibility,
  type ReportReason,
  type ReportStatus,
} from '@contract/reports-constants.ts';

export const CONTENT_TYPE_LABELS: Record<string, string> = {
  job_posting: 'Job posting',
  nanny_profile: 'Nanny profile',
  application: 'Application',
  message: 'Message',
  review: 'Review',
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
  (report.contentType === 'job_posting' ||
    report.contentType === 'nanny_profile' ||
    report.contentType === 'message' ||
    report.contentType === 'review') &&
  report.contentLabel !== null;

/** Whether the Review dialog's choice hides the content (and so needs an explanation for its owner). */
export const hidesContent = (
  report: { contentType: string; contentLabel: string | null; contentHidden: boolean },
  toggleVisibility: boolean,
) => toggleVisibility && canToggleVisibility(report) && !report.contentHidden;

/**
 * The PATCH body of the Review dialog; `toggleVisibility` hides visible content or shows hidden content.
 * Hiding carries the explanation its owner is told.
 */
export function reviewBody(
  report: { contentType: string; contentLabel: string | null; contentHidden: boolean },
  choice: { status: ReportStatus; notes: string; toggleVisibility: boolean; explanation?: string },
): { status: ReportStatus; notes: string; hideContent?: boolean; explanation?: string } {
  const body = { status: choice.status, notes: choice.notes.trim() };
  if (!choice.toggleVisibility || !canToggleVisibility(report)) return body;
  return report.contentHidden
    ? { ...body, hideContent: false }
    : { ...body, hideContent: true, explanation: (choice.explanation ?? '').trim() };
}

/** The Review dialog's words for hiding or showing an item, by its type. */
export function visibilityChoice(contentType: string, hidden: boolean): { label: string; hint: string } {
  const noun = contentTypeLabel(contentType).toLowerCase();
  if (contentType === 'message')
    return hidden
      ? { label: 'Show it again in its conversation', hint: 'This message is hidden at the moment.' }
      : {
          label: 'Hide this message from its conversation',
          hint: 'Both sides then see that a moderator removed it; you still see its text here.',
        };
  if (contentType === 'review')
    return hidden
      ? {
          label: "Show it again on the nanny's profile",
          hint: 'This review is hidden at the moment: it is not shown and does not count toward her rating.',
        }
      : {
          label: "Hide this review from the nanny's profile",
          hint: 'It then leaves her public reviews and her rating; you still see its text here.',
        };
  return hidden
    ? { label: 'Show it again in public lists', hint: `This ${noun} is hidden at the moment.` }
    : {
        label: 'Hide this content from public lists',
        hint: `The ${noun} stays saved, but the public no longer sees it.`,
      };
}

/** Where reported content stands for the public, in words. */
export const VISIBILITY_LABELS: Record<ContentVisibility, string> = {
  on_board: 'On the job board',
  unpaid: 'Not on the board: not paid for',
  processing: 'Not on the board: payment still clearing',
  closed: 'Not on the board: closed',
  hidden: 'Hidden from public lists',
  listed: 'Listed on the candidates page',
  not_looking: 'Not listed: not looking for work',
  private: "Seen only by the job's poster",
  published: "Shown on the nanny's profile",
  removed: 'Removed: it no longer exists',
};

const isVisibility = (value: string): value is ContentVisibility =>
  (CONTENT_VISIBILITIES as readonly string[]).includes(value);

/** A message is never public: it is seen by its two sides, or hidden from them. */
const MESSAGE_VISIBILITY_LABELS: Partial<Record<ContentVisibility, string>> = {
  private: 'Seen only by the two sides of the conversation',
  hidden: 'Hidden: removed from the conversation',
};

export const visibilityLabel = (visibility: string, contentType?: string) =>
  contentType === 'message' && MESSAGE_VISIBILITY_LABELS[visibility as ContentVisibility]
    ? MESSAGE_VISIBILITY_LABELS[visibility as ContentVisibility]!
    : isVisibility(visibility)
      ? VISIBILITY_LABELS[visibility]
      : humanise(visibility);

export const reportCountLabel = (count: number) => (count === 1 ? '1 report' : `${count} reports`);

/** The statuses an item's reports are in, in the order of the workflow: '2 pending, 1 resolved'. */
export const countsBreakdown = (counts: Record<ReportStatus, number>) =>
  REPORT_STATUSES.filter((status) => counts[status] > 0)
    .map((status) => `${counts[status]} ${STATUS_LABELS[status].toLowerCase()}`)
    .join(', ');

/** When an item has more reports than the queue shows at once, says so; otherwise null. */
export const moreReportsNote = (shown: number, total: number) =>
  total > shown ? `Showing the ${shown} newest of ${total} reports.` : null;

/** A nanny's DBS check as the queue knows it from the server. */
export interface DbsCheck {
  uploaded: boolean;
  verified: boolean;
  verifiedAt: string | null;
}

export const dbsStateLabel = (dbs: DbsCheck) =>
  dbs.verified ? 'DBS certificate on record' : 'No current DBS certificate record';

/**
 * What stands behind the state: the day a moderator checked a copy of the certificate (a day, from her
 * verification records; never the original), or whether there is an upload she could ask to have checked.
 */
export function dbsStateDetail(dbs: DbsCheck): string {
  if (dbs.verified)
    return dbs.verifiedAt ? `Checked from a copy on ${dayInWords(dbs.verifiedAt)}` : 'Checked from a copy';
  return dbs.uploaded ? 'Certificate uploaded, not recorded as checked' : 'No DBS certificate uploaded';
}

const dayInWords = (day: string) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day.slice(0, 10)}T00:00:00Z`));

const DAY = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A calendar date as stored ('2026-12-09') in words ('9 Dec 2026'); anything else as it was given. */
export function formatDay(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? value : DAY.format(date);
}
