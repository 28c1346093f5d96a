import { verificationAddReferee } from '../../contract/routes/verification.ts';
import { VERIFICATION_MESSAGES as M } from '../../contract/verification-constants.ts';
import { getNannyOfUser } from '../../data/nannies.ts';
import { forbidden, invalid, notFound } from '../../domain/errors.ts';
import { mailboxOf, sameMailbox } from '../../domain/mailbox.ts';
import { plainText } from '../../domain/sanitise.ts';
import { httpHandler } from '../handler.ts';
import { enforceRateLimits } from '../../data/rate-limits.ts';
import { RATE_LIMITS } from '../../domain/rate-limits.ts';
import { nameReferee, refereeView } from '../../services/verification.ts';

/**
 * Names a referee: the referee is emailed a signed link to a short form, valid for REFEREE_LINK_DAYS
 * days and one answer. A referee is someone else: an address that delivers to her own account's or
 * profile's mailbox (domain/mailbox.ts: `Her.Name+x@gmail.com` is `hername@gmail.com`) is refused, and
 * nothing is written. Naming the same mailbox again while its link works, or once answered or confirmed,
 * changes nothing; after a lapse, a refusal or a withdrawal it sends a new link. At most MAX_REFEREES
 * at a time, held in the write (services/verification.ts nameReferee).
 */
export const handler = httpHandler(verificationAddReferee, async ({ principal, body, log }) => {
  if (principal.userType !== 'nanny') throw forbidden('Only nanny accounts have checks.');
  const profile = await getNannyOfUser(principal.id);
  if (!profile) throw notFound(M.profileFirst);
  if (sameMailbox(body.email, principal.email) || sameMailbox(body.email, profile.email))
    throw invalid('Invalid request body', { email: M.refereeOwnEmail });
  const name = plainText(body.name);
  const relationship = plainText(body.relationship);
  if (name.length < 2) throw invalid('Invalid request body', { name: M.refereeName });
  if (relationship.length < 3) throw invalid('Invalid request body', { relationship: M.refereeRelationship });

  await enforceRateLimits(
    [
      [RATE_LIMITS.refereeInvitesPerAccount, principal.id],
      // By mailbox: `ann+1@x.com`, `ann+2@x.com`... are one address's invitations.
      [RATE_LIMITS.refereeInvitesPerAddress, mailboxOf(body.email)],
    ],
    'You have named many referees today. Please try again tomorrow.',
  );
  const referee = await nameReferee({
    profile,
    accountId: principal.id,
    name,
    email: body.email,
    relationship,
    now: new Date(),
  });
  log.info('referee named', { nannyId: profile.id, refereeId: referee.id });
  return refereeView(referee);
});
