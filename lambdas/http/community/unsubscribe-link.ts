import { communityUnsubscribeLink } from '../../contract/routes/community.ts';
import { httpHandler } from '../../platform/http.ts';
import { unsubscribeByLink } from '../../services/newsletter.ts';

/** The one-click link in newsletter emails: unsubscribes its recipient, and a forged link does nothing. */
export const handler = httpHandler(communityUnsubscribeLink, async ({ body, log }) =>
  unsubscribeByLink(body.email, body.sig, log),
);
