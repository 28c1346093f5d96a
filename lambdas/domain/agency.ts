import type { FileRef } from '../contract/uploads.ts';
import { isEnded, isLive, type SubscriptionState } from './subscription.ts';

/**
 * An agency's logo: the checked file kept privately, and the site path of its public copy
 * (`/logos/<agencyId>/<hash>.<ext>`, contract/logo-keys.ts). A logo saved before public copies has no
 * path until the agency saves its profile again.
 */
export interface AgencyLogo extends FileRef {
  path?: string;
}

/** An agency (agencies in the spec): one per agency user, with its Stripe customer and subscription. */
export interface Agency {
  id: string;
  userId: string;
  /** The account's verified email: subscription emails go here. */
  ownerEmail: string;
  agencyName: string;
  websiteUrl: string;
  logo: AgencyLogo | null;
  stripeCustomerId: string | null;
  /** Whether a free month was ever started; it is offered once. */
  trialUsed: boolean;
  /** The last subscription checkout started, until it completes or expires. */
  pendingCheckoutSessionId: string | null;
  subscription: SubscriptionState | null;
  createdAt: string;
  updatedAt: string;
}

/**
 * Stripe keeps retrying a renewal for days, and its events can be late: a live subscription whose
 * period ended less than this long ago still counts while Stripe settles it.
 */
export const RENEWAL_GRACE_SECONDS = 3 * 24 * 60 * 60;

/** Whether the agency may publish a job now: a live subscription (active or in its free month). */
export function canPublish(agency: Pick<Agency, 'subscription'>, now: Date): boolean {
  const sub = agency.subscription;
  if (!sub || !isLive(sub.status)) return false;
  const end = sub.isTrial ? (sub.trialEnd ?? sub.currentPeriodEnd) : sub.currentPeriodEnd;
  return end === null || now.getTime() / 1000 <= end + RENEWAL_GRACE_SECONDS;
}

/**
 * Whether our record may be behind Stripe: the period it describes has ended (a renewal, the trial's
 * end or a cancellation must have happened since), and it was last read from Stripe over a minute ago.
 */
export function mayBeStale(sub: SubscriptionState | null, now: Date): boolean {
  if (!sub) return false;
  const seconds = now.getTime() / 1000;
  const ends = [sub.trialEnd, sub.currentPeriodEnd].filter((t): t is number => t !== null);
  const ended = ends.some((end) => end <= seconds) && !isEnded(sub.status);
  return ended && now.getTime() - sub.syncedAt > 60_000;
}

/**
 * Whether the agency has a subscription that has not ended but does not let it post (a failed
 * payment, an unfinished first payment, a pause): it is fixed in the billing portal, not by
 * subscribing again.
 */
export function needsManagement(agency: Pick<Agency, 'subscription'>, now: Date): boolean {
  const sub = agency.subscription;
  return sub !== null && !isEnded(sub.status) && !canPublish(agency, now);
}
