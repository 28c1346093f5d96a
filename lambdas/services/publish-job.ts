import { endPromoHold, getJob, publishJob, usePromo } from '../data/jobs.ts';
import { sendEmail } from '../platform/email.ts';
import { env } from '../platform/env.ts';
import type { Logger } from '../platform/log.ts';
import { recordPromoUse } from './newsletter.ts';

const pounds = (pence: number) => `£${(pence / 100).toFixed(2)}`;

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
      `Amount paid: ${pounds(job.amountPence)}${job.promoCode ? ` (promo code ${job.promoCode})` : ''}`,
      `Published: ${new Date(job.publishedAt!).toLocaleString('en-GB', { timeZone: 'Europe/London' })}`,
      '',
      `Your job is now on the job board: ${site}/jobs`,
      'Applications are emailed to the contact address you gave. Fees are non-refundable unless stated in our terms.',
    ].join('\n'),
  }).catch((error: unknown) => log.error('receipt email failed', { jobId, error }));
  return 'published';
}
