import { verificationConsent } from '../../contract/routes/verification.ts';
import { VERIFICATION_MESSAGES as M } from '../../contract/verification-constants.ts';
import { getNannyOfUser } from '../../data/nannies.ts';
import { closeCheck, readVerification, setConsent } from '../../data/verifications.ts';
import { forbidden, notFound } from '../../domain/errors.ts';
import { httpHandler } from '../handler.ts';

/**
 * Gives or withdraws her consent to DBS Update Service checks. Withdrawn, no check is recorded from
 * then on (the record's write holds only while consent is given) and a request still waiting is
 * withdrawn with it; a check already made stays on record until it lapses.
 */
export const handler = httpHandler(verificationConsent, async ({ principal, body, log }) => {
  if (principal.userType !== 'nanny') throw forbidden('Only nanny accounts have checks.');
  const profile = await getNannyOfUser(principal.id);
  if (!profile) throw notFound(M.profileFirst);
  const now = new Date();
  const consent = await setConsent(profile.id, body.given, now);
  if (!body.given) {
    const { requests } = await readVerification(profile.id);
    for (const request of requests)
      if (request.kind === 'dbs_update_service' && request.status === 'requested')
        await closeCheck({
          request,
          accountId: principal.id,
          status: 'withdrawn',
          reason: 'Consent to Update Service checks was withdrawn.',
          by: principal.id,
          now,
          notice: null,
        });
  }
  log.info('update service consent', { nannyId: profile.id, given: body.given });
  return consent;
});
