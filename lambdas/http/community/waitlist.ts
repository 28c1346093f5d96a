import { COMMUNITY_MESSAGES } from '../../contract/community.ts';
import { RATE_LIMITS } from '../../domain/rate-limits.ts';
import { joinWaitlist } from '../../data/community.ts';
import { enforceRateLimits } from '../../data/rate-limits.ts';
import { communityWaitlist } from '../../contract/routes/community.ts';
import { httpHandler } from '../../platform/http.ts';

/** The online classes waitlist: each address once (compared lower-cased). */
export const handler = httpHandler(communityWaitlist, async ({ body, sourceIp, log }) => {
  await enforceRateLimits([[RATE_LIMITS.waitlistPerAddress, sourceIp]], COMMUNITY_MESSAGES.tooMany);
  const joined = await joinWaitlist('online-classes', body.email, new Date().toISOString());
  log.info('waitlist', { joined });
  return { status: joined ? ('joined' as const) : ('already-joined' as const) };
});
