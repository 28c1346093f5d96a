import { alertsEdit } from '../../contract/routes/alerts.ts';
import { httpHandler } from '../handler.ts';
import { editAlert } from '../../services/job-alert-view.ts';

/**
 * She changes an alert's search or how often: only her own (another's is unknown, 404), and not into
 * one another of her alerts already is (409 naming it, held in the write as a save is).
 */
export const handler = httpHandler(alertsEdit, async ({ principal, params, body, log }) =>
  editAlert(principal, params.alertId, body, log),
);
