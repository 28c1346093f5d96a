import { JOB_MESSAGES } from '../../contract/jobs.ts';
import { RATE_LIMITS } from '../../domain/rate-limits.ts';
import { getJob } from '../../data/jobs.ts';
import { enforceRateLimits } from '../../data/rate-limits.ts';
import { invalid, notFound } from '../../domain/errors.ts';
import { paymentsVerify } from '../../contract/routes/payments.ts';
import { httpHandler } from '../handler.ts';
import { stripe } from '../../platform/stripe.ts';
import { keepDraftForPendingPayment, publishPaidJob } from '../../services/publish-job.ts';

/**
 * The success page's check: a paid session of the caller's publishes its job (if the webhook has not).
 * A checkout completed with a payment that settles later (a bank debit) answers that it is pending, and
 * keeps the draft until the payment succeeds or fails (if the webhook has not).
 */
export const handler = httpHandler(paymentsVerify, async ({ principal, body, log }) => {
  await enforceRateLimits(
    [[RATE_LIMITS.paymentChecksPerAccount, principal.id]],
    JOB_MESSAGES.checkoutsTooMany,
  );
  const client = await stripe();
  const session = await client.checkout.sessions.retrieve(body.sessionId).catch(() => null);
  const jobId = session?.metadata?.jobId;
  if (!session || session.metadata?.kind !== 'family-job' || !jobId)
    throw notFound(JOB_MESSAGES.verifyFailed);
  const job = await getJob(jobId, true);
  if (!job || job.ownerId !== principal.id || job.checkoutSessionId !== session.id)
    throw notFound(JOB_MESSAGES.verifyFailed);
  if (session.payment_status !== 'paid') {
    const pending =
      session.status === 'complete' && session.payment_status === 'unpaid' && !job.paymentFailedAt;
    if (!pending) throw invalid(JOB_MESSAGES.verifyFailed);
    await keepDraftForPendingPayment(jobId, session.id, log);
    return { jobId, message: JOB_MESSAGES.paymentPending, pending: true as const };
  }
  if ((await publishPaidJob(jobId, session.id, log)) === 'mismatch') throw invalid(JOB_MESSAGES.verifyFailed);
  return { jobId, message: JOB_MESSAGES.posted };
});
