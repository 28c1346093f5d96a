import { adminVerificationFile } from '../../contract/routes/admin.ts';
import { httpHandler } from '../../platform/http.ts';
import { verificationFileOf } from '../../services/verification.ts';

/** A nanny's verification as a moderator decides it: requests, evidence, referees' answers, consent. */
export const handler = httpHandler(adminVerificationFile, async ({ params }) =>
  verificationFileOf(params.nannyId, new Date()),
);
