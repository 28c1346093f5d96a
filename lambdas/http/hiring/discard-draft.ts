import { HIRING_MESSAGES } from '../../contract/hiring.ts';
import { conflict, notFound } from '../../domain/errors.ts';
import { myJobState } from '../../domain/jobs.ts';
import { discardDraft, getDraftForDiscard } from '../../data/drafts.ts';
import { hiringDiscardDraft } from '../../contract/routes/hiring.ts';
import { httpHandler } from '../handler.ts';
import { stripe } from '../../platform/stripe.ts';
import { endDraftCheckout } from '../../services/family-checkout.ts';
import { requirePoster } from '../../services/my-jobs.ts';

/** Rounds of read, end, discard: another only when the draft changed between the read and the write. */
const ATTEMPTS = 3;

/**
 * A family discards an unpaid draft: its checkout is ended at Stripe first (a checkout paid meanwhile
 * keeps the job: 409), then the draft goes from their jobs, gives back the promo code's use it held and
 * is deleted with its photo by the retention run (data/drafts.ts discardDraft). Asked again, it answers
 * the same and changes nothing. Anyone else's job, and an id that names nothing, is 404.
 */
export const handler = httpHandler(hiringDiscardDraft, async ({ principal, params, log }) => {
  requirePoster(principal);
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const job = await getDraftForDiscard(params.jobId);
    if (!job || job.ownerId !== principal.id) throw notFound(HIRING_MESSAGES.jobNotFound);
    if (job.discardedAt) return { jobId: job.id, discarded: true as const };
    if (job.posterType !== 'family' || myJobState(job) !== 'unpaid')
      throw conflict(HIRING_MESSAGES.notDiscardable);
    const ended = await endDraftCheckout(await stripe(), job);
    if (ended === 'paid') throw conflict(HIRING_MESSAGES.paidAlready);
    if (ended === 'busy') throw conflict(HIRING_MESSAGES.checkoutBusy);
    if ((await discardDraft(job, new Date())) === 'discarded') {
      log.info('draft discarded', { jobId: job.id, promo: job.promoHeld ? job.promoCode : null });
      return { jobId: job.id, discarded: true as const };
    }
  }
  throw conflict(HIRING_MESSAGES.changedMeanwhile);
});
