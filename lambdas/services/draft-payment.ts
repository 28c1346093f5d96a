import { randomUUID } from 'node:crypto';
import { HIRING_MESSAGES } from '../contract/hiring.ts';
import { JOB_MESSAGES } from '../contract/jobs.ts';
import { conflict, invalid } from '../domain/errors.ts';
import { payRefusal } from '../domain/job-details.ts';
import { londonDay } from '../contract/uk-day.ts';
import { draftPrice, mayResumePayment, normalisePromoCode, promoInForce } from '../domain/jobs.ts';
import type { Logger } from '../platform/log.ts';
import type { Principal } from '../platform/principal.ts';
import { promoCheckLimits, RATE_LIMITS } from '../domain/rate-limits.ts';
import { discardDraft, getDraftForDiscard, repriceDraft, setCheckoutSession } from '../data/drafts.ts';
import { getJob } from '../data/jobs.ts';
import { notFound } from '../domain/errors.ts';
import { myJobState } from '../domain/jobs.ts';
import { keepDraftForPendingPayment, publishPaidJob } from './publish-job.ts';
import { getPromo, releaseDraftPromo } from '../data/promos.ts';
import { enforceRateLimits } from '../data/rate-limits.ts';
import { required } from '../platform/env.ts';
import { stripe } from '../platform/stripe.ts';
import { endEarlierCheckout } from './draft-promo.ts';
import { endDraftCheckout, openDraftCheckout } from './family-checkout.ts';
import { ownJob, requirePoster } from './my-jobs.ts';

/**
 * "Resume payment" for a family's unpaid draft, with the promo code the family gives now (none is the
 * full price), priced and limited as a post is. Its checkout still open at that price is the one to
 * finish; otherwise that checkout is ended (so it can never be paid beside the new one), the use of a
 * code the draft held comes back, and the draft is priced again (a limited code's use taken and held,
 * from the family's earlier draft if that one holds it, as a post takes it) before a new checkout opens.
 */
export async function resumeDraftPayment(
  principal: Principal,
  jobId: string,
  discountCode: string | undefined,
  sourceIp: string,
  log: Logger,
): Promise<string> {
  const job = await ownJob(principal, jobId);
  if (!mayResumePayment(job)) throw conflict(HIRING_MESSAGES.notUnpaid);
  await enforceRateLimits([[RATE_LIMITS.checkoutsPerAccount, principal.id]], JOB_MESSAGES.checkoutsTooMany);
  const now = new Date();
  // The draft's pay was checked when it was stored; checked again, as the rates may have changed since
  // (a new year's row) and a draft stored before pay was structured was never checked.
  const refusal = job.pay ? payRefusal(job.pay, job.startDate, londonDay(now)) : null;
  if (refusal) throw invalid('Invalid request body', { pay: refusal });
  const code = discountCode ? normalisePromoCode(discountCode) : null;
  if (code)
    await enforceRateLimits(promoCheckLimits(sourceIp, principal.id), JOB_MESSAGES.promoChecksTooMany);
  const promo = code ? await getPromo(code) : null;
  if (code && (!promo || !promoInForce(promo, now)))
    throw invalid('Invalid request body', { discountCode: JOB_MESSAGES.promoInvalid });
  const promoCode = promo ? promo.code : null;

  const client = await stripe();
  const previous = job.checkoutSessionId;
  if (previous && job.promoCode === promoCode) {
    const open = await client.checkout.sessions.retrieve(previous);
    if (open.status === 'open' && open.url) return open.url;
  }
  const ended = await endDraftCheckout(client, job);
  if (ended === 'paid') throw conflict(HIRING_MESSAGES.paidAlready);
  if (ended === 'busy') throw conflict(HIRING_MESSAGES.checkoutBusy);
  // No checkout of it can be paid now: the use of a code it held comes back before it is priced again.
  if (job.promoHeld) await releaseDraftPromo(job);

  const price = draftPrice(promo);
  const claim = randomUUID();
  let priced = await repriceDraft(job, price, claim);
  // The family's earlier checkout with this code was left unpaid: it ends, and its use comes here.
  if (priced === 'promo-unavailable' && (await endEarlierCheckout(client, promoCode!, principal.id, log)))
    priced = await repriceDraft(job, price, claim);
  if (priced === 'promo-unavailable')
    throw invalid('Invalid request body', { discountCode: JOB_MESSAGES.promoInvalid });
  if (priced === 'changed') throw conflict(HIRING_MESSAGES.changedMeanwhile);

  const repriced = {
    ...job,
    ...price,
    ...(price.limited && promoCode ? { promoHeld: true } : { promoHeld: undefined }),
  };
  const session = await openDraftCheckout(
    client,
    repriced,
    required('SITE_ORIGIN'),
    principal.email,
    previous ?? 'none',
    now.getTime(),
    claim,
  ).catch(async (error: unknown) => {
    // No checkout, so no payment: the draft gives its promo code's use back.
    await releaseDraftPromo(repriced);
    throw error;
  });
  if (!(await setCheckoutSession(repriced, session.id, claim))) {
    // Priced again by another resume meanwhile (or its use taken back): only that one's checkout stays.
    await client.checkout.sessions
      .expire(session.id)
      .catch((error: unknown) =>
        log.error('could not expire a withdrawn checkout', { sessionId: session.id, error }),
      );
    throw conflict(HIRING_MESSAGES.changedMeanwhile);
  }
  log.info('draft checkout resumed', {
    jobId: job.id,
    replaces: previous,
    amountPence: price.amountPence,
    promo: promoCode,
  });
  if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
  return session.url;
}

/** Rounds of read, end, discard: another only when the draft changed between the read and the write. */
const DISCARD_ATTEMPTS = 3;

/**
 * A family discards an unpaid draft: its checkout is ended at Stripe first (a checkout paid meanwhile
 * keeps the job: 409), then the draft goes from their jobs, gives back the promo code's use it held and
 * is deleted with its photo by the retention run (data/drafts.ts discardDraft). Asked again, it answers
 * the same and changes nothing. Anyone else's job, and an id that names nothing, is 404.
 */
export async function discardOwnDraft(principal: Principal, jobId: string, log: Logger) {
  requirePoster(principal);
  for (let attempt = 0; attempt < DISCARD_ATTEMPTS; attempt++) {
    const job = await getDraftForDiscard(jobId);
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
}

/**
 * The success page's check: a paid session of the caller's publishes its job (if the webhook has not).
 * A checkout completed with a payment that settles later (a bank debit) answers that it is pending, and
 * keeps the draft until the payment succeeds or fails (if the webhook has not).
 */
export async function verifyPayment(principal: Principal, sessionId: string, log: Logger) {
  await enforceRateLimits(
    [[RATE_LIMITS.paymentChecksPerAccount, principal.id]],
    JOB_MESSAGES.checkoutsTooMany,
  );
  const client = await stripe();
  const session = await client.checkout.sessions.retrieve(sessionId).catch(() => null);
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
}
