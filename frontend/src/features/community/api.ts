/** The community's calls: the newsletter, the classes waitlist, promo codes and referrals. */
import type { unsubscribeLinkQuery } from '@contract/community.ts';
import type * as z from 'zod/mini';
import { call } from '@/api/client.ts';

/** POST /newsletter: the server compares addresses case-insensitively and sends the welcome email. */
export const subscribeToNewsletter = async (email: string) =>
  (await call('communitySubscribe', { body: { email } })).status;

/** POST /newsletter/unsubscribe: answers 'unsubscribed' whether or not the address was on the list. */
export const unsubscribeFromNewsletter = (email: string) => call('communityUnsubscribe', { body: { email } });

/** POST /newsletter/unsubscribe-link: the signed link from a newsletter email. */
export const unsubscribeByLink = (link: z.output<typeof unsubscribeLinkQuery>) =>
  call('communityUnsubscribeLink', { body: link });

/** POST /waitlist: told when the online classes open. */
export const joinClassesWaitlist = (email: string) => call('communityWaitlist', { body: { email } });

/** POST /referrals: credits the referrer with the signed-in account's creation. */
export const recordReferral = (referralCode: string) => call('communityReferral', { body: { referralCode } });
