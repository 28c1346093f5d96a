import { COMMUNITY_MESSAGES, newsletterInput, newsletterSubscribed } from '../../contract/community.ts';
import { consumeRateLimit } from '../../data/rate-limits.ts';
import { rateLimited } from '../../platform/errors.ts';
import { httpHandler } from '../../platform/http.ts';
import { subscribeToNewsletter } from '../../services/newsletter.ts';

/** Newsletter subscribe (the home page's card); throttled per source address. */
export const handler = httpHandler(
  { auth: 'public', body: newsletterInput, response: newsletterSubscribed },
  async ({ body, sourceIp, log }) => {
    if (
      !(await consumeRateLimit({
        scope: 'newsletter-ip',
        subject: sourceIp || 'unknown',
        limit: 10,
        windowSeconds: 3600,
      }))
    )
      throw rateLimited(COMMUNITY_MESSAGES.tooMany);
    return { status: await subscribeToNewsletter(body.email, log) };
  },
);
