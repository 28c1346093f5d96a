import { COMMUNITY_MESSAGES } from '../../contract/community.ts';
import { RATE_LIMITS } from '../../domain/rate-limits.ts';
import { unsubscribe } from '../../data/community.ts';
import { enforceRateLimits } from '../../data/rate-limits.ts';
import { communityUnsubscribe } from '../../contract/routes/community.ts';
import { httpHandler } from '../../platform/http.ts';

/**
 * unsubscribe-newsletter from the card, by address. The answer is the same whether or not the address
 * was on the list, so the list cannot be probed through it.
 */
export const handler = httpHandler(communityUnsubscribe, async ({ body, sourceIp, log }) => {
  await enforceRateLimits([[RATE_LIMITS.newsletterPerAddress, sourceIp]], COMMUNITY_MESSAGES.tooMany);
  await unsubscribe(body.email, new Date().toISOString());
  log.info('newsletter unsubscribe');
  return { status: 'unsubscribed' as const };
});
