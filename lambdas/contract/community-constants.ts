/**
 * The community contract's texts and referral code pattern, without its schemas: pages that only
 * show them import this module and do not download the schema library. community.ts re-exports all of it.
 */

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

/** A referral code: letters, digits and dashes, as shared in a `?ref=` link. */
export const REFERRAL_CODE = /^[A-Za-z0-9-]{3,32}$/;
