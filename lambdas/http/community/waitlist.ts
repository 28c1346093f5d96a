import { routes } from '../../contract/routes.ts';
import { httpHandler } from '../../platform/http.ts';
import { joinClassesWaitlist } from '../../services/newsletter.ts';

/** The online classes waitlist: each address once (compared lower-cased). */
export const handler = httpHandler(routes.communityWaitlist, async ({ body, sourceIp, log }) =>
  joinClassesWaitlist(body.email, sourceIp, log),
);
