/** The community's calls: the newsletter, the classes waitlist, promo codes and referrals. */
import type {
  newsletterSubscribed,
  newsletterUnsubscribed,
  referralRecorded,
  unsubscribeLinkQuery,
  waitlistJoined,
} from '@contract/community.ts';
import type * as z from 'zod/mini';
import { api, type Answer } from '@/api/client.ts';

/** POST /newsletter: the server compares addresses case-insensitively and sends the welcome email. */
export const subscribeToNewsletter = async (email: string) =>
  (await api<Answer<typeof newsletterSubscribed>>('/newsletter', { method: 'POST', body: { email } })).status;

/** POST /newsletter/unsubscribe: answers 'unsubscribed' whether or not the address was on the list. */
export const unsubscribeFromNewsletter = (email: string) =>
  api<Answer<typeof newsletterUnsubscribed>>('/newsletter/unsubscribe', { method: 'POST', body: { email } });

/** POST /newsletter/unsubscribe-link: the signed link from a newsletter email. */
export const unsubscribeByLink = (link: z.output<typeof unsubscribeLinkQuery>) =>
  api<Answer<typeof newsletterUnsubscribed>>('/newsletter/unsubscribe-link', { method: 'POST', body: link });

/** POST /waitlist: told when the online classes open. */
export const joinClassesWaitlist = (email: string) =>
  api<Answer<typeof waitlistJoined>>('/waitlist', { method: 'POST', body: { email } });

/** POST /referrals: credits the referrer with the signed-in account's creation. */
export const recordReferral = (referralCode: string) =>
  api<Answer<typeof referralRecorded>>('/referrals', {
    method: 'POST',
    auth: 'required',
    body: { referralCode },
  });
