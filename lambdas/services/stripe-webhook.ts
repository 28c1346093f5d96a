import type Stripe from 'stripe';
import { recordStripeEvent, wasStripeEventProcessed } from '../data/stripe-events.ts';
import {
  hasStripeSignatureForm,
  SIGNATURE_TOLERANCE_SECONDS,
  signatureTimeProblem,
} from '../domain/signature-time.ts';
import { familyJobOf } from '../domain/jobs.ts';
import { invalid } from '../domain/errors.ts';
import { countEvent } from '../platform/metrics.ts';
import type { Logger } from '../platform/log.ts';
import { stripe, stripeKeys } from '../platform/stripe.ts';
import { getJob } from '../data/jobs.ts';
import {
  countPromoForCheckout,
  recordPromoUse,
  releaseAgencyPromo,
  releaseDraftPromo,
  uncountPromoForCheckout,
} from '../data/promos.ts';
import {
  completeSubscriptionCheckout,
  noticePaymentFailed,
  remindOfTrialEnd,
  subscriptionOfInvoice,
  syncSubscription,
} from './agency-subscription.ts';
import { failDelayedPayment, keepDraftForPendingPayment, publishPaidJob } from './publish-job.ts';

type EventHandler = (event: Stripe.Event, log: Logger) => Promise<unknown>;

/**
 * What each event type does. Every handler is idempotent: Stripe may deliver an event more than once,
 * late, or out of order, and the success page's verify call may race it.
 */
const handlers: Partial<Record<Stripe.Event.Type, EventHandler>> = {
  'checkout.session.completed': async (event, log) => {
    const session = event.data.object as Stripe.Checkout.Session;
    log.info('checkout session completed', {
      sessionId: session.id,
      mode: session.mode,
      paymentStatus: session.payment_status,
      kind: session.metadata?.kind,
    });
    // A family's job post: publish it once the payment is in (an unpaid session never publishes). A
    // completed checkout whose payment settles later (a bank debit) keeps its draft until it does.
    const jobId = familyJobOf(session);
    if (jobId && session.payment_status === 'paid') await publishPaidJob(jobId, session.id, log);
    else if (jobId && session.status === 'complete' && session.payment_status === 'unpaid')
      await keepDraftForPendingPayment(jobId, session.id, log);
    // An agency's subscription checkout: record the subscription, and count its promo code once.
    if (session.metadata?.kind === 'agency-subscription') {
      const synced = await completeSubscriptionCheckout(session, log);
      const code = session.metadata.promoCode;
      if (synced && code) {
        const claim = session.metadata.promoClaim;
        const counted = await countPromoForCheckout(synced.agency.id, session.id, code, claim);
        if (counted === 'counted') await recordPromoUse(code, log);
        if (counted === 'used-up')
          log.warn('promo code was used up before this subscription started', {
            code,
            sessionId: session.id,
          });
      }
    }
  },
  // A payment that settles later came in: the family's job is published as a card payment's is.
  'checkout.session.async_payment_succeeded': async (event, log) => {
    const session = event.data.object as Stripe.Checkout.Session;
    const jobId = familyJobOf(session);
    if (jobId && session.payment_status === 'paid') await publishPaidJob(jobId, session.id, log);
    // An agency's first payment: its subscription is read again from Stripe (its invoice events say so too).
    if (session.metadata?.kind === 'agency-subscription') await completeSubscriptionCheckout(session, log);
  },
  // It failed: the family's job stays unpublished, its promo code's use comes back, and the family is told.
  'checkout.session.async_payment_failed': async (event, log) => {
    const session = event.data.object as Stripe.Checkout.Session;
    const jobId = familyJobOf(session);
    if (jobId) await failDelayedPayment(jobId, session.id, log);
    if (session.metadata?.kind === 'agency-subscription') {
      await completeSubscriptionCheckout(session, log);
      // Nothing was paid: the promo code's use its completion counted comes back.
      const { agencyId, promoCode } = session.metadata;
      if (agencyId && promoCode && (await uncountPromoForCheckout(agencyId, session.id, promoCode)))
        log.info('promo code use given back', { agencyId, sessionId: session.id });
    }
  },
  // A family's checkout left unpaid until it expired: its draft gives back the promo code's use it held.
  'checkout.session.expired': async (event, log) => {
    const session = event.data.object as Stripe.Checkout.Session;
    // An agency's subscription checkout left unpaid: the use of a limited code it held comes back.
    const { kind, agencyId, promoCode, promoClaim } = session.metadata ?? {};
    if (kind === 'agency-subscription' && agencyId && promoCode && promoClaim) {
      if (await releaseAgencyPromo(promoCode, agencyId, promoClaim))
        log.info('promo code use given back', { agencyId, sessionId: session.id });
      return;
    }
    const jobId = familyJobOf(session);
    if (!jobId) return;
    const job = await getJob(jobId, true);
    if (job?.checkoutSessionId !== session.id) return;
    if (await releaseDraftPromo(job)) log.info('promo code use given back', { jobId, sessionId: session.id });
  },
  // Every change to a subscription: read it from Stripe and keep the newest state.
  'customer.subscription.created': syncFromSubscriptionEvent,
  'customer.subscription.updated': syncFromSubscriptionEvent,
  'customer.subscription.deleted': syncFromSubscriptionEvent,
  'customer.subscription.trial_will_end': async (event, log) => {
    const synced = await syncFromSubscriptionEvent(event, log);
    if (synced) await remindOfTrialEnd(synced.agency, synced.state, event.id, log);
  },
  'invoice.paid': async (event, log) => {
    const subscriptionId = subscriptionOfInvoice(event.data.object as Stripe.Invoice);
    if (subscriptionId) await syncSubscription(subscriptionId, log);
  },
  'invoice.payment_failed': async (event, log) => {
    const subscriptionId = subscriptionOfInvoice(event.data.object as Stripe.Invoice);
    const synced = subscriptionId ? await syncSubscription(subscriptionId, log) : null;
    if (synced) await noticePaymentFailed(synced.agency, event.id, log);
  },
};

