import { COMMUNITY_MESSAGES, newsletterInput, newsletterUnsubscribed } from '../../contract/community.ts';
import { unsubscribe } from '../../data/community.ts';
import { consumeRateLimit } from '../../data/rate-limits.ts';
import { rateLimited } from '../../platform/errors.ts';
import { httpHandler } from '../../platform/http.ts';

/**
 * unsubscribe-newsletter from the card, by address. The answer is the same whether or not the address
 * was on the list, so the list cannot be probed through it.
 */
export const handler = httpHandler(
  { auth: 'public', body: newsletterInput, response: newsletterUnsubscribed },
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
    await unsubscribe(body.email, new Date().toISOString());
    log.info('newsletter unsubscribe');
    return { status: 'unsubscribed' as const };
  },
);
