import { randomUUID } from 'node:crypto';
import { JOB_MESSAGES, type FamilyJobInput } from '../contract/jobs.ts';
import type { Logger } from '../platform/log.ts';
import type { Principal } from '../platform/principal.ts';
import {
  discountedJobPrice,
  FAMILY_JOB_PRICE_PENCE,
  normalisePromoCode,
  promoInForce,
} from '../domain/jobs.ts';
import { jobDetailsFrom } from '../domain/job-details.ts';
import { promoCheckLimits, RATE_LIMITS } from '../domain/rate-limits.ts';
import { enforceRateLimits } from '../data/rate-limits.ts';
import { putDraft, setCheckoutSession } from '../data/drafts.ts';
import type { Job } from '../data/jobs.ts';
import { getPromo, releaseDraftPromo } from '../data/promos.ts';
import { invalid, forbidden } from '../domain/errors.ts';
import { required } from '../platform/env.ts';
import { stripe } from '../platform/stripe.ts';
import { openDraftCheckout } from './family-checkout.ts';
import { endEarlierCheckout } from './draft-promo.ts';
import { acceptJobPhoto, removePendingPhoto, undoPhotoOnFailure } from './job-photo.ts';
import { shareForPosting } from './shares.ts';

/**
 * Stores the family's job as an unpaid draft, priced by the server, and opens a Stripe Checkout
 * Session for it. The job is published only once the payment is confirmed.
 */
export async function postFamilyJob(
  principal: Principal,
  body: FamilyJobInput,
  sourceIp: string,
  log: Logger,
) {
  if (principal.userType !== 'family') throw forbidden('Only family accounts can post a job here.');
  await enforceRateLimits([[RATE_LIMITS.checkoutsPerAccount, principal.id]], JOB_MESSAGES.checkoutsTooMany);
  const now = new Date();
  const details = jobDetailsFrom(body, now, true);
  const code = body.discountCode ? normalisePromoCode(body.discountCode) : null;
  if (code)
    await enforceRateLimits(promoCheckLimits(sourceIp, principal.id), JOB_MESSAGES.promoChecksTooMany);
  const promo = code ? await getPromo(code) : null;
  if (code && !promoInForce(promo, now))
    throw invalid('Invalid request body', { discountCode: JOB_MESSAGES.promoInvalid });
  // Whether a use of the code is left is settled as the draft takes one, below.
  const amountPence = promo ? discountedJobPrice(promo) : FAMILY_JOB_PRICE_PENCE;

  const id = randomUUID();
  // A nanny share's job: posted once for both families, each family's part on it.
  const forShare = body.shareId ? await shareForPosting(principal, body.shareId) : null;
  const photo = await acceptJobPhoto(principal.id, id, body.photo);
  const job: Job = {
    id,
    ownerId: principal.id,
    ownerEmail: principal.email,
    posterType: 'family',
    posterLabel: 'Family',
    agencyId: null,
    posterWebsite: null,
    posterLogo: null,
    ...details,
    photo,
    amountPence,
    promoCode: promo ? promo.code : null,
    checkoutSessionId: null,
    active: false,
    paymentConfirmed: false,
    createdAt: now.toISOString(),
    publishedAt: null,
    ...(forShare ? { share: forShare.jobShare } : {}),
  };
  const client = await stripe();
  const limited = typeof promo?.maxUses === 'number';
  await undoPhotoOnFailure(photo, async () => {
    // A share is reserved for its job before the draft is stored: a crash between leaves a reservation
    // of no job, which the next posting replaces (services/shares.ts shareForPosting).
    if (forShare) await forShare.reserve(id, now);
    let stored = await putDraft(job, limited);
    // The family's earlier checkout with this code was left unpaid: it ends, and its use comes here.
    if (stored !== 'stored' && (await endEarlierCheckout(client, job.promoCode!, principal.id, log)))
      stored = await putDraft(job, limited);
    // Otherwise another draft took the code's last use since it was read.
    if (stored !== 'stored')
      throw invalid('Invalid request body', { discountCode: JOB_MESSAGES.promoInvalid });
  });

  const site = required('SITE_ORIGIN');
  const session = await openDraftCheckout(client, job, site, principal.email).catch(
    async (error: unknown) => {
      // No checkout, so no payment: the draft gives its promo code's use back.
      await releaseDraftPromo(job);
      throw error;
    },
  );
  // The draft's use of a limited code was taken from it while the checkout opened (a crash-recovery
  // release): the discounted checkout is withdrawn rather than left payable.
  if (!(await setCheckoutSession({ id, promoHeld: limited && job.promoCode !== null }, session.id))) {
    await client.checkout.sessions
      .expire(session.id)
      .catch((error: unknown) =>
        log.error('could not expire a withdrawn checkout', { sessionId: session.id, error }),
      );
    throw invalid('Invalid request body', { discountCode: JOB_MESSAGES.promoInvalid });
  }
  // Kept until the checkout is open, so a post that fails before can be sent again with the same upload.
  await removePendingPhoto(body.photo, photo, log);
  log.info('job draft created', { jobId: id, amountPence, promo: job.promoCode });
  if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
  return { jobId: id, checkoutUrl: session.url, amountPence };
}
