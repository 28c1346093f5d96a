import { canTransition, REPORT_MESSAGES } from '../../contract/reports.ts';
import { plainProse } from '../../domain/sanitise.ts';
import { getJob, jobVisibilityWrite } from '../../data/jobs.ts';
import { getNanny, nannyVisibilityWrite } from '../../data/nannies.ts';
import { getReport, updateReportStatus, type ModerationWrite } from '../../data/reports.ts';
import { invalid, conflict, notFound } from '../../domain/errors.ts';
import { routes } from '../../contract/routes.ts';
import { httpHandler } from '../../platform/http.ts';
import { reportViews } from '../../services/reported-content.ts';

/**
 * The Review dialog: moves a report to a new status (pending → reviewing, resolved or dismissed;
 * reviewing → resolved or dismissed; decisions are final), with notes, the reviewer and the time. It
 * can also hide the reported job or nanny profile from public lists, or show it again.
 */
export const handler = httpHandler(routes.adminReviewReport, async ({ principal, params, body, log }) => {
  const report = await getReport(params.reportId);
  if (!report) throw notFound('Unknown report');
  if (!canTransition(report.status, body.status)) throw conflict(REPORT_MESSAGES.notAllowed);
  if (body.hideContent !== undefined && report.contentType === 'application')
    throw invalid('Invalid request body', { hideContent: 'Applications are not shown publicly.' });

  let action: ModerationWrite | undefined;
  if (body.hideContent !== undefined) {
    if (report.contentType === 'job_posting') {
      const job = await getJob(report.contentId, true);
      if (!job?.paymentConfirmed) throw conflict(REPORT_MESSAGES.unknownContent);
      action = jobVisibilityWrite(job, body.hideContent);
    } else {
      const nanny = await getNanny(report.contentId, true);
      if (!nanny) throw conflict(REPORT_MESSAGES.unknownContent);
      action = nannyVisibilityWrite(nanny, body.hideContent);
    }
  }
  const next = {
    ...report,
    status: body.status,
    resolutionNotes: plainProse(body.notes) || null,
    reviewedByUserId: principal.id,
    reviewedAt: new Date().toISOString(),
  };
  const outcome = await updateReportStatus(report, next, action);
  if (outcome === 'content-gone') throw conflict(REPORT_MESSAGES.unknownContent);
  if (outcome === 'changed')
    throw conflict('This report was reviewed by someone else meanwhile. Reload to see it.');
  log.info('report reviewed', {
    reportId: report.id,
    from: report.status,
    to: body.status,
    hideContent: body.hideContent ?? null,
  });
  const [view] = await reportViews([next]);
  return view!;
});
