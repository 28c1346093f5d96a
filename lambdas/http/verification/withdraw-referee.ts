import { verificationWithdrawReferee } from '../../contract/routes/verification.ts';
import { VERIFICATION_MESSAGES as M } from '../../contract/verification-constants.ts';
import { getNannyOfUser } from '../../data/nannies.ts';
import { getReferee, readRefereePlaces, withdrawReferee } from '../../data/verifications.ts';
import { forbidden, notFound } from '../../domain/errors.ts';
import { withoutReference } from '../../domain/verification.ts';
import { httpHandler } from '../handler.ts';
import { refereeView, withFreshTrust } from '../../services/verification.ts';

/**
 * Withdraws a referee: the link stops working, an answer leaves the moderators' queue, a confirmed
 * reference stops counting towards her level, the referee's place is free for another, and the
 * referee's name, address and answer expire 30 days later (domain/referees.ts). Another nanny's
 * referee is unknown here (404).
 */
export const handler = httpHandler(verificationWithdrawReferee, async ({ principal, params, log }) => {
  if (principal.userType !== 'nanny') throw forbidden('Only nanny accounts have checks.');
  const profile = await getNannyOfUser(principal.id);
  if (!profile) throw notFound(M.profileFirst);
  const now = new Date();
  const outcome = await withFreshTrust(profile.id, async (state) => {
    const referee = await getReferee(profile.id, params.refereeId);
    if (!referee) throw notFound('Unknown referee');
    if (referee.status === 'withdrawn') return referee;
    // Always written on the version read: a confirmation landing between the two reads moves the
    // version, and the withdrawal is tried again from what it left.
    const result = await withdrawReferee({
      referee,
      trust: withoutReference(state.trust, referee.id),
      trustVersion: state.version,
      now,
      places: await readRefereePlaces(profile.id),
    });
    return result === 'raced' ? 'raced' : { ...referee, status: 'withdrawn' as const };
  });
  log.info('referee withdrawn', { nannyId: profile.id, refereeId: params.refereeId });
  return refereeView(outcome);
});
