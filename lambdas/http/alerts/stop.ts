import { alertsStop } from '../../contract/routes/alerts.ts';
import { httpHandler } from '../../platform/http.ts';
import { stopAlertByLink } from '../../services/job-alert-view.ts';

/**
 * The one-click stop link of an alert email: its token, signed for the alert and its owner, deletes that
 * alert (a conditional delete: nothing else is ever touched). A forged token is refused and changes
 * nothing; a second click says the alert was stopped already.
 */
export const handler = httpHandler(alertsStop, async ({ body, sourceIp, log }) =>
  stopAlertByLink(body.token, sourceIp, log),
);
