import {
  endPromoHold,
  getJob,
  keepDraftWhilePaymentPending,
  publishJob,
  recordDraftPaymentFailed,
  releaseDraftPromo,
  usePromo,
} from '../data/jobs.ts';
import { formatPence } from '../contract/money.ts';
import { jobPagePath } from '../domain/jobs.ts';
import { sendEmail } from '../platform/email.ts';
import { env } from '../platform/env.ts';
import type { Logger } from '../platform/log.ts';
import { countEvent } from '../platform/metrics.ts';
import { recordPromoUse } from './newsletter.ts';

/**
 * Publishes a job whose Checkout Session is paid, called by the Stripe webhook and by the success
 * page's verify call alike. Whichever call publishes also spends the promo code and emails the receipt;
 * every other call (replays, races, late arrivals) finds the job published and does nothing more.
 */
export async function publishPaidJob(
  jobId: string,
  sessionId: string,
  log: Logger,
): Promise<'published' | 'already' | 'mismatch'> {
  const job = await publishJob(jobId, sessionId);
  if (!job) {
    const current = await getJob(jobId, true);
    if (current?.paymentConfirmed) return 'already';
    // A paid session that is not the one this job was created with: never publish on it, but say so.
    log.error('paid session does not belong to the job', { jobId, sessionId });
    return 'mismatch';
  }
  log.info('job published', { jobId, sessionId });
  countEvent('jobPublished');
  // A limited code's use was taken with the draft, and is now spent; an unlimited one is counted now.
  if (job.promoCode) {
    if (job.promoHeld) await endPromoHold(job.promoCode, job.ownerId, job.id);
    else await usePromo(job.promoCode);
    await recordPromoUse(job.promoCode, log);
  }
  const site = env().SITE_ORIGIN ?? '';
  await sendEmail({
    to: job.ownerEmail,
    subject: `Receipt: your nanny job "${job.title}" is live`,
    text: [
      'Thank you for posting on Nanny Marketplace.',
      '',
      `Job: ${job.title}`,
      `Job reference: ${job.id}`,
      `Amount paid: ${formatPence(job.amountPence)}${job.promoCode ? ` (promo code ${job.promoCode})` : ''}`,
      `Published: ${new Date(job.publishedAt!).toLocaleString('en-GB', { timeZone: 'Europe/London' })}`,
      '',
      `Your job is now on the job board: ${site}${jobPagePath(job.id)}`,
      'Applications are emailed to the contact address you gave. Fees are non-refundable unless stated in our terms.',
    ].join('\n'),
  }).catch((error: unknown) => log.error('receipt email failed', { jobId, error }));
  return 'published';
}

/**
 * A family's checkout completed with a payment that settles later (a bank debit): the draft is kept
 * past its week until the payment succeeds (`publishPaidJob`) or fails (`failDelayedPayment`). Called
 * by the webhook and by the verify call alike; true when it changed the draft.
 */
export async function keepDraftForPendingPayment(jobId: string, sessionId: string, log: Logger) {
  const kept = await keepDraftWhilePaymentPending(jobId, sessionId);
  if (kept) log.info('job draft kept while its payment is pending', { jobId, sessionId });
  return kept;
}

/**
 * A family's payment that was to settle later failed: the job stays unpublished, its draft gives back
 * the promo code's use it held, and the family is emailed once that it can try again. Safe to call many
 * times and after a failure halfway: the use is given back at most once, and the email goes with the one
 * call that records the failure.
 */
export async function failDelayedPayment(
  jobId: string,
  sessionId: string,
  log: Logger,
): Promise<'failed' | 'already' | 'mismatch'> {
  const job = await getJob(jobId, true);
  if (!job || job.checkoutSessionId !== sessionId) {
    log.error('failed payment does not belong to the job', { jobId, sessionId });
    return 'mismatch';
  }
  if (job.paymentConfirmed || job.paymentFailedAt) return 'already';
  const released = await releaseDraftPromo(job);
  const failed = await recordDraftPaymentFailed(jobId, sessionId);
  if (!failed) return 'already';
  log.info('delayed payment failed; job not published', { jobId, sessionId, promoReleased: released });
  countEvent('paymentFailed');
  const site = env().SITE_ORIGIN ?? '';
  await sendEmail({
    to: job.ownerEmail,
    subject: `Your payment for "${job.title}" did not go through`,
    text: [
      `Your bank payment for your nanny job "${job.title}" did not go through, so the job is not on the job board and you have not been charged.`,
      '',
      `You can try again at any time: post the job at ${site}/post-job-family and pay with a card or another account.`,
      ...(job.promoCode && (released || !job.promoHeld)
        ? [`Your promo code ${job.promoCode} can be used again.`]
        : []),
      '',
      `Job reference: ${job.id}`,
    ].join('\n'),
  }).catch((error: unknown) => log.error('payment failed email failed', { jobId, error }));
  return 'failed';
}
