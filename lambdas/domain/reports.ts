/**
 * Rules of content reports that do not depend on AWS: which reports still wait for a decision, where
 * reported content stands for the public, and how an item's reports are counted.
 */
import { MODERATION_TEXTS } from '../contract/moderation.ts';
import {
  canTransition,
  REPORT_MESSAGES,
  REVIEW_TARGETS,
  type ContentVisibility,
  type ReportContentType,
  type ReportStatus,
} from '../contract/reports-constants.ts';
import { conflict, invalid } from './errors.ts';
import { jobStatus } from './jobs.ts';
import { isListed } from './visibility.ts';

// The reasons, content types, statuses and their moves, and how the queue words them, are the
// contract's: the SPA shows them too.
export {
  CONTENT_VISIBILITIES,
  REPORT_CONTENT_TYPES,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  REPORT_STATUSES,
  REVIEW_TARGETS,
  canTransition,
  formatReportDate,
  type ContentVisibility,
  type ReportContentType,
  type ReportReason,
  type ReportStatus,
} from '../contract/reports-constants.ts';

/**
 * Refuses a moderator's review a report cannot take: a move its status does not allow (decisions are
 * final), hiding or showing an application (never shown publicly), or hiding with no explanation for
 * the owner (`explanation` as sanitised).
 */
export function checkReview(
  report: { status: ReportStatus; contentType: ReportContentType },
  review: { status: ReportStatus; hideContent?: boolean },
  explanation: string,
): void {
  if (!canTransition(report.status, review.status)) throw conflict(REPORT_MESSAGES.notAllowed);
  if (review.hideContent !== undefined && report.contentType === 'application')
    throw invalid('Invalid request body', { hideContent: 'Applications are not shown publicly.' });
  if (review.hideContent === true && !explanation)
    throw invalid(MODERATION_TEXTS.explanationRequired, {
      explanation: MODERATION_TEXTS.explanationRequired,
    });
}

/** Whether a report still waits for a decision (and counts as pending work). */
export const isOpen = (status: ReportStatus) => REVIEW_TARGETS[status].length > 0;

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
