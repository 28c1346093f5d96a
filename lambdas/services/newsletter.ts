import { COMMUNITY_MESSAGES } from '../contract/community.ts';
import {
  getFormerSubscriber,
  getSubscription,
  joinWaitlist,
  subscribe,
  unsubscribe,
  type NewsletterSubscription,
} from '../data/community.ts';
import { enforceRateLimits } from '../data/rate-limits.ts';
import { RATE_LIMITS } from '../domain/rate-limits.ts';
import { outboxEntry } from '../data/outbox.ts';
import { issueWelcomeCode } from '../data/promos.ts';
import { env } from '../platform/env.ts';
import type { Logger } from '../platform/log.ts';
import { sign, verify } from '../platform/signing.ts';
import { invalid } from '../domain/errors.ts';

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

/** The home page's subscribe card: throttled per source address. */
export async function subscribeFromForm(email: string, sourceIp: string, log: Logger) {
  await enforceRateLimits([[RATE_LIMITS.newsletterPerAddress, sourceIp]], COMMUNITY_MESSAGES.tooMany);
  return { status: await subscribeToNewsletter(email, log) };
}

/** The online classes waitlist: each address once (compared lower-cased); throttled per source address. */
export async function joinClassesWaitlist(email: string, sourceIp: string, log: Logger) {
  await enforceRateLimits([[RATE_LIMITS.waitlistPerAddress, sourceIp]], COMMUNITY_MESSAGES.tooMany);
  const joined = await joinWaitlist('online-classes', email, new Date().toISOString());
  log.info('waitlist', { joined });
  return { status: joined ? ('joined' as const) : ('already-joined' as const) };
}

/** Whether an account's own address is on the newsletter. */
export async function newsletterStatus(email: string) {
  return { subscribed: (await getSubscription(email))?.subscribed ?? false };
}

/**
 * An account puts its own address on the newsletter (with the welcome and its code, as the public
 * form does) or takes it off. The address is the account's, never one from the request.
 */
export async function setNewsletter(email: string, subscribed: boolean, log: Logger) {
  if (subscribed) await subscribeToNewsletter(email, log);
  else await unsubscribe(email, new Date().toISOString());
  log.info('newsletter preference changed from the account page', { subscribed });
  return { subscribed };
}

/** The one-click link in newsletter emails: unsubscribes its recipient, and a forged link does nothing. */
export async function unsubscribeByLink(address: string, sig: string, log: Logger) {
  const email = address.toLowerCase();
  if (!(await verify(UNSUBSCRIBE_PURPOSE, email, sig)))
    throw invalid('This unsubscribe link is not valid. Please use the newsletter card on our home page.');
  await unsubscribe(email, new Date().toISOString());
  log.info('newsletter unsubscribe by link');
  return { status: 'unsubscribed' as const };
}

/**
 * unsubscribe-newsletter from the card, by address, throttled per source address. The answer is the
 * same whether or not the address was on the list, so the list cannot be probed through it.
 */
export async function unsubscribeFromForm(email: string, sourceIp: string, log: Logger) {
  await enforceRateLimits([[RATE_LIMITS.newsletterPerAddress, sourceIp]], COMMUNITY_MESSAGES.tooMany);
  await unsubscribe(email, new Date().toISOString());
  log.info('newsletter unsubscribe');
  return { status: 'unsubscribed' as const };
}
