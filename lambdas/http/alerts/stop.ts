import { ALERT_MESSAGES } from '../../contract/alerts.ts';
import { alertsStop } from '../../contract/routes/alerts.ts';
import { invalid } from '../../domain/errors.ts';
import { ALERT_STOP_PURPOSE, readStopToken, stopValue } from '../../domain/job-alerts.ts';
import { RATE_LIMITS } from '../../domain/rate-limits.ts';
import { deleteAlert } from '../../data/job-alerts.ts';
import { enforceRateLimits } from '../../data/rate-limits.ts';
import { httpHandler } from '../../platform/http.ts';
import { verify } from '../../platform/signing.ts';

/**
 * The one-click stop link of an alert email: its token, signed for the alert and its owner, deletes that
 * alert (a conditional delete: nothing else is ever touched). A forged token is refused and changes
 * nothing; a second click says the alert was stopped already.
 */
export const handler = httpHandler(alertsStop, async ({ body, sourceIp, log }) => {
  await enforceRateLimits([[RATE_LIMITS.alertStopsPerAddress, sourceIp]], ALERT_MESSAGES.tooMany);
  const named = readStopToken(body.token);
  const valid =
    named !== null &&
    (await verify(ALERT_STOP_PURPOSE, stopValue(named.userId, named.alertId), named.signature));
  if (!named || !valid) throw invalid(ALERT_MESSAGES.linkInvalid);
  if (!(await deleteAlert(named.userId, named.alertId)))
    return { status: 'already-stopped' as const, message: ALERT_MESSAGES.alreadyStopped };
  log.info('job alert stopped from its email', { alertId: named.alertId });
  return { status: 'stopped' as const, message: ALERT_MESSAGES.stopped };
});
