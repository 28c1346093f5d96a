import { communityUnsubscribe } from '../../contract/routes/community.ts';
import { httpHandler } from '../../platform/http.ts';
import { unsubscribeFromForm } from '../../services/newsletter.ts';

/**
 * unsubscribe-newsletter from the card, by address. The answer is the same whether or not the address
 * was on the list, so the list cannot be probed through it.
 */
export const handler = httpHandler(communityUnsubscribe, async ({ body, sourceIp, log }) =>
  unsubscribeFromForm(body.email, sourceIp, log),
);
