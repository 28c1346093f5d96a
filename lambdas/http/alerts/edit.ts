import { ALERT_MESSAGES } from '../../contract/alerts.ts';
import { hasCriteria, JOB_SEARCH_MESSAGES } from '../../contract/job-search.ts';
import { routes } from '../../contract/routes.ts';
import { forbidden, invalid, notFound } from '../../domain/errors.ts';
import { getAlert, newAlert, replaceAlert } from '../../data/job-alerts.ts';
import { getNannyIdOfUser } from '../../data/nannies.ts';
import { httpHandler } from '../handler.ts';
import { alertViewOf } from '../../services/job-alert-view.ts';

/** She changes an alert's search or how often: only her own (another's is unknown, 404). */
export const handler = httpHandler(routes.alertsEdit, async ({ principal, params, body, log }) => {
  if (principal.userType !== 'nanny') throw forbidden(ALERT_MESSAGES.nannyOnly);
  if (!hasCriteria(body.search)) throw invalid(JOB_SEARCH_MESSAGES.empty);
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
    ),
    createdAt: current.createdAt,
  };
  // Held to the alert still being there: one stopped meanwhile is not brought back.
  if (!(await replaceAlert(edited))) throw notFound(ALERT_MESSAGES.notFound);
  log.info('job alert edited', { alertId: edited.alertId, frequency: edited.frequency });
  return alertViewOf(edited);
});
