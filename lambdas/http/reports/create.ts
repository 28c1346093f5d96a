import { randomUUID } from 'node:crypto';
import { REPORT_MESSAGES } from '../../contract/reports.ts';
import { RATE_LIMITS } from '../../domain/rate-limits.ts';
import { plainParagraphs } from '../../domain/sanitise.ts';
import { enforceRateLimits } from '../../data/rate-limits.ts';
import { createReport, type Report } from '../../data/reports.ts';
import { notFound } from '../../domain/errors.ts';
import { routes } from '../../contract/routes.ts';
import { httpHandler } from '../../platform/http.ts';
import { countEvent } from '../../platform/metrics.ts';
import { reportableContentExists } from '../../services/reported-content.ts';

/**
 * Anyone may report a job or a nanny profile, giving an email, and a job's poster an application to it;
 * a signed-in reporter is recorded too. The details are stored as plain text with paragraphs. Throttled per email and per source address.
 */
export const handler = httpHandler(routes.reportsCreate, async ({ principal, body, sourceIp, log }) => {
  const email = body.email.toLowerCase();
  await enforceRateLimits(
    [
      [RATE_LIMITS.reportsPerEmail, email],
      [RATE_LIMITS.reportsPerAddress, sourceIp],
    ],
    REPORT_MESSAGES.tooMany,
  );
  if (!(await reportableContentExists(body.contentType, body.contentId, principal?.id ?? null)))
    throw notFound(REPORT_MESSAGES.unknownContent);
  const report: Report = {
    id: randomUUID(),
    contentType: body.contentType,
    contentId: body.contentId,
    reason: body.reason,
    details: plainParagraphs(body.details) || null,
    reporterEmail: email,
    reporterUserId: principal?.id ?? null,
    reporterIp: sourceIp,
    status: 'pending',
    resolutionNotes: null,
    reviewedByUserId: null,
    reviewedAt: null,
    createdAt: new Date().toISOString(),
  };
  await createReport(report);
  countEvent('reportFiled');
  log.info('report submitted', {
    reportId: report.id,
    contentType: report.contentType,
    reason: report.reason,
  });
  return { reportId: report.id, message: REPORT_MESSAGES.submitted };
});
