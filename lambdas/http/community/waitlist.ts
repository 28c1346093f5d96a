import { communityWaitlist } from '../../contract/routes/community.ts';
import { httpHandler } from '../../platform/http.ts';
import { joinClassesWaitlist } from '../../services/newsletter.ts';

/** The online classes waitlist: each address once (compared lower-cased). */
export const handler = httpHandler(communityWaitlist, async ({ body, sourceIp, log }) =>
  joinClassesWaitlist(body.email, sourceIp, log),
);
