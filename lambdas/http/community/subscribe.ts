import { COMMUNITY_MESSAGES } from '../../contract/community.ts';
import { RATE_LIMITS } from '../../domain/rate-limits.ts';
import { enforceRateLimits } from '../../data/rate-limits.ts';
import { communitySubscribe } from '../../contract/routes/community.ts';
import { httpHandler } from '../../platform/http.ts';
import { subscribeToNewsletter } from '../../services/newsletter.ts';

/** Newsletter subscribe (the home page's card); throttled per source address. */
export const handler = httpHandler(communitySubscribe, async ({ body, sourceIp, log }) => {
  await enforceRateLimits([[RATE_LIMITS.newsletterPerAddress, sourceIp]], COMMUNITY_MESSAGES.tooMany);
  return { status: await subscribeToNewsletter(body.email, log) };
});
