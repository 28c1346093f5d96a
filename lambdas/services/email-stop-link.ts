import { emailStopToken, emailStopValue, type EmailStop } from '../contract/email-stop-constants.ts';
import { EMAIL_STOP_PURPOSE, emailStopUrl, oneClickHeaders, type EmailHeader } from '../domain/email-stop.ts';
import { env } from '../platform/env.ts';
import { sign } from '../platform/signing.ts';

/**
 * The one-click stop headers of one notification email (RFC 8058), its token signed as the email is
 * sent (by the outbox deliverer), never stored, and good for that kind of email and that recipient
 * only. It does not expire: an unsubscribe link must keep working for as long as the email is kept.
 */
export async function emailStopHeaders(stop: EmailStop): Promise<EmailHeader[]> {
  // The header must name an absolute address: a function that does not know the site's sends none.
  const site = env().SITE_ORIGIN;
  if (!site) return [];
  let value: string;
  try {
    value = emailStopValue(stop);
  } catch {
    // A message naming no usable recipient (an empty id): the email still goes, without the headers.
    return [];
  }
  const token = emailStopToken(stop, await sign(EMAIL_STOP_PURPOSE, value));
  return oneClickHeaders(emailStopUrl(site.replace(/\/$/, ''), token));
}
