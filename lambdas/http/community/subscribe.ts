import { COMMUNITY_MESSAGES, newsletterInput, newsletterSubscribed } from '../../contract/community.ts';
import { RATE_LIMITS } from '../../domain/rate-limits.ts';
import { enforceRateLimits } from '../../data/rate-limits.ts';
import { httpHandler } from '../../platform/http.ts';
import { subscribeToNewsletter } from '../../services/newsletter.ts';

/** Newsletter subscribe (the home page's card); throttled per source address. */
export const handler = httpHandler(
  { auth: 'public', body: newsletterInput, response: newsletterSubscribed },
  async ({ body, sourceIp, log }) => {
    await enforceRateLimits([[RATE_LIMITS.newsletterPerAddress, sourceIp]], COMMUNITY_MESSAGES.tooMany);
    return { status: await subscribeToNewsletter(body.email, log) };
  },
);
