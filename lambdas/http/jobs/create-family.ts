import { randomUUID } from 'node:crypto';
import { createJobResponse, familyJobInput, JOB_MESSAGES } from '../../contract/jobs.ts';
import { familyJobPrice, normalisePromoCode, promoProblem } from '../../domain/jobs.ts';
import { jobDetailsFrom } from '../../domain/job-details.ts';
import { getPromo, putDraft, setCheckoutSession, type Job } from '../../data/jobs.ts';
import { badRequest, forbidden } from '../../platform/errors.ts';
import { required } from '../../platform/env.ts';
import { httpHandler, reply } from '../../platform/http.ts';
import { stripe } from '../../platform/stripe.ts';
import { acceptJobPhoto, undoPhotoOnFailure } from '../../services/job-photo.ts';

/**
 * Stores the family's job as an unpaid draft, priced by the server, and opens a Stripe Checkout
 * Session for it. The job is published only once the payment is confirmed.
 */
export const handler = httpHandler(
  { auth: 'user', body: familyJobInput, response: createJobResponse },
  async ({ principal, body, log }) => {
    if (principal.userType !== 'family') throw forbidden('Only family accounts can post a job here.');
    const now = new Date();
    const details = jobDetailsFrom(body, now, true);
    const code = body.discountCode ? normalisePromoCode(body.discountCode) : null;
    const promo = code ? await getPromo(code) : null;
    if (code && promoProblem(promo, now))
      throw badRequest('Invalid request body', { discountCode: JOB_MESSAGES.promoInvalid });
    const amountPence = familyJobPrice(promo, now);

    const id = randomUUID();
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
    };
    await undoPhotoOnFailure(photo, () => putDraft(job));

    const site = required('SITE_ORIGIN');
    const client = await stripe();
    const session = await client.checkout.sessions.create(
      {
        mode: 'payment',
        currency: 'gbp',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'gbp',
              unit_amount: amountPence,
              product_data: { name: `Nanny job post: ${details.title}`.slice(0, 250) },
            },
          },
        ],
        customer_email: principal.email,
        client_reference_id: id,
        metadata: { kind: 'family-job', jobId: id },
        success_url: `${site}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${site}/payment-cancelled`,
      },
      { idempotencyKey: `family-job-${id}` },
    );
    await setCheckoutSession(id, session.id);
    log.info('job draft created', { jobId: id, amountPence, promo: job.promoCode });
    return reply(201, { jobId: id, checkoutUrl: session.url, amountPence });
  },
);
