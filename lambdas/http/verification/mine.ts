import { verificationMine } from '../../contract/routes/verification.ts';
import { VERIFICATION_MESSAGES } from '../../contract/verification-constants.ts';
import { getNannyOfUser } from '../../data/nannies.ts';
import { forbidden, notFound } from '../../domain/errors.ts';
import { httpHandler } from '../../platform/http.ts';
import { myVerificationOf } from '../../services/verification.ts';

/** The nanny's own checks: her level, what counts today, her requests, referees and consent. */
export const handler = httpHandler(verificationMine, async ({ principal }) => {
  if (principal.userType !== 'nanny') throw forbidden('Only nanny accounts have checks.');
  const profile = await getNannyOfUser(principal.id);
  if (!profile) throw notFound(VERIFICATION_MESSAGES.profileFirst);
  return myVerificationOf(profile, new Date());
});
