/** A family's job post: checking a promo code, and creating the job that checkout then pays for. */
import type { createJobResponse, FamilyJobInput, promoQuote } from '@contract/jobs.ts';
import { api, type Answer } from '@/api/client.ts';

/** GET /promo-codes/{code}: what the code takes off a job post, or a 4xx saying why it cannot. */
export const quotePromoCode = (code: string) =>
  api<Answer<typeof promoQuote>>(`/promo-codes/${encodeURIComponent(code)}`, { auth: 'optional' });

/** POST /jobs/family: the job as a draft, and Stripe's checkout address to pay for it. */
export const createFamilyJob = (job: FamilyJobInput) =>
  api<Answer<typeof createJobResponse>>('/jobs/family', { method: 'POST', auth: 'required', body: job });
