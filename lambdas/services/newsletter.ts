import { randomInt } from 'node:crypto';
import {
  getSubscription,
  markNewsletterDiscountUsed,
  subscribe,
  type NewsletterSubscription,
} from '../data/community.ts';
import { createPromo, getPromo } from '../data/jobs.ts';
import { outboxEntry } from '../data/outbox.ts';
import { env } from '../platform/env.ts';
import type { Logger } from '../platform/log.ts';
import { sign } from '../platform/signing.ts';

/** What a newsletter subscriber's own code takes off their next job post. */
export const WELCOME_DISCOUNT_PENCE = 1000;
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const UNSUBSCRIBE_PURPOSE = 'newsletter-unsubscribe';

const newCode = () =>
  `WELCOME-${Array.from({ length: 6 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('')}`;

/** A personal, single-use £10 code for a new subscriber. */
async function issueWelcomeCode(email: string, now: Date): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = newCode();
    const created = await createPromo({
      code,
      amountOffPence: WELCOME_DISCOUNT_PENCE,
      active: true,
      validFrom: now.toISOString(),
      validUntil: null,
      maxUses: 1,
      uses: 0,
      newsletterEmail: email,
    });
    if (created) return code;
  }
  throw new Error('could not issue a unique welcome code');
}

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
  const subscription: NewsletterSubscription = {
    email: address,
    subscribed: true,
    discountCode: existing?.discountCode ?? (await issueWelcomeCode(address, now)),
    discountUsed: existing?.discountUsed ?? false,
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
  if (!(await subscribe(subscription, welcome))) return 'already-subscribed';
  log.info('newsletter subscription', { returning: Boolean(existing) });
  return 'subscribed';
}

/** After a promo code's use is counted: a subscriber's own welcome code is recorded as used. */
export async function recordPromoUse(code: string, log: Logger): Promise<void> {
  const promo = await getPromo(code);
  if (!promo?.newsletterEmail) return;
  await markNewsletterDiscountUsed(promo.newsletterEmail);
  log.info('newsletter discount used', { code });
}
