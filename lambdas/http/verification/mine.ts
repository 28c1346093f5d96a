import { verificationMine } from '../../contract/routes/verification.ts';
import { httpHandler } from '../../platform/http.ts';
import { myVerification } from '../../services/verification.ts';

/** The nanny's own checks: her level, what counts today, her requests, referees and consent. */
export const handler = httpHandler(verificationMine, async ({ principal }) => myVerification(principal));
