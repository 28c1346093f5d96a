import { alertsCreate } from '../../contract/routes/alerts.ts';
import { httpHandler } from '../handler.ts';
import { saveAlert } from '../../services/job-alert-view.ts';

/**
 * A nanny saves a search as a job alert: refused with no criteria (it would be every job), past
 * MAX_ALERTS (her count is kept in the alert's own transaction, so two saves at once cannot pass it),
 * and when an alert of hers already has the same criteria and frequency (409 naming it: its sameness is
 * kept in the same transaction, so two saves at once cannot both pass either).
 */
export const handler = httpHandler(alertsCreate, async ({ principal, body, log }) =>
  saveAlert(principal, body, log),
);
