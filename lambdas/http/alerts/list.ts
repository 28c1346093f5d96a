import { MAX_ALERTS } from '../../contract/alerts.ts';
import { alertsList } from '../../contract/routes/alerts.ts';
import { listAlerts } from '../../data/job-alerts.ts';
import { httpHandler } from '../../platform/http.ts';
import { alertViewOf } from '../../services/job-alert-view.ts';

/** The caller's job alerts, oldest first (an account that never saved one has none). */
export const handler = httpHandler(alertsList, async ({ principal }) => ({
  items: (await listAlerts(principal.id)).map(alertViewOf),
  limit: MAX_ALERTS,
}));
