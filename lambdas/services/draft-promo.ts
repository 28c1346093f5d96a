import type Stripe from 'stripe';
import { getJob, promoHolder, releaseDraftPromo } from '../data/jobs.ts';
import type { Logger } from '../platform/log.ts';

/**
 * A family's promo code is held by one unpaid draft of theirs at a time. Starting another draft with it
 * (back from a checkout they left, say) ends the earlier checkout at Stripe, so it can no longer be paid,
 * and gives its use back for the new draft. A checkout that was paid meanwhile keeps the use: the code is
 * then spent. Returns whether the use came back.
 */
export async function endEarlierCheckout(
  client: Stripe,
  code: string,
  userId: string,
  log: Logger,
): Promise<boolean> {
  const jobId = await promoHolder(code, userId);
  const earlier = jobId ? await getJob(jobId, true) : null;
  if (!jobId || !earlier || earlier.paymentConfirmed) return false;
  if (earlier.checkoutSessionId) {
    const sessionId = earlier.checkoutSessionId;
    await client.checkout.sessions.expire(sessionId).catch(() => undefined);
    // Expired now or before: its use may come back. Complete (paid, its webhook on the way): it may not.
    const session = await client.checkout.sessions.retrieve(sessionId);
    if (session.status !== 'expired') return false;
  }
  const released = await releaseDraftPromo(earlier);
  log.info('earlier checkout ended for a new draft', { jobId, released });
  return released;
}
