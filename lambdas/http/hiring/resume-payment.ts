import { HIRING_MESSAGES } from '../../contract/hiring.ts';
import { conflict } from '../../domain/errors.ts';
import { myJobState } from '../../domain/jobs.ts';
import { setCheckoutSession } from '../../data/drafts.ts';
import { required } from '../../platform/env.ts';
import { routes } from '../../contract/routes.ts';
import { httpHandler } from '../handler.ts';
import { stripe } from '../../platform/stripe.ts';
import { openDraftCheckout } from '../../services/family-checkout.ts';
import { ownJob } from '../../services/my-jobs.ts';

/**
 * "Resume payment" for a family's unpaid draft: its checkout if it is still open; otherwise, once that
 * one has ended unpaid, a new one at the draft's price. A draft priced with a promo code is not
 * reopened (its use of the code may have gone back when its checkout ended): the family posts again.
 */
export const handler = httpHandler(routes.hiringResumePayment, async ({ principal, params, log }) => {
  const job = await ownJob(principal, params.jobId);
  if (myJobState(job) !== 'unpaid') throw conflict(HIRING_MESSAGES.notUnpaid);
  const client = await stripe();
  const previous = job.checkoutSessionId;
  if (previous) {
    const session = await client.checkout.sessions.retrieve(previous);
    if (session.status === 'complete') throw conflict(HIRING_MESSAGES.paidAlready);
    if (session.status === 'open' && session.url) return { checkoutUrl: session.url };
    // Only a checkout that has expired is replaced: an expired one can never be paid beside the new one.
    if (session.status !== 'expired') throw conflict(HIRING_MESSAGES.notUnpaid);
  }
  if (job.promoCode) throw conflict(HIRING_MESSAGES.resumeWithCode);
  const session = await openDraftCheckout(
    client,
    job,
    required('SITE_ORIGIN'),
    principal.email,
    previous ?? 'none',
  );
  if (!(await setCheckoutSession(job, session.id))) throw conflict(HIRING_MESSAGES.notUnpaid);
  log.info('draft checkout resumed', { jobId: job.id, replaces: previous });
  if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
  return { checkoutUrl: session.url };
});
