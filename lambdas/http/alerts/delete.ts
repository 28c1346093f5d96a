import { ALERT_MESSAGES } from '../../contract/alerts.ts';
import { alertsDelete } from '../../contract/routes/alerts.ts';
import { notFound } from '../../domain/errors.ts';
import { deleteAlert } from '../../data/job-alerts.ts';
import { httpHandler } from '../handler.ts';

/** She deletes one of her alerts; another's (or one gone already) is unknown (404). */
export const handler = httpHandler(alertsDelete, async ({ principal, params, log }) => {
  if (!(await deleteAlert(principal.id, params.alertId))) throw notFound(ALERT_MESSAGES.notFound);
  log.info('job alert deleted', { alertId: params.alertId });
  return { deleted: true as const };
});
