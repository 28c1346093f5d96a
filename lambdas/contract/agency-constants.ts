/**
 * The agency contract's texts and plan, without its schemas: pages that only show them
 * import this module and do not download the schema library. agency.ts re-exports all of it.
 */

/** The spec's texts for agencies, their subscription and their job posts. */
export const AGENCY_MESSAGES = {
  agencyName: 'Agency name is required',
  websiteUrl: 'Valid website URL is required',
  profileFirst: 'Create Agency Profile First',
  profileRequired: 'Create your agency profile first.',
  profileSaved: 'Agency profile saved',
  profileFailed: 'Failed to save agency profile. Please try again.',
  subscriptionRequired:
    'Subscription Required: You need an active subscription to post jobs. Please subscribe first.',
  checkFailed: 'Failed to check subscription status',
  createFailed: 'Failed to create subscription',
  portalFailed: 'Failed to open customer portal',
  alreadySubscribed: 'Your agency already has a subscription. Use Manage subscription to change it.',
  /** Not the spec's: another window (or a second click) is opening a checkout right now. */
  checkoutElsewhere:
    'A subscription checkout was started in another window. Please finish or close it first.',
  noCustomer: 'Your agency has no subscription to manage yet.',
  postFailed: 'Failed to post job. Please try again.',
  posted: 'Job Posted Successfully!',
  agencyOnly: 'Only agency accounts can do this.',
  /**
   * A post refused because the agency's saved name (from before names were checked) passes for the site
   * or its staff: jobs carry the profile's name, so it is changed there first.
   */
  nameNotAllowed:
    'Your agency’s name cannot be shown on job posts: it looks like the site’s own or its staff’s. Please change it in your agency profile, then post again.',
} as const;

/** The agency plan: £100 a month, the first 30 days free. */
export const AGENCY_PLAN = {
  id: 'agency_monthly',
  name: 'Agency Premium',
  pricePence: 10000,
  currency: 'gbp',
  interval: 'month',
  trialDays: 30,
} as const;

/** The subscription card's badge. */
export const subscriptionBadge = (isTrial: boolean) => (isTrial ? 'Free Trial' : 'Active Subscription');

/**
 * A plan type as the card shows it: our plan by its name ('agency_monthly' → 'Agency Premium'), not the
 * stored id the spec's card upper-cased ('AGENCY MONTHLY'); any other plan id in words, with a capital
 * ('agency__pro_plan' → 'Agency pro plan').
 */
export function formatPlanType(planType: string): string {
  if (planType === AGENCY_PLAN.id) return AGENCY_PLAN.name;
  const words = planType.replace(/_+/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
