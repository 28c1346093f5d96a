import { alertsList } from '../../contract/routes/alerts.ts';
import { httpHandler } from '../../platform/http.ts';
import { myAlerts } from '../../services/job-alert-view.ts';

/** The caller's job alerts, oldest first (an account that never saved one has none). */
export const handler = httpHandler(alertsList, async ({ principal }) => myAlerts(principal.id));
