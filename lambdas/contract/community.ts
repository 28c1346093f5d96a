import * as z from 'zod/mini';
import { schema } from './schema.ts';
import './zod-locale.ts';
import { COMMUNITY_MESSAGES, REFERRAL_CODE } from './community-constants.ts';

export * from './community-constants.ts';

const email = /* @__PURE__ */ schema(() =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, COMMUNITY_MESSAGES.invalidEmail),
      z.maxLength(254, COMMUNITY_MESSAGES.invalidEmail),
      z.email(COMMUNITY_MESSAGES.invalidEmail),
    ),
);

/** Newsletter subscribe and unsubscribe (by address, from the card). */
export const newsletterInput = /* @__PURE__ */ schema(() => z.strictObject({ email }));
export const newsletterSubscribed = /* @__PURE__ */ schema(() =>
  z.object({ status: z.enum(['subscribed', 'already-subscribed']) }),
);
export const newsletterUnsubscribed = /* @__PURE__ */ schema(() =>
  z.object({ status: z.literal('unsubscribed') }),
);

/** The one-click unsubscribe link of every newsletter email: the address and its signature. */
export const unsubscribeLinkQuery = /* @__PURE__ */ schema(() =>
  z.strictObject({
    email,
    sig: z.string().check(z.regex(/^[A-Za-z0-9_-]{20,100}$/, 'Invalid link')),
  }),
);

/** The online classes waitlist (both fields of the page send this). */
export const waitlistInput = /* @__PURE__ */ schema(() =>
  z.strictObject({
    email: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, COMMUNITY_MESSAGES.waitlistEmail),
        z.maxLength(254),
        z.email(COMMUNITY_MESSAGES.invalidEmail),
      ),
  }),
);
export const waitlistJoined = /* @__PURE__ */ schema(() =>
  z.object({ status: z.enum(['joined', 'already-joined']) }),
);

export const referralInput = /* @__PURE__ */ schema(() =>
  z.strictObject({
    referralCode: z.string().check(z.trim(), z.regex(REFERRAL_CODE, 'Invalid referral code')),
  }),
);
export const referralRecorded = /* @__PURE__ */ schema(() =>
  z.object({ status: z.enum(['recorded', 'already-recorded']) }),
);
