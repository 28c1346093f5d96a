import { COMPLAINT_TEXTS } from '../../contract/complaints.ts';
import { complaintsCreate } from '../../contract/routes/complaints.ts';
import { fileComplaint } from '../../services/complaints.ts';
import { httpHandler } from '../handler.ts';

/**
 * A complaint about how we use personal data, from anyone: a visitor gives the address we answer, a
 * signed-in person's complaint is their account's. It is stored with its acknowledgement email in one
 * transaction, so the email goes at once; limited per address given and per source address.
 */
export const handler = httpHandler(complaintsCreate, async ({ principal, body, sourceIp, log }) => {
  const received = await fileComplaint({ principal, body, sourceIp });
  log.info('complaint received', {
    reference: received.reference,
    category: body.category,
    signedIn: principal !== null,
  });
  return { ...received, message: COMPLAINT_TEXTS.sent };
});
