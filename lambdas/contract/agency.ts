import * as z from 'zod/mini';
import './zod-locale.ts';
import { AGENCY_MESSAGES } from './agency-constants.ts';
import { jobDetailsShape, requireOtherType } from './jobs.ts';
import { fileRef } from './uploads.ts';

export * from './agency-constants.ts';

/**
 * A website: empty, or an http(s) address with a real host name. A bare "www.example.co.uk" is read as
 * https, as people type it.
 */
export const websiteUrl = z
  .pipe(
    z.string().check(z.trim(), z.maxLength(200, AGENCY_MESSAGES.websiteUrl)),
    z.transform((value: string) =>
      value && !/^[a-z][a-z0-9+.-]*:/i.test(value) ? `https://${value}` : value,
    ),
  )
  .check(
    z.refine((value) => {
      if (!value) return true;
      try {
        const url = new URL(value);
        return (
          (url.protocol === 'https:' || url.protocol === 'http:') &&
          /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i.test(url.hostname) &&
          !url.username &&
          !url.password
        );
      } catch {
        return false;
      }
    }, AGENCY_MESSAGES.websiteUrl),
  );

const agencyName = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, AGENCY_MESSAGES.agencyName),
    z.maxLength(100, 'Must be at most 100 characters'),
  );

/** The agency profile, as PUT /agency receives it. */
export const agencyProfileInput = z.strictObject({
  agencyName,
  websiteUrl,
  logo: z.nullable(fileRef),
});
export type AgencyProfileInput = z.infer<typeof agencyProfileInput>;

/** The agency profile as its owner sees it. */
export const agencyProfile = z.object({
  id: z.string(),
  agencyName: z.string(),
  websiteUrl: z.string(),
  logo: z.nullable(z.object({ key: z.string(), name: z.string() })),
  logoUrl: z.nullable(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AgencyProfile = z.infer<typeof agencyProfile>;

/** check-agency-subscription: what the subscription card shows (times are epoch seconds). */
export const subscriptionStatus = z.object({
  hasSubscription: z.boolean(),
  isTrial: z.boolean(),
  planType: z.nullable(z.string()),
  status: z.nullable(z.string()),
  trialEnd: z.nullable(z.number()),
  currentPeriodEnd: z.nullable(z.number()),
  cancelAtPeriodEnd: z.boolean(),
  /** Whether a new subscription would start with the free month (only the first one does). */
  trialAvailable: z.boolean(),
  /** Whether there is a Stripe customer whose billing portal can be opened. */
  canManage: z.boolean(),
  /**
   * A subscription that has not ended but does not allow posting (a failed payment, say): it is put
   * right in the billing portal, and a new one cannot be started.
   */
  needsManagement: z.boolean(),
});
export type SubscriptionStatus = z.infer<typeof subscriptionStatus>;

/** create-agency-subscription. */
export const createSubscriptionInput = z.strictObject({
  discountCode: z.string().check(z.trim(), z.maxLength(40)),
});
export const redirectResponse = z.object({ url: z.string() });

/** agency-customer-portal: nothing to send (the agency is the caller's); an empty object is accepted. */
export const portalInput = z.strictObject({});

/** publish-agency-job: the family form's Job Details (children ages optional, no discount code) plus the agency's. */
export const agencyJobInput = z
  .strictObject({
    ...jobDetailsShape,
    childrenAges: z.string().check(z.trim(), z.maxLength(100, 'Must be at most 100 characters')),
    agencyName,
    websiteUrl,
    logo: z.nullable(fileRef),
  })
  .check(z.superRefine(requireOtherType));
export type AgencyJobInput = z.infer<typeof agencyJobInput>;

export const agencyJobResponse = z.object({ jobId: z.string(), message: z.string() });
