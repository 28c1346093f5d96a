import type Stripe from 'stripe';
import { getJob } from '../data/jobs.ts';
import { promoHolder, releaseDraftPromo, releaseOrphanedHold } from '../data/promos.ts';
import type { Logger } from '../platform/log.ts';

/**
 * How long a draft may take to open its checkout. A draft that holds a promo code without a checkout
 * yet is being created by another request of the same family (two tabs, a double click); it keeps
 * the code. Past this, its request has failed half-way and the code may come back.
 */
const OPENING_CHECKOUT_MS = 2 * 60 * 1000;

/**
 * A family's promo code is held by one unpaid draft of theirs at a time. Starting another draft with it
 * (back from a checkout they left, say) ends the earlier checkout at Stripe, so it can no longer be paid,
 * and gives its use back for the new draft. A checkout that was paid meanwhile keeps the use: the code is
 * then spent; so does a draft still opening its checkout. Returns whether the earlier draft no longer
 * holds the use (whoever gave it back: this call, or the expired checkout's webhook racing it), so the
 * new draft may try to take it.
 */
export async function endEarlierCheckout(
  client: Stripe,
  code: string,
  userId: string,
  log: Logger,
  now = Date.now(),
): Promise<boolean> {
  const jobId = await promoHolder(code, userId);
  if (!jobId) return false;
  const earlier = await getJob(jobId, true);
  // Its draft expired unpaid a while ago: the hold it left gives its use back.
  if (!earlier) return releaseOrphanedHold(code, userId, jobId);
  if (earlier.paymentConfirmed) return false;
  if (earlier.checkoutSessionId) {
    const sessionId = earlier.checkoutSessionId;
    await client.checkout.sessions.expire(sessionId).catch(() => undefined);
    // Expired now or before: its use may come back. Complete (paid, its webhook on the way): it may not.
    const session = await client.checkout.sessions.retrieve(sessionId);
    if (session.status !== 'expired') return false;
  } else if (now - Date.parse(earlier.createdAt) < OPENING_CHECKOUT_MS) {
    return false;
  }
  const released = await releaseDraftPromo(earlier);
  log.info('earlier checkout ended for a new draft', { jobId, released });
  return released || (await promoHolder(code, userId)) !== jobId;
}
