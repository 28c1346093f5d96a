import { EMAIL_STOP_MESSAGES } from '../../contract/email-stop.ts';
import { emailStop } from '../../contract/routes/email.ts';
import { RATE_LIMITS } from '../../domain/rate-limits.ts';
import { enforceRateLimits } from '../../data/rate-limits.ts';
import { stopEmails } from '../../services/email-stop.ts';
import { httpHandler } from '../../platform/http.ts';
import { oneClickForm } from '../../platform/one-click-form.ts';

/**
 * The one-click stop of a notification email (RFC 8058): the address in its List-Unsubscribe header,
 * POSTed by the recipient's mailbox provider (the form `List-Unsubscribe=One-Click`) or by the page
 * that asked her first (the same field as JSON). The token in the address, signed for that kind of
 * email and that recipient, decides; a forged or altered one is refused and changes nothing, and a
 * second click answers OK as well. Answered directly, never with a redirect (RFC 8058 section 3.2).
 */
export const handler = httpHandler(
  emailStop,
  async ({ query, sourceIp, log }) => {
    await enforceRateLimits([[RATE_LIMITS.emailStopsPerAddress, sourceIp]], EMAIL_STOP_MESSAGES.tooMany);
    const { kind, outcome } = await stopEmails(query.token, new Date());
    log.info('emails stopped from their one-click link', { kind, outcome });
    return outcome === 'stopped'
      ? { status: 'stopped' as const, message: EMAIL_STOP_MESSAGES.stopped }
      : { status: 'already-stopped' as const, message: EMAIL_STOP_MESSAGES.alreadyStopped };
  },
  // The mailbox provider's form (RFC 8058), besides the page's JSON.
  { oneClickForm },
);
