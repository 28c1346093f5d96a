import { verificationConsent } from '../../contract/routes/verification.ts';
import { httpHandler } from '../handler.ts';
import { setUpdateServiceConsent } from '../../services/verification.ts';

/**
 * Gives or withdraws her consent to DBS Update Service checks. Withdrawn, no check is recorded from
 * then on (the record's write holds only while consent is given) and a request still waiting is
 * withdrawn with it; a check already made stays on record until it lapses.
 */
export const handler = httpHandler(verificationConsent, async ({ principal, body, log }) =>
  setUpdateServiceConsent(principal, body.given, log),
);
