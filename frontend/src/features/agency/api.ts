/** The agency's calls: its profile, its subscription and its job posts. */
import type {
  AgencyJobInput,
  agencyJobResponse,
  AgencyProfile,
  AgencyProfileInput,
  redirectResponse,
  SubscriptionStatus,
} from '@contract/agency.ts';
import { api, type Answer } from '@/api/client.ts';
import { nullWhenMissing } from '@/api/missing.ts';

/** GET /agency: the signed-in agency's profile, or null when it has none yet. */
export const readAgencyProfile = () => nullWhenMissing(api<AgencyProfile>('/agency', { auth: 'required' }));

/** PUT /agency: creates or replaces the profile. */
export const saveAgencyProfile = (profile: AgencyProfileInput) =>
  api<AgencyProfile>('/agency', { method: 'PUT', auth: 'required', body: profile });

/** GET /agency/subscription: whether the agency subscribes, and until when. */
export const readSubscription = () => api<SubscriptionStatus>('/agency/subscription', { auth: 'required' });

/** POST /agency/subscription/checkout: Stripe's checkout page's address, with an optional discount code. */
export const startSubscriptionCheckout = (discountCode: string) =>
  api<Answer<typeof redirectResponse>>('/agency/subscription/checkout', {
    method: 'POST',
    auth: 'required',
    body: { discountCode },
  }).then((r) => r.url);

/** POST /agency/subscription/portal: Stripe's billing portal's address. */
export const openBillingPortal = () =>
  api<Answer<typeof redirectResponse>>('/agency/subscription/portal', {
    method: 'POST',
    auth: 'required',
    body: {},
  }).then((r) => r.url);

/** POST /jobs/agency: a subscribed agency's job goes live at once. */
export const postAgencyJob = (job: AgencyJobInput) =>
  api<Answer<typeof agencyJobResponse>>('/jobs/agency', { method: 'POST', auth: 'required', body: job });
