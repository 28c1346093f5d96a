import { type SubscriptionStatus } from '../../contract/agency.ts';
import { canPublish, needsManagement, type Agency } from '../../domain/agency.ts';
import { trialAvailable } from '../../domain/subscription.ts';
import { agencySubscription } from '../../contract/routes/agency.ts';
import { httpHandler } from '../../platform/http.ts';
import { agencyOfCaller } from '../../services/agency-profile.ts';
import { currentSubscription } from '../../services/agency-subscription.ts';

/** What the subscription card shows. */
export function statusOf(agency: Agency, now = new Date()): SubscriptionStatus {
  const sub = agency.subscription;
  const live = canPublish(agency, now);
  return {
    hasSubscription: live,
    isTrial: live && Boolean(sub?.isTrial),
    planType: sub?.planType ?? null,
    status: sub?.status ?? null,
    trialEnd: sub?.trialEnd ?? null,
    currentPeriodEnd: sub?.currentPeriodEnd ?? null,
    cancelAtPeriodEnd: sub?.cancelAtPeriodEnd ?? false,
    trialAvailable: trialAvailable(agency),
    canManage: agency.stripeCustomerId !== null,
    needsManagement: needsManagement(agency, now),
  };
}

/**
 * The caller's agency's subscription, from our record, or from Stripe when
 * a checkout is pending or our record describes a period that has ended.
 */
export const handler = httpHandler(agencySubscription, async ({ principal, log }) =>
  statusOf(await currentSubscription(await agencyOfCaller(principal), log)),
);
