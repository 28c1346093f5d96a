import { COMMUNITY_MESSAGES, waitlistInput, waitlistJoined } from '../../contract/community.ts';
import { joinWaitlist } from '../../data/community.ts';
import { consumeRateLimit } from '../../data/rate-limits.ts';
import { rateLimited } from '../../platform/errors.ts';
import { httpHandler } from '../../platform/http.ts';

/** The online classes waitlist: each address once (compared lower-cased). */
export const handler = httpHandler(
  { auth: 'public', body: waitlistInput, response: waitlistJoined },
  async ({ body, sourceIp, log }) => {
    if (
      !(await consumeRateLimit({
        scope: 'waitlist-ip',
        subject: sourceIp || 'unknown',
        limit: 10,
        windowSeconds: 3600,
      }))
    )
      throw rateLimited(COMMUNITY_MESSAGES.tooMany);
    const joined = await joinWaitlist('online-classes', body.email, new Date().toISOString());
    log.info('waitlist', { joined });
    return { status: joined ? ('joined' as const) : ('already-joined' as const) };
  },
);
