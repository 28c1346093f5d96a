import { REPORT_MESSAGES, type ReviewInput } from '../contract/reports.ts';
import { checkReview } from '../domain/reports.ts';
import type { Logger } from '../platform/log.ts';
import { plainProse } from '../domain/sanitise.ts';
import {
  closeDecision,
  closeDecisionWithAppeal,
  getDecision,
  openDecisionOf,
  recordDecision,
} from '../data/moderation.ts';
import { getReport, updateReportStatus, type ModerationWrite } from '../data/reports.ts';
import { conflict, notFound } from '../domain/errors.ts';
import { appealOutcomeItem, moderatedContent, newDecision } from './moderation.ts';
import { reportViews } from './reported-content.ts';

const ALREADY_HIDDEN = 'This content is hidden already.';
/**
 * Rounds of read-then-write: hiding a review also moves the nanny's rating (or a profile its place in the
 * list), written only while it is as read, so a review written meanwhile sends the moderator's action
 * round again with the content read afresh.
 */
const ATTEMPTS = 3;
/** What the owner of an open appeal is told when a moderator shows the content again from a report. */
const SHOWN_AGAIN = 'A moderator looked at it again and it is shown again.';

/**
 * The Review dialog: moves a report to a new status (pending → reviewing, resolved or dismissed;
 * reviewing → resolved or dismissed; decisions are final), with notes, the reviewer and the time. It
 * can also hide the reported job, nanny profile or message, or show it again. Hiding needs an
 * explanation for the owner: it records a moderation decision and emails the owner what and why, in
 * the review's transaction; showing it again closes that decision.
 */
export async function reviewReport(moderatorId: string, reportId: string, body: ReviewInput, log: Logger) {
  const report = await getReport(reportId);
  if (!report) throw notFound('Unknown report');
  const explanation = plainProse(body.explanation ?? '');
  checkReview(report, body, explanation);

  const now = new Date();
  const at = now.toISOString();
  const next = {
    ...report,
    status: body.status,
    resolutionNotes: plainProse(body.notes) || null,
    reviewedByUserId: moderatorId,
    reviewedAt: at,
  };
  let decisionId: string | null = null;
  let outcome: Awaited<ReturnType<typeof updateReportStatus>> = 'content-gone';
  for (let attempt = 0; attempt < ATTEMPTS && outcome === 'content-gone'; attempt++) {
    const actions: ModerationWrite[] = [];
    if (body.hideContent !== undefined) {
      const content = await moderatedContent(report.contentType, report.contentId);
      if (!content) throw conflict(REPORT_MESSAGES.unknownContent);
      // Read again after a refused round: hidden (or shown) by someone else meanwhile is theirs to keep.
      if (attempt > 0 && content.hidden === body.hideContent)
        throw conflict(body.hideContent ? ALREADY_HIDDEN : REPORT_MESSAGES.unknownContent);
      if (body.hideContent) {
        if (content.hidden) throw conflict(ALREADY_HIDDEN);
        const { decision, email } = await newDecision(content, report, explanation, moderatorId, now);
        decisionId = decision.id;
        actions.push(
          ...content.visibilityWrite(true),
          ...recordDecision(decision),
          ...(email ? [email] : []),
        );
      } else {
        actions.push(...content.visibilityWrite(false));
        const open = await openDecisionOf(report.contentType, report.contentId);
        const decision = open ? await getDecision(open) : null;
        if (decision?.appeal?.status === 'open') {
          // Its owner's appeal is answered by the content showing again: decided, and they are told.
          actions.push(...closeDecisionWithAppeal(decision, SHOWN_AGAIN, moderatorId, at));
          const email = await appealOutcomeItem(decision, 'reversed', SHOWN_AGAIN, now);
          if (email) actions.push(email);
        } else if (decision) actions.push(...closeDecision(decision, at));
      }
    }
    outcome = await updateReportStatus(report, next, actions);
    // Without a hide or show, nothing was read that a second round could read afresh.
    if (body.hideContent === undefined) break;
  }
  // Two moderators hiding the same item at once: one decision stands, the other is told.
  if (outcome === 'content-gone')
    throw conflict(body.hideContent ? ALREADY_HIDDEN : REPORT_MESSAGES.unknownContent);
  if (outcome === 'changed')
    throw conflict('This report was reviewed by someone else meanwhile. Reload to see it.');
  log.info('report reviewed', {
    reportId: report.id,
    from: report.status,
    to: body.status,
    hideContent: body.hideContent ?? null,
    decisionId,
  });
  const [view] = await reportViews([next]);
  return view!;
}
