import { routes } from '../../contract/routes.ts';
import { httpHandler } from '../../platform/http.ts';
import { subscribeFromForm } from '../../services/newsletter.ts';

/** Newsletter subscribe (the home page's card); throttled per source address. */
export const handler = httpHandler(routes.communitySubscribe, async ({ body, sourceIp, log }) =>
  subscribeFromForm(body.email, sourceIp, log),
);
