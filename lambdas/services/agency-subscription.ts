import type Stripe from 'stripe';
import type { Agency } from '../domain/agency.ts';
import { mayBeStale } from '../domain/agency.ts';
import { isEnded, shouldReplace, stateFromStripe, type SubscriptionState } from '../domain/subscription.ts';
import { getAgency, setPendingCheckout, writeSubscription } from '../data/agencies.ts';
import { addToOutbox, outboxEntry } from '../data/outbox.ts';
import type { Logger } from '../platform/log.ts';
import { countEvent } from '../platform/metrics.ts';
import { isStripeInvalidRequest, stripe } from '../platform/stripe.ts';

const MAX_ATTEMPTS = 4;

/** Stripe's answer for an object that does not exist (deleted, or from another account or mode). */
export const isMissingInStripe = (error: unknown) =>
  isStripeInvalidRequest(error) && error.code === 'resource_missing';

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/**
 * Brings an agency's subscription state up to date with Stripe. Whatever event prompted it, the state
 * written is the subscription as Stripe holds it now (retrieved, not taken from the event), and it
 * replaces ours only if it was read later than ours (or is a subscription that should take over), so
 * late, repeated or reordered events can never put an older state back.
 */
export async function syncSubscription(
  subscriptionId: string,
  log: Logger,
  expectedAgencyId?: string,
): Promise<{ agency: Agency; state: SubscriptionState } | null> {
  const client = await stripe();
  let subscription: Stripe.Subscription;
  try {
    subscription = await client.subscriptions.retrieve(subscriptionId);
  } catch (error) {
    // Retrying cannot make it appear: acknowledge, say so, and keep what we hold.
    if (!isMissingInStripe(error)) throw error;
    log.warn('subscription not found in Stripe', { subscriptionId });
    return null;
  }
  const syncedAt = Date.now();
  const agencyId = subscription.metadata?.agencyId;
  if (!agencyId || (expectedAgencyId && agencyId !== expectedAgencyId)) {
    log.warn('subscription does not name our agency', { subscriptionId, agencyId, expectedAgencyId });
    return null;
  }
  const next = stateFromStripe(subscription, syncedAt);
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const agency = await getAgency(agencyId, true);
    if (!agency) {
      log.warn('subscription names an unknown agency', { subscriptionId, agencyId });
      return null;
    }
    // The customer is ours to check: a subscription of another customer never changes this agency.
    const customerId = idOf(subscription.customer);
    if (agency.stripeCustomerId && customerId !== agency.stripeCustomerId) {
      log.error('subscription customer is not the agency customer', { subscriptionId, agencyId });
      return null;
    }
    if (!shouldReplace(agency.subscription, next)) {
      log.info('subscription state kept', {
        agencyId,
        subscriptionId,
        held: agency.subscription?.status,
        read: next.status,
      });
      return { agency, state: agency.subscription! };
    }
    const held = agency.subscription;
    if (
      held &&
      held.subscriptionId !== next.subscriptionId &&
      held.hasActiveSubscription &&
      next.hasActiveSubscription
    )
      // One checkout at a time is enforced when it starts; if two still went through, a person must refund one.
      log.error('agency has two live subscriptions', {
        agencyId,
        kept: next.subscriptionId,
        other: held.subscriptionId,
      });
    // A subscription that ends takes the agency's jobs off the board (a page at a time, through the outbox).
    const ends =
      isEnded(next.status) && !(held && held.subscriptionId === next.subscriptionId && isEnded(held.status));
    const since = new Date(next.syncedAt).toISOString();
    const outbox = ends
      ? outboxEntry(
          {
            type: 'agency-jobs-closed',
            payload: { ownerId: agency.userId, agencyId, since, cursor: null, round: 0 },
          },
          agency.userId,
          new Date(),
          `${agencyId}#jobs-closed#${since}#0`,
        )
      : null;
    if (await writeSubscription(agencyId, agency.subscription, next, outbox)) {
      log.info('subscription state updated', {
        agencyId,
        subscriptionId,
        status: next.status,
        from: agency.subscription?.status ?? null,
      });
      return {
        agency: { ...agency, subscription: next, trialUsed: agency.trialUsed || next.trialEnd !== null },
        state: next,
      };
    }
    // Someone else wrote meanwhile: read again and decide again.
  }
  throw new Error(`subscription ${subscriptionId} could not be recorded after ${MAX_ATTEMPTS} attempts`);
}

