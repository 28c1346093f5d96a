/**
 * The one-click stop of notification emails (RFC 8058), pure: the purpose its tokens are signed for,
 * the address a token makes, and the two headers that carry it. What a stop names and its token's
 * shape are the contract's (contract/email-stop-constants.ts), which the SPA's page reads too.
 */
import { API_BASE_PATH } from '../contract/route-address.ts';
import { EMAIL_STOP_API_PATH, ONE_CLICK_FIELD, ONE_CLICK_VALUE } from '../contract/email-stop-constants.ts';

/**
 * The purpose a stop token is signed for: a signature made for anything else (an alert's own stop
 * link, the newsletter's unsubscribe link, a referee's link) never stops an email here.
 */
export const EMAIL_STOP_PURPOSE = 'email-stop';

/** An email header, as platform/email.ts sends it. */
export interface EmailHeader {
  name: string;
  value: string;
}

/**
 * The address of a stop, on the site's own origin (the API is served under it at `/api`): one HTTPS URI
 * that a mailbox provider POSTs and a person may open. The token is base64url and a dot, so it needs
 * no escaping; it is encoded anyway, so the address stays well formed whatever it holds.
 */
export const emailStopUrl = (site: string, token: string) =>
  `${site}${API_BASE_PATH}${EMAIL_STOP_API_PATH}?token=${encodeURIComponent(token)}`;

/**
 * RFC 8058's two headers: `List-Unsubscribe` names the stop's address in angle brackets, and
 * `List-Unsubscribe-Post` says a POST of `List-Unsubscribe=One-Click` to it stops the emails at once.
 */
export const oneClickHeaders = (url: string): EmailHeader[] => [
  { name: 'List-Unsubscribe', value: `<${url}>` },
  { name: 'List-Unsubscribe-Post', value: `${ONE_CLICK_FIELD}=${ONE_CLICK_VALUE}` },
];
