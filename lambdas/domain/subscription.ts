/**
 * Rules of the agency subscription that do not depend on AWS or on the Stripe SDK: how Stripe's view
 * of a subscription becomes ours, which state wins when Stripe's events arrive late or out of order,
 * and how the subscription card words it.
 */

/** The part of a Stripe Subscription these rules read (Stripe's field names). */
export interface StripeSubscriptionView {
  id: string;
  status: string;
  created: number;
  trial_end: number | null;
  cancel_at_period_end: boolean;
  metadata: Record<string, string> | null;
  /** Since Stripe's 2025 API versions the billing period lives on each item. */
  items?: { data?: Array<{ current_period_end?: number | null }> } | null;
  /** Older API versions keep it on the subscription. */
  current_period_end?: number | null;
}

/** Our record of an agency's subscription. Times are epoch seconds, as Stripe gives them. */
export interface SubscriptionState {
  subscriptionId: string;
  status: string;
  isTrial: boolean;
  planType: string;
  trialEnd: number | null;
  currentPeriodEnd: number | null;
  cancelAtPeriodEnd: boolean;
  hasActiveSubscription: boolean;
  /** When Stripe created the subscription (seconds). */
  createdAt: number;
  /** When this state was read from Stripe (milliseconds): a state read earlier never replaces it. */
  syncedAt: number;
}

/** Statuses that let an agency post: paying, or in its free month. */
export const LIVE_STATUSES = ['active', 'trialing'] as const;
/** Statuses after which a subscription can never become live again. */
export const ENDED_STATUSES = ['canceled', 'incomplete_expired'] as const;

export const isLive = (status: string) => (LIVE_STATUSES as readonly string[]).includes(status);
export const isEnded = (status: string) => (ENDED_STATUSES as readonly string[]).includes(status);

export const DEFAULT_PLAN = 'agency_monthly';

/** Stripe's subscription, as we keep it. */
export function stateFromStripe(subscription: StripeSubscriptionView, syncedAt: number): SubscriptionState {
  const itemEnds = (subscription.items?.data ?? [])
    .map((item) => item.current_period_end)
    .filter((end): end is number => typeof end === 'number');
  const currentPeriodEnd = itemEnds.length
    ? Math.min(...itemEnds)
    : (subscription.current_period_end ?? null);
  return {
    subscriptionId: subscription.id,
    status: subscription.status,
    isTrial: subscription.status === 'trialing',
    planType: subscription.metadata?.plan || DEFAULT_PLAN,
    trialEnd: subscription.trial_end ?? null,
    currentPeriodEnd,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    hasActiveSubscription: isLive(subscription.status),
    createdAt: subscription.created,
    syncedAt,
  };
}

/**
 * Whether a freshly read state should replace the one we hold. For the same subscription, only a
 * later read wins (two deliveries racing cannot put an older read last). A different subscription
 * (the agency subscribed again) takes over unless it would replace a live subscription with one that
 * is not live, or a newer subscription with an older one.
 */
export function shouldReplace(current: SubscriptionState | null, next: SubscriptionState): boolean {
  if (!current) return true;
  if (current.subscriptionId === next.subscriptionId) return next.syncedAt > current.syncedAt;
  if (next.hasActiveSubscription && !current.hasActiveSubscription) return true;
  if (current.hasActiveSubscription && !next.hasActiveSubscription) return false;
  return next.createdAt > current.createdAt;
}

/** How the subscription card words it: defined with the contract, which the SPA reads. */
export { formatPlanType, subscriptionBadge } from '../contract/agency-constants.ts';

/** One subscription at a time: a live or unpaid one is managed in the portal, not started again. */
export const maySubscribeAgain = (subscription: Pick<SubscriptionState, 'status'> | null) =>
  !subscription || isEnded(subscription.status);

/** The free month is offered once per agency: a trial already started (even if cancelled) is not repeated. */
export const trialAvailable = (agency: { trialUsed: boolean }) => !agency.trialUsed;
