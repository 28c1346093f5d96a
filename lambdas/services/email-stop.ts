import {
  EMAIL_STOP_MESSAGES,
  readEmailStopToken,
  type EmailStop,
  type EmailStopKind,
} from '../contract/email-stop-constants.ts';
import { EMAIL_SETTINGS, type EmailSetting } from '../contract/hiring-constants.ts';
import { unsubscribe } from '../data/community.ts';
import { turnEmailOff } from '../data/email-settings.ts';
import { deleteAlert } from '../data/job-alerts.ts';
import { EMAIL_STOP_PURPOSE } from '../domain/email-stop.ts';
import { invalid } from '../domain/errors.ts';
import { verify } from '../platform/signing.ts';
import { enforceRateLimits } from '../data/rate-limits.ts';
import { RATE_LIMITS } from '../domain/rate-limits.ts';
import type { Logger } from '../platform/log.ts';

export type EmailStopOutcome = 'stopped' | 'already-stopped';

type StopOf<K extends EmailStopKind> = Extract<EmailStop, { kind: K }>;
type Stopper<K extends EmailStopKind> = (stop: StopOf<K>, now: Date) => Promise<EmailStopOutcome>;

/**
 * An account's setting turned off. An account that is gone, or being deleted, is sent nothing already:
 * its stop says so and writes nothing.
 */
const settingStop =
  (setting: EmailSetting): Stopper<EmailSetting> =>
  async ({ accountId }, now) =>
    (await turnEmailOff(accountId, setting, now)) === 'stopped' ? 'stopped' : 'already-stopped';

/**
 * What each kind of stop does: one entry per kind (contract/email-stop-constants.ts names the kinds and
 * what their tokens carry). Each is safe to repeat: a second stop changes nothing and says so.
 */
const STOPS: { [K in EmailStopKind]: Stopper<K> } = {
  ...(Object.fromEntries(EMAIL_SETTINGS.map((setting) => [setting, settingStop(setting)])) as {
    [K in EmailSetting]: Stopper<K>;
  }),
  // The same conditional delete as the alert email's own stop link (http/alerts/stop.ts).
  alert: async ({ accountId, alertId }) =>
    (await deleteAlert(accountId, alertId)) ? 'stopped' : 'already-stopped',
  // The same unsubscribe as the newsletter's own link, which tells no one whether the address was listed.
  newsletter: async ({ email }, now) => {
    await unsubscribe(email.toLowerCase(), now.toISOString());
    return 'stopped';
  },
};

/**
 * Stops what a one-click token names, for whoever holds it: the token's signature (made for this purpose
 * when its email was sent) decides, and a token that is not ours, altered or made for another purpose
 * is refused (400) before anything is read or written.
 */
export async function stopEmails(
  token: string,
  now = new Date(),
): Promise<{ kind: EmailStopKind; outcome: EmailStopOutcome }> {
  const read = readEmailStopToken(token);
  const valid = read !== null && (await verify(EMAIL_STOP_PURPOSE, read.value, read.signature));
  if (!read || !valid) throw invalid(EMAIL_STOP_MESSAGES.linkInvalid);
  const stop = read.stop;
  const run = STOPS[stop.kind] as Stopper<EmailStopKind>;
  return { kind: stop.kind, outcome: await run(stop as StopOf<EmailStopKind>, now) };
}

/** The one-click stop of a notification email, throttled per source address; a second click answers OK too. */
export async function stopEmailsByLink(token: string, sourceIp: string, log: Logger) {
  await enforceRateLimits([[RATE_LIMITS.emailStopsPerAddress, sourceIp]], EMAIL_STOP_MESSAGES.tooMany);
  const { kind, outcome } = await stopEmails(token, new Date());
  log.info('emails stopped from their one-click link', { kind, outcome });
  return outcome === 'stopped'
    ? { status: 'stopped' as const, message: EMAIL_STOP_MESSAGES.stopped }
    : { status: 'already-stopped' as const, message: EMAIL_STOP_MESSAGES.alreadyStopped };
}
