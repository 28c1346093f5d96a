import { offersStatement } from '../../contract/routes/offers.ts';
import { httpHandler } from '../../platform/http.ts';
import { statementDocument } from '../../services/offer-documents.ts';

/**
 * One version of an accepted offer's written statement, as a PDF, for either party (a nanny share's
 * nanny names the other family's with `employer=partner`; that family reads its own).
 */
export const handler = httpHandler(offersStatement, async ({ principal, params, query }) =>
  statementDocument(principal, params.jobId, params.nannyId, Number(params.version), query.employer),
);
