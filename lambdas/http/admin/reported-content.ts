import { REPORT_MESSAGES } from '../../contract/reports.ts';
import { notFound } from '../../domain/errors.ts';
import { adminReportedContent } from '../../contract/routes/admin.ts';
import { httpHandler } from '../../platform/http.ts';
import { reportedContentView } from '../../services/reported-content.ts';

/**
 * View content in the admin queue: the reported job, nanny profile or application as stored, also when
 * the public no longer sees it, or the word that it no longer exists. Only reported content is shown:
 * any other id is unknown here.
 */
export const handler = httpHandler(adminReportedContent, async ({ params }) => {
  const content = await reportedContentView(params.contentType, params.contentId);
  if (!content) throw notFound(REPORT_MESSAGES.unknownContent);
  return content;
});
