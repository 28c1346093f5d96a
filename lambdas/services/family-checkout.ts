import type { Job } from '../data/jobs.ts';
import type { stripe } from '../platform/stripe.ts';

const CHECKOUT_SECONDS = 60 * 60;

/**
 * The Checkout Session for a family's draft. It expires an hour after it opens rather than Stripe's
 * day, so a promo code held by a checkout left open comes back sooner to whoever else may use it. A
 * draft's first checkout opens when it is stored; a resumed one (`resumedFrom`: the checkout it
 * replaces) opens now, under an idempotency key of its own.
 */
export function openDraftCheckout(
  client: Awaited<ReturnType<typeof stripe>>,
  job: Job,
  site: string,
  email: string,
  resumedFrom: string | null = null,
  now = Date.now(),
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
      cancel_url: `${site}/payment-cancelled`,
      expires_at: Math.floor(opensAt / 1000) + CHECKOUT_SECONDS,
    },
    { idempotencyKey: resumedFrom ? `family-job-${job.id}-after-${resumedFrom}` : `family-job-${job.id}` },
  );
}
