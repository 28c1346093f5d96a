import * as z from 'zod/mini';
import { schema } from './schema.ts';
import './zod-locale.ts';
import { AGENCY_MESSAGES } from './agency-constants.ts';
import { jobDetailsShape, requireOtherType } from './jobs.ts';
import { fileRef } from './uploads.ts';
import { MAX_WEBSITE_LENGTH, normaliseWebsite } from './website.ts';

export * from './agency-constants.ts';

/**
 * A website: empty, or an http(s) address with a real host name, stored and answered as its origin and
 * path only (see `normaliseWebsite`). A bare "www.example.co.uk" is read as https, as people type it.
 */
export const websiteUrl = /* @__PURE__ */ schema(() =>
  z.pipe(
    z.string().check(z.trim(), z.maxLength(MAX_WEBSITE_LENGTH, AGENCY_MESSAGES.websiteUrl)),
    z.transform((value: string, ctx) => {
      const website = normaliseWebsite(value);
      if (website !== null) return website;
      ctx.issues.push({ code: 'custom', message: AGENCY_MESSAGES.websiteUrl, input: value });
      return z.NEVER;
    }),
  ),
);

/**
 * A website as answered: an older item may hold one as it was typed, so it is normalised on the way
 * out, and one that is not a website is not answered at all ('').
 */
export const shownWebsite = /* @__PURE__ */ schema(() =>
  z.pipe(
    z.string(),
    z.transform((value: string) => normaliseWebsite(value) ?? ''),
  ),
);

const agencyName = /* @__PURE__ */ schema(() =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, AGENCY_MESSAGES.agencyName),
      z.maxLength(100, 'Must be at most 100 characters'),
    ),
);

/** The agency profile, as PUT /agency receives it. */
export const agencyProfileInput = /* @__PURE__ */ schema(() =>
  z.strictObject({
    agencyName,
    websiteUrl,
    logo: z.nullable(fileRef),
  }),
);
export type AgencyProfileInput = z.infer<typeof agencyProfileInput>;

/** The agency profile as its owner sees it. */
export const agencyProfile = /* @__PURE__ */ schema(() =>
  z.object({
    id: z.string(),
    agencyName: z.string(),
    websiteUrl: shownWebsite,
    logo: z.nullable(z.object({ key: z.string(), name: z.string() })),
    logoUrl: z.nullable(z.string()),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
);
export type AgencyProfile = z.infer<typeof agencyProfile>;

/** check-agency-subscription: what the subscription card shows (times are epoch seconds). */
export const subscriptionStatus = /* @__PURE__ */ schema(() =>
  z.object({
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
  }),
);
export type SubscriptionStatus = z.infer<typeof subscriptionStatus>;

/** create-agency-subscription. */
export const createSubscriptionInput = /* @__PURE__ */ schema(() =>
  z.strictObject({
    discountCode: z.string().check(z.trim(), z.maxLength(40)),
  }),
);
export const redirectResponse = /* @__PURE__ */ schema(() => z.object({ url: z.string() }));

/** agency-customer-portal: nothing to send (the agency is the caller's); an empty object is accepted. */
export const portalInput = /* @__PURE__ */ schema(() => z.strictObject({}));

/**
 * publish-agency-job: the family form's Job Details (children ages optional, no discount code) plus the
 * agency's website and logo (saved to its profile with the post). Not its name: a post carries the name
 * its agency profile holds (checked when the profile is saved), and a body that names one is refused
 * as naming an unknown field.
 */
export const agencyJobInput = /* @__PURE__ */ schema(() =>
  z
    .strictObject({
      ...jobDetailsShape,
      childrenAges: z.string().check(z.trim(), z.maxLength(100, 'Must be at most 100 characters')),
      websiteUrl,
      logo: z.nullable(fileRef),
    })
    .check(z.superRefine(requireOtherType)),
);
export type AgencyJobInput = z.infer<typeof agencyJobInput>;

export const agencyJobResponse = /* @__PURE__ */ schema(() =>
  z.object({ jobId: z.string(), message: z.string() }),
);
