import {
  getFormerSubscriber,
  getSubscription,
  subscribe,
  type NewsletterSubscription,
} from '../data/community.ts';
import { outboxEntry } from '../data/outbox.ts';
import { issueWelcomeCode } from '../data/promos.ts';
import { env } from '../platform/env.ts';
import type { Logger } from '../platform/log.ts';
import { sign } from '../platform/signing.ts';

export const UNSUBSCRIBE_PURPOSE = 'newsletter-unsubscribe';

/** The link in every newsletter email that unsubscribes its recipient in one click (signed, so it cannot be forged). */
export async function unsubscribeLink(email: string): Promise<string> {
  const address = email.toLowerCase();
  const params = new URLSearchParams({ email: address, sig: await sign(UNSUBSCRIBE_PURPOSE, address) });
  return `${env().SITE_ORIGIN ?? ''}/newsletter/unsubscribe?${params.toString()}`;
}

/**
 * Subscribes an address (compared lower-cased): 'already-subscribed' when it is on the list. A new
 * subscriber gets a personal £10 code; a returning one keeps theirs. The welcome email is written to
 * the outbox with the subscription, and sent from there.
 */
export async function subscribeToNewsletter(
  email: string,
  log: Logger,
): Promise<'subscribed' | 'already-subscribed'> {
  const address = email.toLowerCase();
  const now = new Date();
  const existing = await getSubscription(address);
  if (existing?.subscribed) return 'already-subscribed';
  // Someone who unsubscribed is known only by their address's hash, which keeps their one code.
  const former = existing ? null : await getFormerSubscriber(address);
  const subscription: NewsletterSubscription = {
    email: address,
    subscribed: true,
    discountCode: existing?.discountCode ?? former?.discountCode ?? (await issueWelcomeCode(address, now)),
    discountUsed: existing?.discountUsed ?? former?.discountUsed ?? false,
    subscribedAt: now.toISOString(),
    unsubscribedAt: null,
  };
  // A subscriber is an address, not an account: the message belongs to no account.
  const welcome = outboxEntry(
    {
      type: 'welcome-email',
      payload: {
        to: address,
        discountCode: subscription.discountCode,
        discountUsed: subscription.discountUsed,
        unsubscribeLink: await unsubscribeLink(address),
      },
    },
    null,
    now,
  );
  if (!(await subscribe(subscription, welcome, former ?? undefined))) return 'already-subscribed';
  log.info('newsletter subscription', { returning: Boolean(existing ?? former) });
  return 'subscribed';
}
