import { randomUUID } from 'node:crypto';
import { createJobResponse, familyJobInput, JOB_MESSAGES } from '../../contract/jobs.ts';
import { familyJobPrice, normalisePromoCode, parseSalary, promoProblem } from '../../domain/jobs.ts';
import { plainText } from '../../domain/sanitise.ts';
import { acceptFile, deleteFiles } from '../../data/files.ts';
import { getPromo, putDraft, setCheckoutSession, type Job } from '../../data/jobs.ts';
import { badRequest, forbidden } from '../../platform/errors.ts';
import { required } from '../../platform/env.ts';
import { httpHandler, reply } from '../../platform/http.ts';
import { stripe } from '../../platform/stripe.ts';

/**
 * Stores the family's job as an unpaid draft, priced by the server, and opens a Stripe Checkout
 * Session for it. The job is published only once the payment is confirmed.
 */
export const handler = httpHandler(
  { auth: 'user', body: familyJobInput, response: createJobResponse },
  async ({ principal, body, log }) => {
    if (principal.userType !== 'family') throw forbidden('Only family accounts can post a job here.');
    const today = new Date().toISOString().slice(0, 10);
    if (Number.isNaN(Date.parse(body.startDate)))
      throw badRequest('Invalid request body', { startDate: JOB_MESSAGES.startDate });
    if (body.startDate < today)
      throw badRequest('Invalid request body', { startDate: JOB_MESSAGES.startDatePast });
    const title = plainText(body.jobTitle);
    const location = plainText(body.location);
    const description = plainText(body.description);
    if (!title || !location || description.length < 10)
      throw badRequest('Invalid request body', {
        ...(title ? {} : { jobTitle: JOB_MESSAGES.jobTitle }),
        ...(location ? {} : { location: JOB_MESSAGES.location }),
        ...(description.length < 10 ? { description: JOB_MESSAGES.description } : {}),
      });

    const now = new Date();
    const code = body.discountCode ? normalisePromoCode(body.discountCode) : null;
    const promo = code ? await getPromo(code) : null;
    if (code && promoProblem(promo, now))
      throw badRequest('Invalid request body', { discountCode: JOB_MESSAGES.promoInvalid });
    const amountPence = familyJobPrice(promo, now);

    const id = randomUUID();
    const photoKey = body.photo
      ? await acceptFile(body.photo.key, {
          userId: principal.id,
          owner: `jobs/${id}`,
          purpose: 'job-photo',
          field: 'photo',
          attached: [],
        })
      : null;
    const salary = parseSalary(body.salary);
    const job: Job = {
      id,
      ownerId: principal.id,
      ownerEmail: principal.email,
      posterType: 'family',
      posterLabel: 'Family',
      title,
      description,
      location,
      locationLower: location.toLowerCase(),
      jobType: body.jobType,
      jobTypeOther: body.jobType === 'other' ? plainText(body.jobTypeOther) : '',
      startDate: body.startDate,
      daysHours: plainText(body.daysHours),
      salaryText: plainText(body.salary),
      salaryMin: salary.min,
      salaryMax: salary.max,
      salaryPeriod: salary.period,
      childrenAges: plainText(body.childrenAges),
      languages: [...new Set(body.selectedLanguages.map(plainText).filter(Boolean))],
      requirements: [...new Set(body.selectedRequirements.map(plainText).filter(Boolean))],
      photo: body.photo && photoKey ? { key: photoKey, name: plainText(body.photo.name) || 'photo' } : null,
      contactEmail: body.contactEmail.toLowerCase(),
      additionalComments: plainText(body.additionalComments),
      amountPence,
      promoCode: promo ? promo.code : null,
      checkoutSessionId: null,
      active: false,
      paymentConfirmed: false,
      createdAt: now.toISOString(),
      publishedAt: null,
    };
    try {
      await putDraft(job);
    } catch (error) {
      if (photoKey) await deleteFiles([photoKey]).catch(() => undefined);
      throw error;
    }

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
              product_data: { name: `Nanny job post: ${title}`.slice(0, 250) },
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
