import { ALERT_MESSAGES } from '../../contract/alerts.ts';
import { hasCriteria, JOB_SEARCH_MESSAGES } from '../../contract/job-search.ts';
import { routes } from '../../contract/routes.ts';
import { conflict, forbidden, invalid } from '../../domain/errors.ts';
import { createAlert, newAlert } from '../../data/job-alerts.ts';
import { getNannyIdOfUser } from '../../data/nannies.ts';
import { httpHandler } from '../handler.ts';
import { alertViewOf } from '../../services/job-alert-view.ts';

/**
 * A nanny saves a search as a job alert: refused with no criteria (it would be every job), and past
 * MAX_ALERTS (her count is kept in the alert's own transaction, so two saves at once cannot pass it).
 */
export const handler = httpHandler(routes.alertsCreate, async ({ principal, body, log }) => {
  if (principal.userType !== 'nanny') throw forbidden(ALERT_MESSAGES.nannyOnly);
  if (!hasCriteria(body.search)) throw invalid(JOB_SEARCH_MESSAGES.empty);
  const alert = newAlert(
    principal.id,
    await getNannyIdOfUser(principal.id),
    body.search,
    body.frequency,
    new Date(),
  );
  if (!(await createAlert(alert))) throw conflict(ALERT_MESSAGES.limit);
  log.info('job alert saved', { alertId: alert.alertId, frequency: alert.frequency });
  return alertViewOf(alert);
});
