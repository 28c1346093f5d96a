import { ALERT_MESSAGES, MAX_ALERTS } from '../contract/alerts.ts';
import { deleteAlert, listAlerts, type JobAlert } from '../data/job-alerts.ts';
import { invalid, notFound } from '../domain/errors.ts';
import { ALERT_STOP_PURPOSE, readStopToken, stopValue } from '../domain/job-alerts.ts';
import { RATE_LIMITS } from '../domain/rate-limits.ts';
import { enforceRateLimits } from '../data/rate-limits.ts';
import { verify } from '../platform/signing.ts';
import type { Logger } from '../platform/log.ts';

/** An alert as its owner sees it. */
export const alertViewOf = (alert: JobAlert) => ({
  alertId: alert.alertId,
  label: alert.label,
  search: alert.search,
  frequency: alert.frequency,
  createdAt: alert.createdAt,
  updatedAt: alert.updatedAt,
});

/** Her job alerts, oldest first (an account that never saved one has none), with how many she may keep. */
export async function myAlerts(accountId: string) {
  return { items: (await listAlerts(accountId)).map(alertViewOf), limit: MAX_ALERTS };
}

/** She deletes one of her alerts; another's (or one gone already) is unknown (404). */
export async function removeAlert(accountId: string, alertId: string, log: Logger) {
  if (!(await deleteAlert(accountId, alertId))) throw notFound(ALERT_MESSAGES.notFound);
  log.info('job alert deleted', { alertId });
  return { deleted: true as const };
}

/**
 * The one-click stop link of an alert email: its token, signed for the alert and its owner, deletes that
 * alert (a conditional delete: nothing else is ever touched). A forged token is refused and changes
 * nothing; a second click says the alert was stopped already. Throttled per source address.
 */
export async function stopAlertByLink(token: string, sourceIp: string, log: Logger) {
  await enforceRateLimits([[RATE_LIMITS.alertStopsPerAddress, sourceIp]], ALERT_MESSAGES.tooMany);
  const named = readStopToken(token);
  const valid =
    named !== null &&
    (await verify(ALERT_STOP_PURPOSE, stopValue(named.userId, named.alertId), named.signature));
  if (!named || !valid) throw invalid(ALERT_MESSAGES.linkInvalid);
  if (!(await deleteAlert(named.userId, named.alertId)))
    return { status: 'already-stopped' as const, message: ALERT_MESSAGES.alreadyStopped };
  log.info('job alert stopped from its email', { alertId: named.alertId });
  return { status: 'stopped' as const, message: ALERT_MESSAGES.stopped };
}
