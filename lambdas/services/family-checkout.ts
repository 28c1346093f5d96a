import type { Job } from '../data/jobs.ts';
import type { stripe } from '../platform/stripe.ts';

const CHECKOUT_SECONDS = 60 * 60;

/**
 * The Checkout Session for a family's draft. It expires an hour after it opens rather than Stripe's
 * day, so a promo code held by a checkout left open comes back sooner to whoever else may use it. A
 * draft's first checkout opens when it is stored; a resumed one (`resumedFrom`: the checkout it
 * replaces) opens now, under an idempotency key of its own (with the pricing's `claim`, as the price may
 * differ from one resume to the next). Leaving the checkout comes back to the page that says so, which
 * leads back to the draft (its id in the address).
 */
export function openDraftCheckout(
  client: Awaited<ReturnType<typeof stripe>>,
  job: Job,
  site: string,
  email: string,
  resumedFrom: string | null = null,
  now = Date.now(),
  claim?: string,
) {
  const opensAt = resumedFrom ? now : Date.parse(job.createdAt);
  return client.checkout.sessions.create(
    {
      mode: 'payment',
      currency: 'gbp',
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'gbp',
            unit_amount: job.amountPence,
            product_data: { name: `Nanny job post: ${job.title}`.slice(0, 250) },
          },
        },
      ],
      customer_email: email,
      client_reference_id: job.id,
      metadata: { kind: 'family-job', jobId: job.id },
      success_url: `${site}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${site}/payment-cancelled?job=${encodeURIComponent(job.id)}`,
      expires_at: Math.floor(opensAt / 1000) + CHECKOUT_SECONDS,
    },
    {
      idempotencyKey: resumedFrom
        ? `family-job-${job.id}-after-${resumedFrom}${claim ? `-${claim}` : ''}`
        : `family-job-${job.id}`,
    },
  );
}

/**
 * Ends a draft's checkout so that it can no longer be paid, before the draft is priced again or
 * discarded: 'ended' when it has expired (now or before; or none was opened yet, or its payment that was
 * to settle later failed), 'paid' when it was completed (its payment is on the way, or settled),
 * 'busy' when it could not be ended just now (still open).
 */
export async function endDraftCheckout(
  client: Awaited<ReturnType<typeof stripe>>,
  job: Pick<Job, 'checkoutSessionId' | 'paymentFailedAt'>,
): Promise<'ended' | 'paid' | 'busy'> {
  const sessionId = job.checkoutSessionId;
  if (!sessionId) return 'ended';
  let session = await client.checkout.sessions.retrieve(sessionId);
  if (session.status === 'open') {
    await client.checkout.sessions.expire(sessionId).catch(() => undefined);
    // Expired now, or completed a moment before (paid: its webhook is on the way).
    session = await client.checkout.sessions.retrieve(sessionId);
  }
  if (session.status === 'expired') return 'ended';
  if (session.status === 'complete') return job.paymentFailedAt ? 'ended' : 'paid';
  return 'busy';
}
