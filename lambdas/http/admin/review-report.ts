import { adminReviewReport } from '../../contract/routes/admin.ts';
import { httpHandler } from '../handler.ts';
import { reviewReport } from '../../services/report-review.ts';

/** The Review dialog's decision on a report (services/report-review.ts): the report as it is now. */
export const handler = httpHandler(adminReviewReport, ({ principal, params, body, log }) =>
  reviewReport(principal.id, params.reportId, body, log),
);
