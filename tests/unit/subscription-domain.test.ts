import { describe, expect, it } from 'vitest';
import { canPublish, mayBeStale, RENEWAL_GRACE_SECONDS } from '../../lambdas/domain/agency.ts';
import {
  formatPlanType,
  maySubscribeAgain,
  shouldReplace,
  stateFromStripe,
  subscriptionBadge,
  trialAvailable,
  type StripeSubscriptionView,
  type SubscriptionState,
} from '../../lambdas/domain/subscription.ts';

const NOW = Date.parse('2026-11-22T12:00:00Z');
const SECONDS = NOW / 1000;
const DAY = 24 * 3600;

const stripeSub = (over: Partial<StripeSubscriptionView> = {}): StripeSubscriptionView => ({
  id: 'sub_1',
  status: 'trialing',
  created: SECONDS - 60,
  trial_end: SECONDS + 30 * DAY,
  cancel_at_period_end: false,
  metadata: { agencyId: 'a1', plan: 'agency_monthly' },
  items: { data: [{ current_period_end: SECONDS + 30 * DAY }] },
  ...over,
});

const state = (over: Partial<SubscriptionState> = {}): SubscriptionState => ({
  ...stateFromStripe(stripeSub(), NOW),
  ...over,
});

describe('Stripe subscription → our state', () => {
  it.each([
    ['trialing', true, true],
    ['active', false, true],
    ['past_due', false, false],
    ['unpaid', false, false],
    ['incomplete', false, false],
    ['incomplete_expired', false, false],
    ['canceled', false, false],
    ['paused', false, false],
  ])('%s: trial %s, live %s', (status, isTrial, live) => {
    const s = stateFromStripe(stripeSub({ status }), NOW);
    expect(s.isTrial).toBe(isTrial);
    expect(s.hasActiveSubscription).toBe(live);
    expect(s.status).toBe(status);
  });

  it('reads the period end from the items (this API version) or the subscription (older ones)', () => {
    expect(stateFromStripe(stripeSub(), NOW).currentPeriodEnd).toBe(SECONDS + 30 * DAY);
    expect(
      stateFromStripe(
        stripeSub({
          items: { data: [{ current_period_end: SECONDS + 9 }, { current_period_end: SECONDS + 5 }] },
        }),
        NOW,
      ).currentPeriodEnd,
    ).toBe(SECONDS + 5);
    expect(
      stateFromStripe(stripeSub({ items: { data: [] }, current_period_end: SECONDS + 7 }), NOW)
        .currentPeriodEnd,
    ).toBe(SECONDS + 7);
    expect(stateFromStripe(stripeSub({ items: null }), NOW).currentPeriodEnd).toBeNull();
  });

  it('keeps the plan from the metadata, or the agency plan', () => {
    expect(stateFromStripe(stripeSub({ metadata: { plan: 'agency_yearly' } }), NOW).planType).toBe(
      'agency_yearly',
    );
    expect(stateFromStripe(stripeSub({ metadata: null }), NOW).planType).toBe('agency_monthly');
  });
});

describe('which state wins', () => {
  it('takes the first state', () => expect(shouldReplace(null, state())).toBe(true));

  it('for the same subscription, only a later read replaces ours', () => {
    const held = state({ syncedAt: NOW, status: 'canceled', hasActiveSubscription: false });
    expect(shouldReplace(held, state({ syncedAt: NOW - 1 }))).toBe(false);
    expect(shouldReplace(held, state({ syncedAt: NOW }))).toBe(false);
    expect(shouldReplace(held, state({ syncedAt: NOW + 1 }))).toBe(true);
  });

  it('a new live subscription replaces an ended one, never the other way round', () => {
    const ended = state({ subscriptionId: 'sub_old', status: 'canceled', hasActiveSubscription: false });
    const fresh = state({ subscriptionId: 'sub_new', createdAt: SECONDS });
    expect(shouldReplace(ended, fresh)).toBe(true);
    expect(shouldReplace(fresh, { ...ended, syncedAt: NOW + 10_000 })).toBe(false);
  });

  it('between two subscriptions in the same standing, the newer one wins', () => {
    const older = state({ subscriptionId: 'sub_a', createdAt: SECONDS - 100 });
    const newer = state({ subscriptionId: 'sub_b', createdAt: SECONDS });
    expect(shouldReplace(older, newer)).toBe(true);
    expect(shouldReplace(newer, older)).toBe(false);
  });
});

describe('the subscription card', () => {
  it('badge', () => {
    expect(subscriptionBadge(true)).toBe('Free Trial');
    expect(subscriptionBadge(false)).toBe('Active Subscription');
  });

  it.each([
    ['agency_monthly', 'Agency Premium'],
    ['premium', 'Premium'],
    ['agency__pro_plan', 'Agency pro plan'],
  ])('plan %s is shown as %s, never as its stored id', (plan, shown) =>
    expect(formatPlanType(plan)).toBe(shown),
  );

  it('offers the free month once', () => {
    expect(trialAvailable({ trialUsed: false })).toBe(true);
    expect(trialAvailable({ trialUsed: true })).toBe(false);
  });

  it('starts a subscription only when none is live or unpaid', () => {
    expect(maySubscribeAgain(null)).toBe(true);
    expect(maySubscribeAgain({ status: 'canceled' })).toBe(true);
    expect(maySubscribeAgain({ status: 'incomplete_expired' })).toBe(true);
    expect(maySubscribeAgain({ status: 'active' })).toBe(false);
    expect(maySubscribeAgain({ status: 'trialing' })).toBe(false);
    expect(maySubscribeAgain({ status: 'past_due' })).toBe(false);
    expect(maySubscribeAgain({ status: 'incomplete' })).toBe(false);
  });
});

describe('publishing rights', () => {
  const now = new Date(NOW);
  it('needs a live subscription', () => {
    expect(canPublish({ subscription: null }, now)).toBe(false);
    expect(canPublish({ subscription: state() }, now)).toBe(true);
    expect(canPublish({ subscription: state({ status: 'active', isTrial: false }) }, now)).toBe(true);
    expect(
      canPublish({ subscription: state({ status: 'past_due', hasActiveSubscription: false }) }, now),
    ).toBe(false);
    expect(
      canPublish({ subscription: state({ status: 'canceled', hasActiveSubscription: false }) }, now),
    ).toBe(false);
  });

  it('a live state whose period ended beyond the grace is not trusted', () => {
    const ended = SECONDS - RENEWAL_GRACE_SECONDS;
    expect(canPublish({ subscription: state({ trialEnd: ended, currentPeriodEnd: ended }) }, now)).toBe(true);
    expect(
      canPublish({ subscription: state({ trialEnd: ended - 1, currentPeriodEnd: ended - 1 }) }, now),
    ).toBe(false);
  });

  it('asks Stripe again once the period has ended and the record is over a minute old', () => {
    expect(mayBeStale(null, now)).toBe(false);
    expect(mayBeStale(state(), now)).toBe(false);
    const ended = state({ trialEnd: SECONDS - 10, currentPeriodEnd: SECONDS - 10 });
    expect(mayBeStale({ ...ended, syncedAt: NOW - 30_000 }, now)).toBe(false);
    expect(mayBeStale({ ...ended, syncedAt: NOW - 61_000 }, now)).toBe(true);
    expect(mayBeStale({ ...ended, status: 'canceled', syncedAt: NOW - 61_000 }, now)).toBe(false);
  });
});
