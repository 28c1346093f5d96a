import { londonDay } from '../../contract/uk-day.ts';
import { routes } from '../../contract/routes.ts';
import { VERIFICATION_MESSAGES as M } from '../../contract/verification-constants.ts';
import { decideReferee, getReferee } from '../../data/verifications.ts';
import { conflict, notFound } from '../../domain/errors.ts';
import { plainProse } from '../../domain/sanitise.ts';
import { lapseOf, withReference } from '../../domain/verification.ts';
import { httpHandler } from '../../platform/http.ts';
import { decisionNotice, verificationFileOf, withFreshTrust } from '../../services/verification.ts';

/**
 * A moderator confirms an answered reference (it counts towards her level from today, for three
 * years) or refuses it with a reason she is told.
 */
export const handler = httpHandler(routes.adminDecideReferee, async ({ principal, params, body, log }) => {
  const now = new Date();
  const today = londonDay(now);
  const referee = await getReferee(params.nannyId, params.refereeId);
  if (!referee) throw notFound('Unknown referee');
  if (referee.status !== 'answered') throw conflict(M.refereeConfirmAnswered);
  const confirm = body.outcome === 'confirm';
  const reason = body.outcome === 'refuse' ? plainProse(body.reason) : null;
  const lapsesOn = confirm ? lapseOf.reference(today) : null;
  const outcome = await withFreshTrust(params.nannyId, (state) =>
    decideReferee({
      referee,
      outcome: confirm ? 'confirmed' : 'refused',
      confirmedOn: confirm ? today : null,
      lapsesOn,
      reason,
      by: principal.id,
      trust: confirm ? withReference(state.trust, referee.id, today) : null,
      trustVersion: state.version,
      notice: decisionNotice(
        state.userId,
        {
          kind: 'reference',
          outcome: confirm ? 'recorded' : 'refused',
          reason,
          lapsesOn,
          refereeName: referee.name,
        },
        now,
      ),
    }),
  );
  if (outcome === 'decided') throw conflict(M.notWaiting);
  log.info('reference decided', { nannyId: params.nannyId, refereeId: referee.id, outcome: body.outcome });
  return verificationFileOf(params.nannyId, now);
});