/** The subscription an invoice bills (where this API version puts it, or where older ones did). */
export function subscriptionOfInvoice(invoice: Stripe.Invoice): string | null {
  const fromParent = invoice.parent?.subscription_details?.subscription;
  if (fromParent) return idOf(fromParent);
  const legacy = (invoice as unknown as { subscription?: string | { id: string } | null }).subscription;
  return idOf(legacy);
}

/**
 * Completes what a finished subscription checkout started, whether the webhook or the agency's own
 * status check sees it first: the subscription is recorded and the pending checkout forgotten.
 */
export async function completeSubscriptionCheckout(
  session: Stripe.Checkout.Session,
  log: Logger,
): Promise<{ agency: Agency; state: SubscriptionState } | null> {
  const agencyId = session.metadata?.agencyId;
  const subscriptionId = idOf(session.subscription);
  if (session.metadata?.kind !== 'agency-subscription' || !agencyId) return null;
  if (session.status !== 'complete' || !subscriptionId) return null;
  const synced = await syncSubscription(subscriptionId, log, agencyId);
  if (synced && synced.agency.pendingCheckoutSessionId === session.id)
    await setPendingCheckout(agencyId, session.id, null);
  return synced;
}

/**
 * The agency's subscription as its card should show it. When a checkout is still pending, or our
 * state describes a period that has ended, Stripe is asked directly (so a late webhook does not leave
 * the agency waiting); otherwise our record is current.
 */
export async function currentSubscription(agency: Agency, log: Logger): Promise<Agency> {
  const now = new Date();
  if (agency.pendingCheckoutSessionId && !agency.subscription?.hasActiveSubscription) {
    const pendingId = agency.pendingCheckoutSessionId;
    const client = await stripe();
    const session = await client.checkout.sessions.retrieve(pendingId).catch((error: unknown) => {
      if (isMissingInStripe(error)) return null;
      throw error;
    });
    if (session?.status === 'complete') {
      const synced = await completeSubscriptionCheckout(session, log);
      if (synced) return { ...synced.agency, pendingCheckoutSessionId: null };
    } else if (!session || session.status === 'expired') {
      await setPendingCheckout(agency.id, pendingId, null);
      return { ...agency, pendingCheckoutSessionId: null };
    }
    return agency;
  }
  if (agency.subscription && mayBeStale(agency.subscription, now)) {
    const synced = await syncSubscription(agency.subscription.subscriptionId, log, agency.id);
    if (synced) return synced.agency;
  }
  return agency;
}

/**
 * Puts in the outbox, for the agency before its free month ends, the reminder of when the first payment is
 * taken and how to cancel: an outbox message named after the Stripe event, so a redelivered event adds
 * nothing more.
 */
export async function remindOfTrialEnd(
  agency: Agency,
  state: SubscriptionState,
  eventId: string,
  log: Logger,
) {
  if (!state.trialEnd || !state.hasActiveSubscription || state.cancelAtPeriodEnd) {
    log.info('no trial reminder needed', { agencyId: agency.id, status: state.status });
    return;
  }
  const reminder = {
    type: 'trial-ending-email' as const,
    payload: {
      to: agency.ownerEmail,
      agencyId: agency.id,
      agencyName: agency.agencyName,
      trialEnd: state.trialEnd,
    },
  };
  if (await addToOutbox(outboxEntry(reminder, agency.userId, new Date(), `${eventId}#trial-ending`)))
    log.info('trial reminder owed', { agencyId: agency.id });
}

/**
 * Puts in the outbox the agency's notice that a payment failed and how to fix it (Stripe retries it
 * meanwhile), once per Stripe event.
 */
export async function noticePaymentFailed(agency: Agency, eventId: string, log: Logger) {
  const notice = {
    type: 'subscription-payment-failed-email' as const,
    payload: { to: agency.ownerEmail, agencyId: agency.id, agencyName: agency.agencyName },
  };
  if (await addToOutbox(outboxEntry(notice, agency.userId, new Date(), `${eventId}#payment-failed`))) {
    countEvent('paymentFailed');
    log.info('payment failed notice owed', { agencyId: agency.id });
  }
}
