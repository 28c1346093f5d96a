import { offersPayrollPack } from '../../contract/routes/offers.ts';
import { httpHandler } from '../../platform/http.ts';
import { payrollPackDocument } from '../../services/offer-documents.ts';

/** An accepted offer's payroll pack, as a PDF with a starter checklist she fills in herself. */
export const handler = httpHandler(offersPayrollPack, async ({ principal, params, query }) =>
  payrollPackDocument(principal, params.jobId, params.nannyId, query.employer),
);
