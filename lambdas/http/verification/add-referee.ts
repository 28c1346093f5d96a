import { routes } from '../../contract/routes.ts';
import {
  MAX_REFEREES,
  REFEREE_LINK_DAYS,
  VERIFICATION_MESSAGES as M,
} from '../../contract/verification-constants.ts';
import { getNannyOfUser } from '../../data/nannies.ts';
import { outboxEntry } from '../../data/outbox.ts';
import { inviteReferee, readVerification, refereeIdFor } from '../../data/verifications.ts';
import { conflict, forbidden, invalid, notFound } from '../../domain/errors.ts';
import { firstName } from '../../domain/nanny.ts';
import { plainText } from '../../domain/sanitise.ts';
import { httpHandler } from '../../platform/http.ts';
import { enforceRateLimits } from '../../data/rate-limits.ts';
import { RATE_LIMITS } from '../../domain/rate-limits.ts';
import { refereeView } from '../../services/verification.ts';

/**
 * Names a referee: the referee is emailed a signed link to a short form, valid for REFEREE_LINK_DAYS
 * days and one answer. Naming the same address again while its link works, or once confirmed, changes
 * nothing; after a lapse, a refusal or a withdrawal it sends a new link.
 */
export const handler = httpHandler(routes.verificationAddReferee, async ({ principal, body, log }) => {
  if (principal.userType !== 'nanny') throw forbidden('Only nanny accounts have checks.');
  const profile = await getNannyOfUser(principal.id);
  if (!profile) throw notFound(M.profileFirst);
  if (body.email === principal.email.toLowerCase() || body.email === profile.email.toLowerCase())
    throw invalid('Invalid request body', { email: M.refereeOwnEmail });
  const name = plainText(body.name);
  const relationship = plainText(body.relationship);
  if (name.length < 2) throw invalid('Invalid request body', { name: M.refereeName });
  if (relationship.length < 3) throw invalid('Invalid request body', { relationship: M.refereeRelationship });

  await enforceRateLimits(
    [
      [RATE_LIMITS.refereeInvitesPerAccount, principal.id],
      [RATE_LIMITS.refereeInvitesPerAddress, body.email],
    ],
    'You have named many referees today. Please try again tomorrow.',
  );
  const now = new Date();
  const id = refereeIdFor(profile.id, body.email);
  const { referees } = await readVerification(profile.id);
  const active = referees.filter((r) => r.id !== id && r.status !== 'withdrawn' && r.status !== 'refused');
  if (active.length >= MAX_REFEREES) throw conflict(M.tooManyReferees);

  const invitedAt = now.toISOString();
  const referee = {
    id,
    nannyId: profile.id,
    name,
    email: body.email,
    relationship,
    invitedAt,
    linkLapsesAt: new Date(now.getTime() + REFEREE_LINK_DAYS * 24 * 3600_000).toISOString(),
  };
  const notice = outboxEntry(
    {
      type: 'referee-request-email',
      payload: {
        to: body.email,
        nannyId: profile.id,
        refereeId: id,
        invitedAt,
        refereeName: name,
        nannyFirstName: firstName(profile.fullName),
        relationship,
      },
    },
    principal.id,
    now,
  );
  const outcome = await inviteReferee(referee, notice);
  if (outcome.outcome === 'exists') throw conflict(M.refereeTwice);
  log.info('referee named', { nannyId: profile.id, refereeId: id });
  return refereeView(outcome.referee);
});
