import { randomUUID } from 'node:crypto';
import { REPORT_MESSAGES } from '../contract/reports.ts';
import { RATE_LIMITS } from '../domain/rate-limits.ts';
import { plainParagraphs } from '../domain/sanitise.ts';
import { enforceRateLimits } from '../data/rate-limits.ts';
import { createReport, type Report } from '../data/reports.ts';
import { markReported } from '../data/message-moderation.ts';
import { invalid, notFound } from '../domain/errors.ts';
import { unseal } from '../platform/signing.ts';
import { REVIEW_ID_PURPOSE } from '../contract/reviews-constants.ts';
import { countEvent } from '../platform/metrics.ts';
import { messageReportable, reportableContentExists } from './reported-content.ts';
import type { ReportInput } from '../contract/reports.ts';
import type { Logger } from '../platform/log.ts';
import type { Principal } from '../platform/principal.ts';

/** A participant reporting a message she sent herself. */
const OWN_MESSAGE = 'You cannot report your own message.';

/**
 * Anyone may report a job or a nanny profile, giving an email, and a job's poster an application to it;
 * a signed-in reporter is recorded too. A message is reported only by a participant of its conversation
 * (signed in, or a visitor with her link's token), never by its sender, and the report marks the message
 * and its conversation, so the conversation is kept with the report. The details are stored as plain text
 * with paragraphs. Throttled per email and per source address.
 */
export async function fileReport({
  principal,
  body,
  sourceIp,
  log,
}: {
  principal: Principal | null;
  body: ReportInput;
  sourceIp: string;
  log: Logger;
}) {
  const email = body.email.toLowerCase();
  await enforceRateLimits(
    [
      [RATE_LIMITS.reportsPerEmail, email],
      [RATE_LIMITS.reportsPerAddress, sourceIp],
    ],
    REPORT_MESSAGES.tooMany,
  );
  // A review is reported by the sealed id the public list gave it (http/reviews/list.ts).
  const contentId =
    body.contentType === 'review' ? await unseal(REVIEW_ID_PURPOSE, body.contentId) : body.contentId;
  if (contentId === null) throw notFound(REPORT_MESSAGES.unknownContent);
  if (body.contentType === 'message') {
    const reporter = await messageReportable(body.contentId, principal?.id ?? null, body.guestToken ?? null);
    if (reporter === 'unknown') throw notFound(REPORT_MESSAGES.unknownContent);
    if (reporter === 'sender') throw invalid(OWN_MESSAGE, { contentId: OWN_MESSAGE });
  } else if (
    !(await reportableContentExists(body.contentType, contentId, principal?.id ?? null, {
      moderator: principal?.isAdmin === true,
    }))
  )
    throw notFound(REPORT_MESSAGES.unknownContent);
  const report: Report = {
    id: randomUUID(),
    contentType: body.contentType,
    contentId,
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
  const marks = report.contentType === 'message' ? markReported(report.contentId, report.createdAt) : [];
  // The message (or its conversation) deleted between the check and the write: as if never there.
  if ((await createReport(report, marks)) === 'content-gone') throw notFound(REPORT_MESSAGES.unknownContent);
  countEvent('reportFiled');
  log.info('report submitted', {
    reportId: report.id,
    contentType: report.contentType,
    reason: report.reason,
  });
  return { reportId: report.id, message: REPORT_MESSAGES.submitted };
}
