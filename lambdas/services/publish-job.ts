import { keepDraftWhilePaymentPending } from '../data/drafts.ts';
import { failDraftPayment, publishPaidDraft } from '../data/job-payments.ts';
import { getJob } from '../data/jobs.ts';
import type { Logger } from '../platform/log.ts';
import { countEvent } from '../platform/metrics.ts';

/**
 * Publishes a job whose Checkout Session is paid, called by the Stripe webhook and by the success
 * page's verify call alike. Whichever call publishes also spends the promo code and writes the receipt
 * to the outbox, in the one transaction that publishes (data/job-payments.ts); every other call
 * (replays, races, late arrivals, a retry after a crash) finds the job published and does nothing more.
 */
export async function publishPaidJob(
  jobId: string,
  sessionId: string,
  log: Logger,
): Promise<'published' | 'already' | 'mismatch'> {
  const published = await publishPaidDraft(jobId, sessionId);
  if (!published) {
    const current = await getJob(jobId, true);
    if (current?.paymentConfirmed) return 'already';
    // A paid session that is not the one this job was created with: never publish on it, but say so.
    log.error('paid session does not belong to the job', { jobId, sessionId });
    return 'mismatch';
  }
  log.info('job published', { jobId, sessionId });
  countEvent('jobPublished');
  if (published.discountUsed) log.info('newsletter discount used', { code: published.job.promoCode });
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
 * the promo code's use it held, and the family is told once that it can try again, all in the one
 * transaction that records the failure. Safe to call many times: only that call changes anything.
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
  const failed = await failDraftPayment(jobId, sessionId);
  if (!failed) return 'already';
  log.info('delayed payment failed; job not published', {
    jobId,
    sessionId,
    promoReleased: failed.released,
  });
  countEvent('paymentFailed');
  return 'failed';
}
