import { getSubscription } from '../../data/community.ts';
import { routes } from '../../contract/routes.ts';
import { httpHandler } from '../../platform/http.ts';

/** Whether the caller's own address is on the newsletter. */
export const handler = httpHandler(routes.meNewsletter, async ({ principal }) => ({
  subscribed: (await getSubscription(principal.email))?.subscribed ?? false,
}));
