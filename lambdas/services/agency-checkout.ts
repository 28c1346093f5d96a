import { createHash, randomUUID } from 'node:crypto';
import type Stripe from 'stripe';
import { AGENCY_MESSAGES, AGENCY_PLAN } from '../contract/agency.ts';
import { JOB_MESSAGES } from '../contract/jobs.ts';
import type { Agency } from '../domain/agency.ts';
import { maySubscribeAgain, trialAvailable } from '../domain/subscription.ts';
import { normalisePromoCode, promoInForce, type PromoCode } from '../domain/jobs.ts';
import { promoCheckLimits, RATE_LIMITS } from '../domain/rate-limits.ts';
import { enforceRateLimits } from '../data/rate-limits.ts';
import { setPendingCheckout, setStripeCustomer } from '../data/agencies.ts';
import { getPromo, holdPromoForAgency, releaseAgencyPromo } from '../data/promos.ts';
import { invalid, conflict } from '../domain/errors.ts';
import { required } from '../platform/env.ts';
import type { Logger } from '../platform/log.ts';
import type { Principal } from '../platform/principal.ts';
import { isStripeInvalidRequest, stripe } from '../platform/stripe.ts';
import { agencyOfCaller } from './agency-profile.ts';
import { currentSubscription } from './agency-subscription.ts';

/**
 * A Stripe Checkout Session in subscription mode for the caller's agency:
 * £100 a month, the first 30 days free (once per agency), and a promo code taken off the first payment.
 * A limited code's use is held by the checkout from the start (given back if it expires unpaid), so
 * agencies checking out side by side cannot spend it more often than it allows.
 */
export async function startAgencyCheckout(
  principal: Principal,
  discountCode: string | undefined,
  sourceIp: string,
  log: Logger,
): Promise<string> {
  const agency = await currentSubscription(await agencyOfCaller(principal), log);
  await enforceRateLimits([[RATE_LIMITS.checkoutsPerAccount, principal.id]], JOB_MESSAGES.checkoutsTooMany);
  // One subscription at a time: a live or unpaid one is managed in the portal, not started again.
  if (!maySubscribeAgain(agency.subscription)) throw conflict(AGENCY_MESSAGES.alreadySubscribed);

  const now = new Date();
  const code = discountCode ? normalisePromoCode(discountCode) : null;
  if (code)
    await enforceRateLimits(promoCheckLimits(sourceIp, principal.id), JOB_MESSAGES.promoChecksTooMany);
  const promo = code ? await getPromo(code) : null;
  // Whether a use is left is settled as the checkout holds one, below (its own hold may be the last).
  if (code && !promoInForce(promo, now))
    throw invalid('Invalid request body', { discountCode: JOB_MESSAGES.promoInvalid });

  const client = await stripe();
  let customerId = agency.stripeCustomerId;
  if (!customerId) {
    const params = { email: principal.email, name: agency.agencyName, metadata: { agencyId: agency.id } };
    // Stripe refuses a key sent again with other parameters (a 400, our 500): one left by a try that
    // stopped before the id was stored must not bind an agency that was renamed since. The key names
    // the parameters too, so a retry of the same request is still one customer.
    const sent = createHash('sha256').update(JSON.stringify(params)).digest('base64url').slice(0, 16);
    const customer = await client.customers.create(params, {
      idempotencyKey: `agency-customer-${agency.id}-${sent}`,
    });
    if (!(await setStripeCustomer(agency.id, customer.id)))
      throw conflict('Your subscription is being set up in another window. Please reload the page.');
    customerId = customer.id;
  }
  const withTrial = trialAvailable(agency);
  // A checkout left open (its tab closed without paying) is ended before the new one opens, so it can
  // never complete alongside it; its hold on the code passes to the new one.
  const seenPending = agency.pendingCheckoutSessionId;
  const earlier = seenPending ? await openEarlierCheckout(client, seenPending) : null;
  const claim = promo && typeof promo.maxUses === 'number' ? randomUUID() : null;
  if (promo && claim) {
    const held = await holdPromoForAgency(
      promo.code,
      agency.id,
      claim,
      earlier?.metadata?.promoClaim ?? null,
    );
    if (held === 'used-up')
      throw invalid('Invalid request body', { discountCode: JOB_MESSAGES.promoInvalid });
    if (held === 'busy') throw conflict(AGENCY_MESSAGES.checkoutElsewhere);
  }
  try {
    if (earlier?.status === 'open') await expireEarlierCheckout(client, earlier.id);
    const url = await openCheckout(client, {
      agency,
      customerId,
      seenPending,
      promo,
      claim,
      withTrial,
      site: required('SITE_ORIGIN'),
      log,
    });
    log.info('subscription checkout created', {
      agencyId: agency.id,
      trial: withTrial,
      promo: promo?.code,
    });
    return url;
  } catch (error) {
    // No checkout stays open with the code: its held use comes back.
    if (promo && claim) await releaseAgencyPromo(promo.code, agency.id, claim);
    throw error;
  }
}

