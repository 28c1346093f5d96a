import * as z from 'zod';

/** The spec's texts for the newsletter, the promo card, the classes waitlist and referrals. */
export const COMMUNITY_MESSAGES = {
  invalidEmail: 'Please enter a valid email address',
  subscribed: 'Welcome to Our Newsletter! 🎉',
  subscribeFailed: 'There was an error subscribing to our newsletter. Please try again.',
  alreadySubscribedTitle: 'Already Subscribed! ✅',
  alreadySubscribed: "You're already on our newsletter list. Thanks for your interest!",
  unsubscribed: 'Unsubscribed successfully! ✅',
  unsubscribeFailed: 'Failed to unsubscribe. Please try again.',
  waitlistEmailTitle: 'Email Required',
  waitlistEmail: 'Please enter your email to get notified.',
  waitlistJoinedTitle: "You're on the list!",
  waitlistJoined: "We'll notify you when our online classes launch.",
  tooMany: 'Too many requests. Please try again in a few minutes.',
} as const;

const email = z
  .string()
  .trim()
  .min(1, COMMUNITY_MESSAGES.invalidEmail)
  .max(254, COMMUNITY_MESSAGES.invalidEmail)
  .email(COMMUNITY_MESSAGES.invalidEmail);

/** Newsletter subscribe and unsubscribe (by address, from the card). */
export const newsletterInput = z.strictObject({ email });
export const newsletterSubscribed = z.object({ status: z.enum(['subscribed', 'already-subscribed']) });
export const newsletterUnsubscribed = z.object({ status: z.literal('unsubscribed') });

/** The one-click unsubscribe link of every newsletter email: the address and its signature. */
export const unsubscribeLinkQuery = z.strictObject({
  email,
  sig: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'Invalid link'),
});

/** The online classes waitlist (both fields of the page send this). */
export const waitlistInput = z.strictObject({
  email: z
    .string()
    .trim()
    .min(1, COMMUNITY_MESSAGES.waitlistEmail)
    .max(254)
    .email(COMMUNITY_MESSAGES.invalidEmail),
});
export const waitlistJoined = z.object({ status: z.enum(['joined', 'already-joined']) });

/** A referral code: letters, digits and dashes, as shared in a `?ref=` link. */
export const REFERRAL_CODE = /^[A-Za-z0-9-]{3,32}$/;
export const referralInput = z.strictObject({
  referralCode: z.string().trim().regex(REFERRAL_CODE, 'Invalid referral code'),
});
export const referralRecorded = z.object({ status: z.enum(['recorded', 'already-recorded']) });
