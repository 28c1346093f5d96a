import { adminRespondComplaint } from '../../contract/routes/admin.ts';
import { respondToComplaint } from '../../services/complaints.ts';
import { httpHandler } from '../handler.ts';

/**
 * An admin responds to a complaint: an update that keeps it open, or the outcome that resolves it. The
 * complainant is emailed it in the same transaction. A resolved complaint takes nothing more (409).
 */
export const handler = httpHandler(adminRespondComplaint, async ({ principal, params, body, log }) => {
  const view = await respondToComplaint({
    complaintId: params.complaintId,
    adminId: principal.id,
    text: body.text,
    resolve: body.resolve,
  });
  log.info('complaint answered', { reference: view.reference, status: view.status });
  return view;
});
