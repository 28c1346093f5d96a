import { alertsDelete } from '../../contract/routes/alerts.ts';
import { httpHandler } from '../handler.ts';
import { removeAlert } from '../../services/job-alert-view.ts';

/** She deletes one of her alerts; another's (or one gone already) is unknown (404). */
export const handler = httpHandler(alertsDelete, async ({ principal, params, log }) =>
  removeAlert(principal.id, params.alertId, log),
);
