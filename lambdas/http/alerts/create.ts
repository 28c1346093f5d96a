import { ALERT_MESSAGES } from '../../contract/alerts.ts';
import { hasCriteria, JOB_SEARCH_MESSAGES } from '../../contract/job-search.ts';
import { alertsCreate } from '../../contract/routes/alerts.ts';
import { conflict, forbidden, invalid } from '../../domain/errors.ts';
import { createAlert, newAlert, sameAlertOf } from '../../data/job-alerts.ts';
import { getNannyIdOfUser } from '../../data/nannies.ts';
import { httpHandler } from '../handler.ts';
import { searchPlace } from '../../domain/place-search.ts';
import { alertViewOf } from '../../services/job-alert-view.ts';

/**
 * A nanny saves a search as a job alert: refused with no criteria (it would be every job), past
 * MAX_ALERTS (her count is kept in the alert's own transaction, so two saves at once cannot pass it),
 * and when an alert of hers already has the same criteria and frequency (409 naming it: its sameness is
 * kept in the same transaction, so two saves at once cannot both pass either).
 */
export const handler = httpHandler(alertsCreate, async ({ principal, body, log }) => {
  if (principal.userType !== 'nanny') throw forbidden(ALERT_MESSAGES.nannyOnly);
  if (!hasCriteria(body.search)) throw invalid(JOB_SEARCH_MESSAGES.empty);
  // Words that name no place are refused before anything is written; a place spanning several postcode
  // areas is listed for the fan-out under anywhere (domain/job-alerts.ts alertPartition).
  const place = searchPlace(body.search);
  const alert = newAlert(
    principal.id,
    await getNannyIdOfUser(principal.id),
    body.search,
    body.frequency,
    new Date(),
    undefined,
    place,
  );
  // Her alerts as kept (those saved before samenesses were kept are found only so).
  const same = await sameAlertOf(alert);
  if (same) throw conflict(ALERT_MESSAGES.duplicate(same.label, same.frequency));
  const kept = await createAlert(alert);
  if (!kept.kept)
    throw conflict(
      'same' in kept ? ALERT_MESSAGES.duplicate(kept.same.label, kept.same.frequency) : ALERT_MESSAGES.limit,
    );
  log.info('job alert saved', { alertId: alert.alertId, frequency: alert.frequency });
  return alertViewOf(alert);
});
