import { londonDay } from '../../contract/uk-day.ts';
import { adminDecideReferee } from '../../contract/routes/admin.ts';
import { VERIFICATION_MESSAGES as M } from '../../contract/verification-constants.ts';
import { decideReferee, getReferee, readRefereePlaces } from '../../data/verifications.ts';
import { conflict, notFound } from '../../domain/errors.ts';
import { decisionRefusal } from '../../domain/referees.ts';
import { plainProse } from '../../domain/sanitise.ts';
import { lapseOf, withReference } from '../../domain/verification.ts';
import { httpHandler } from '../handler.ts';
import { decisionNotice, verificationFileOf, withFreshTrust } from '../../services/verification.ts';

/**
 * A moderator confirms an answered reference (it counts towards her level from today, for three
 * years) or refuses it with a reason she is told (the referee then gives up its place and expires 30
 * days later). The decision names the answer the moderator was shown (`answeredAt`) and holds only on
 * that answer, in its write: named again and answered again since the page was loaded, or named again
 * and not answered yet, the referee is left as it is (409).
 */
export const handler = httpHandler(adminDecideReferee, async ({ principal, params, body, log }) => {
  const now = new Date();
  const today = londonDay(now);
  const referee = await getReferee(params.nannyId, params.refereeId);
  if (!referee) throw notFound('Unknown referee');
  const refusal = decisionRefusal(referee, body.answeredAt);
  if (refusal) throw conflict(refusal);
  const confirm = body.outcome === 'confirm';
  const reason = body.outcome === 'refuse' ? plainProse(body.reason) : null;
  const lapsesOn = confirm ? lapseOf.reference(today) : null;
  const outcome = await withFreshTrust(params.nannyId, async (state) =>
    decideReferee({
      referee,
      shownAnsweredAt: body.answeredAt,
      outcome: confirm ? 'confirmed' : 'refused',
      confirmedOn: confirm ? today : null,
      lapsesOn,
      reason,
      by: principal.id,
      now,
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
      places: await readRefereePlaces(params.nannyId),
    }),
  );
  if (outcome === 'decided') {
    // Changed since it was read: say how, from the referee as it is now.
    const current = await getReferee(params.nannyId, params.refereeId);
    throw conflict((current && decisionRefusal(current, body.answeredAt)) ?? M.notWaiting);
  }
  log.info('reference decided', { nannyId: params.nannyId, refereeId: referee.id, outcome: body.outcome });
  return verificationFileOf(params.nannyId, now);
});
