import { ALERT_MESSAGES, MAX_ALERTS, type AlertInput } from '../contract/alerts.ts';
import { hasCriteria, JOB_SEARCH_MESSAGES } from '../contract/job-search.ts';
import { getNannyIdOfUser } from '../data/nannies.ts';
import { searchPlace } from '../domain/place-search.ts';
import type { Principal } from '../platform/principal.ts';
import {
  createAlert,
  deleteAlert,
  getAlert,
  listAlerts,
  newAlert,
  replaceAlert,
  sameAlertOf,
  type JobAlert,
} from '../data/job-alerts.ts';
import { conflict, forbidden, invalid, notFound } from '../domain/errors.ts';
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

/**
 * A nanny saves a search as a job alert: refused with no criteria (it would be every job), past
 * MAX_ALERTS (her count is kept in the alert's own transaction, so two saves at once cannot pass it),
 * and when an alert of hers already has the same criteria and frequency (409 naming it: its sameness is
 * kept in the same transaction, so two saves at once cannot both pass either).
 */
export async function saveAlert(principal: Principal, input: AlertInput, log: Logger) {
  if (principal.userType !== 'nanny') throw forbidden(ALERT_MESSAGES.nannyOnly);
  if (!hasCriteria(input.search)) throw invalid(JOB_SEARCH_MESSAGES.empty);
  // Words that name no place are refused before anything is written; a place spanning several postcode
  // areas is listed for the fan-out under anywhere (domain/job-alerts.ts alertPartition).
  const place = searchPlace(input.search);
  const alert = newAlert(
    principal.id,
    await getNannyIdOfUser(principal.id),
    input.search,
    input.frequency,
    new Date(),
    undefined,
    place,
  );
  // Her alerts as kept (those saved before samenesses were kept are found only so).
  const same = await sameAlertOf(alert);
  if (same) throw conflict(ALERT_MESSAGES.duplicate(same.label, same.frequency));
  const kept = await createAlert(alert);
  if (!kept.kept)
    throw conflict(
      'same' in kept ? ALERT_MESSAGES.duplicate(kept.same.label, kept.same.frequency) : ALERT_MESSAGES.limit,
    );
  log.info('job alert saved', { alertId: alert.alertId, frequency: alert.frequency });
  return alertViewOf(alert);
}

/** Rounds of read and replace: another only when the alert changed between the two. */
const EDIT_ATTEMPTS = 2;

/**
 * She changes an alert's search or how often: only her own (another's is unknown, 404), and not into
 * one another of her alerts already is (409 naming it, held in the write as a save is).
 */
export async function editAlert(principal: Principal, alertId: string, input: AlertInput, log: Logger) {
  if (principal.userType !== 'nanny') throw forbidden(ALERT_MESSAGES.nannyOnly);
  if (!hasCriteria(input.search)) throw invalid(JOB_SEARCH_MESSAGES.empty);
  // Words that name no place are refused before anything is written; a place spanning several postcode
  // areas is listed for the fan-out under anywhere (domain/job-alerts.ts alertPartition).
  const place = searchPlace(input.search);
  for (let attempt = 0; attempt < EDIT_ATTEMPTS; attempt++) {
    const current = await getAlert(principal.id, alertId);
    if (!current) throw notFound(ALERT_MESSAGES.notFound);
    const edited = {
      ...newAlert(
        principal.id,
        current.nannyId ?? (await getNannyIdOfUser(principal.id)),
        input.search,
        input.frequency,
        new Date(),
        current.alertId,
        place,
      ),
      createdAt: current.createdAt,
    };
    const same = await sameAlertOf(edited, current.alertId);
    if (same) throw conflict(ALERT_MESSAGES.duplicate(same.label, same.frequency));
    // Held to the alert still being there as read: one stopped meanwhile is not brought back.
    const kept = await replaceAlert(edited, current);
    if (kept === 'gone') continue;
    if (!kept.kept)
      throw conflict(
        'same' in kept
          ? ALERT_MESSAGES.duplicate(kept.same.label, kept.same.frequency)
          : ALERT_MESSAGES.limit,
      );
    log.info('job alert edited', { alertId: edited.alertId, frequency: edited.frequency });
    return alertViewOf(edited);
  }
  throw notFound(ALERT_MESSAGES.notFound);
}