async function syncFromSubscriptionEvent(event: Stripe.Event, log: Logger) {
  const subscription = event.data.object as Stripe.Subscription;
  return syncSubscription(subscription.id, log);
}

/**
 * Every delivery the webhook answers with an error is counted (WebhookFailed, which raises an alarm):
 * Stripe sends it again later, and until then a payment or a subscription change waits. A refused
 * signature is counted too, when the request carries one in Stripe's form: when every delivery is
 * refused the webhook secret is wrong. A request with no signature at all is not Stripe's (the address
 * is public, and a scanner's POST must not wake anyone), and is only refused.
 */
export async function receiveStripeWebhook(signature: string | undefined, rawBody: string, log: Logger) {
  try {
    return await receive(signature, rawBody, log);
  } catch (error) {
    if (hasStripeSignatureForm(signature ?? '')) countEvent('webhookFailed');
    throw error;
  }
}

async function receive(signature: string | undefined, rawBody: string, log: Logger) {
  if (!signature) throw invalid('Missing Stripe-Signature header');

  const [client, { webhookSecret }] = await Promise.all([stripe(), stripeKeys()]);
  // One reading of the clock for both checks: the SDK refuses a signature that is too old, and only
  // that; one dated too far ahead is refused here.
  const now = new Date();
  let stripeEvent: Stripe.Event;
  try {
    stripeEvent = await client.webhooks.constructEventAsync(
      rawBody,
      signature,
      webhookSecret,
      SIGNATURE_TOLERANCE_SECONDS,
      undefined,
      now.getTime(),
    );
  } catch {
    throw invalid('Invalid Stripe signature');
  }
  log.setCorrelationId(stripeEvent.id);
  const timeProblem = signatureTimeProblem(signature, now);
  if (timeProblem) {
    log.warn('stripe signature time refused', { eventId: stripeEvent.id, problem: timeProblem });
    throw invalid('Invalid Stripe signature');
  }

  if (await wasStripeEventProcessed(stripeEvent.id)) {
    log.info('stripe event already processed', { eventId: stripeEvent.id, type: stripeEvent.type });
    return { received: true, duplicate: true };
  }
  const handle = handlers[stripeEvent.type];
  if (handle) await handle(stripeEvent, log);
  else log.info('stripe event ignored', { eventId: stripeEvent.id, type: stripeEvent.type });
  await recordStripeEvent(stripeEvent.id, stripeEvent.type);
  return { received: true };
}