/**
 * The agency's earlier checkout, read before anything changes. One that completed meanwhile is the
 * subscription starting (409); one Stripe cannot tell us about is not guessed at (409 too).
 */
async function openEarlierCheckout(
  client: Stripe,
  sessionId: string,
): Promise<Stripe.Checkout.Session | null> {
  const session = await client.checkout.sessions.retrieve(sessionId).catch((error: unknown) => {
    if (isStripeInvalidRequest(error)) return null;
    throw conflict('We could not check your earlier checkout. Please try again in a moment.');
  });
  if (session?.status === 'complete')
    throw conflict('Your subscription has just started. Please reload the page.');
  return session;
}

/** Ends the earlier checkout; one that completed as it was being ended is the subscription starting. */
async function expireEarlierCheckout(client: Stripe, sessionId: string): Promise<void> {
  try {
    await client.checkout.sessions.expire(sessionId);
  } catch (error) {
    if (!isStripeInvalidRequest(error)) throw error;
    const current = await client.checkout.sessions.retrieve(sessionId);
    if (current.status === 'complete')
      throw conflict('Your subscription has just started. Please reload the page.');
  }
}

interface CheckoutPlan {
  agency: Agency;
  customerId: string;
  /** The pending checkout the caller read (expired above); the new one replaces only that one. */
  seenPending: string | null;
  promo: PromoCode | null;
  /** Names the checkout's hold on a limited promo code's use. */
  claim: string | null;
  withTrial: boolean;
  site: string;
  log: Logger;
}

/** Opens the subscription checkout and records it as the agency's pending one; answers its URL. */
async function openCheckout(client: Stripe, plan: CheckoutPlan): Promise<string> {
  const { agency, promo, claim, log } = plan;
  const coupon = promo
    ? await client.coupons.create({
        amount_off: promo.amountOffPence,
        currency: AGENCY_PLAN.currency,
        duration: 'once',
        max_redemptions: 1,
        name: promo.code,
        metadata: { promoCode: promo.code, agencyId: agency.id },
      })
    : null;
  const session = await client.checkout.sessions.create({
    mode: 'subscription',
    customer: plan.customerId,
    client_reference_id: agency.id,
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: AGENCY_PLAN.currency,
          unit_amount: AGENCY_PLAN.pricePence,
          recurring: { interval: AGENCY_PLAN.interval },
          product_data: { name: AGENCY_PLAN.name },
        },
      },
    ],
    subscription_data: {
      ...(plan.withTrial ? { trial_period_days: AGENCY_PLAN.trialDays } : {}),
      metadata: { agencyId: agency.id, plan: AGENCY_PLAN.id },
    },
    ...(coupon ? { discounts: [{ coupon: coupon.id }] } : {}),
    metadata: {
      kind: 'agency-subscription',
      agencyId: agency.id,
      ...(promo ? { promoCode: promo.code } : {}),
      ...(claim ? { promoClaim: claim } : {}),
    },
    success_url: `${plan.site}/agency-subscription-success?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${plan.site}/agency-subscription-cancelled`,
  });
  // Claimed only if no other checkout was started meanwhile; otherwise (or when the claim cannot be
  // written) this one is withdrawn: no checkout stays payable that the agency's record does not name.
  const withdraw = () =>
    client.checkout.sessions
      .expire(session.id)
      .catch((error: unknown) =>
        log.error('could not expire a withdrawn checkout', { sessionId: session.id, error }),
      );
  const recorded = await setPendingCheckout(agency.id, plan.seenPending, session.id).catch(
    async (error: unknown) => {
      await withdraw();
      throw error;
    },
  );
  if (!recorded) {
    await withdraw();
    throw conflict(AGENCY_MESSAGES.checkoutElsewhere);
  }
  if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
  return session.url;
}
