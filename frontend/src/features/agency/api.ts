/** The agency's calls: its profile, its subscription and its job posts. */
import type { AgencyJobInput, AgencyProfileInput } from '@contract/agency.ts';
import { call } from '@/api/client.ts';
import { nullWhenMissing } from '@/api/missing.ts';

/** GET /agency: the signed-in agency's profile, or null when it has none yet. */
export const readAgencyProfile = () => nullWhenMissing(call('agencyGet'));

/** PUT /agency: creates or replaces the profile. */
export const saveAgencyProfile = (profile: AgencyProfileInput) => call('agencySave', { body: profile });

/** GET /agency/subscription: whether the agency subscribes, and until when. */
export const readSubscription = () => call('agencySubscription');

/** POST /agency/subscription/checkout: Stripe's checkout page's address, with an optional discount code. */
export const startSubscriptionCheckout = (discountCode: string) =>
  call('agencyCheckout', { body: { discountCode } }).then((r) => r.url);

/** POST /agency/subscription/portal: Stripe's billing portal's address. */
export const openBillingPortal = () => call('agencyPortal', { body: {} }).then((r) => r.url);

/** POST /jobs/agency: a subscribed agency's job goes live at once. */
export const postAgencyJob = (job: AgencyJobInput) => call('jobsCreateAgency', { body: job });
