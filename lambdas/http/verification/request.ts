import { verificationRequest } from '../../contract/routes/verification.ts';
import { httpHandler } from '../handler.ts';
import { requestACheck } from '../../services/check-request.ts';

/**
 * Asks for a check. Identity and first aid need a document she attaches; a DBS certificate uses the one
 * on her profile unless she attaches one; the Update Service needs her consent and the certificate's
 * number; Ofsted needs her registration number. One check of a kind waits at a time.
 */
export const handler = httpHandler(verificationRequest, async ({ principal, body, log }) =>
  requestACheck(principal, body, log),
);
