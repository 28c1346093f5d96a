import { getSubscription, subscribe, type NewsletterSubscription } from '../data/community.ts';
import { issueWelcomeCode } from '../data/promos.ts';
import { sendEmail } from '../platform/email.ts';
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
 * subscriber gets a personal £10 code; a returning one keeps theirs. The welcome email is sent here;
 * if it fails the subscription stands and the failure is only logged.
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
  if (!(await subscribe(subscription))) return 'already-subscribed';
  log.info('newsletter subscription', { returning: Boolean(existing) });
  try {
    await sendWelcomeEmail(subscription);
  } catch (error) {
    log.error('welcome email failed', { error });
  }
  return 'subscribed';
}

async function sendWelcomeEmail(subscription: NewsletterSubscription) {
  const site = env().SITE_ORIGIN ?? '';
  const link = await unsubscribeLink(subscription.email);
  await sendEmail({
    to: subscription.email,
    subject: 'Welcome to the Nanny Marketplace newsletter',
    text: [
      'Thank you for subscribing to our newsletter.',
      '',
      "We'll send you platform updates, safety tips and news for families, nannies and agencies.",
      '',
      subscription.discountUsed
        ? 'Welcome back!'
        : `Your welcome code ${subscription.discountCode} takes £10 off your next job posting: ${site}/post-job-family`,
      '',
      `To unsubscribe at any time, open: ${link}`,
    ].join('\n'),
  });
}
