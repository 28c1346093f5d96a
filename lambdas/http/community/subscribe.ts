import { communitySubscribe } from '../../contract/routes/community.ts';
import { httpHandler } from '../../platform/http.ts';
import { subscribeFromForm } from '../../services/newsletter.ts';

/** Newsletter subscribe (the home page's card); throttled per source address. */
export const handler = httpHandler(communitySubscribe, async ({ body, sourceIp, log }) =>
  subscribeFromForm(body.email, sourceIp, log),
);
