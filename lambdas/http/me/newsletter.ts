import { getSubscription } from '../../data/community.ts';
import { meNewsletter } from '../../contract/routes/me.ts';
import { httpHandler } from '../../platform/http.ts';

/** Whether the caller's own address is on the newsletter. */
export const handler = httpHandler(meNewsletter, async ({ principal }) => ({
  subscribed: (await getSubscription(principal.email))?.subscribed ?? false,
}));
