import { emailStop } from '../../contract/routes/email.ts';
import { stopEmailsByLink } from '../../services/email-stop.ts';
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
  async ({ query, sourceIp, log }) => stopEmailsByLink(query.token, sourceIp, log),
  // The mailbox provider's form (RFC 8058), besides the page's JSON.
  { oneClickForm },
);
