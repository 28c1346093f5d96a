import { ALERT_MESSAGES } from '../../contract/alerts.ts';
import { hasCriteria, JOB_SEARCH_MESSAGES } from '../../contract/job-search.ts';
import { alertsEdit } from '../../contract/routes/alerts.ts';
import { conflict, forbidden, invalid, notFound } from '../../domain/errors.ts';
import { getAlert, newAlert, replaceAlert, sameAlertOf } from '../../data/job-alerts.ts';
import { getNannyIdOfUser } from '../../data/nannies.ts';
import { httpHandler } from '../handler.ts';
import { searchPlace } from '../../domain/place-search.ts';
import { alertViewOf } from '../../services/job-alert-view.ts';

/** Rounds of read and replace: another only when the alert changed between the two. */
const ATTEMPTS = 2;

/**
 * She changes an alert's search or how often: only her own (another's is unknown, 404), and not into
 * one another of her alerts already is (409 naming it, held in the write as a save is).
 */
export const handler = httpHandler(alertsEdit, async ({ principal, params, body, log }) => {
  if (principal.userType !== 'nanny') throw forbidden(ALERT_MESSAGES.nannyOnly);
  if (!hasCriteria(body.search)) throw invalid(JOB_SEARCH_MESSAGES.empty);
  // Words that name no place are refused before anything is written; a place spanning several postcode
  // areas is listed for the fan-out under anywhere (domain/job-alerts.ts alertPartition).
  const place = searchPlace(body.search);
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const current = await getAlert(principal.id, params.alertId);
    if (!current) throw notFound(ALERT_MESSAGES.notFound);
    const edited = {
      ...newAlert(
        principal.id,
        current.nannyId ?? (await getNannyIdOfUser(principal.id)),
        body.search,
        body.frequency,
        new Date(),
        current.alertId,
        place,
      ),
      createdAt: current.createdAt,
    };
    const same = await sameAlertOf(edited, current.alertId);
    if (same) throw conflict(ALERT_MESSAGES.duplicate(same.label, same.frequency));
    // Held to the alert still being there as read: one stopped meanwhile is not brought back.
    const kept = await replaceAlert(edited, current);
    if (kept === 'gone') continue;
    if (!kept.kept)
      throw conflict(
        'same' in kept
          ? ALERT_MESSAGES.duplicate(kept.same.label, kept.same.frequency)
          : ALERT_MESSAGES.limit,
      );
    log.info('job alert edited', { alertId: edited.alertId, frequency: edited.frequency });
    return alertViewOf(edited);
  }
  throw notFound(ALERT_MESSAGES.notFound);
});
