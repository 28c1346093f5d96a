/** A family's job post: checking a promo code, and creating the job that checkout then pays for. */
import type { FamilyJobInput } from '@contract/jobs.ts';
import { call } from '@/api/client.ts';

/** GET /promo-codes/{code}: what the code takes off a job post, or a 4xx saying why it cannot. */
export const quotePromoCode = (code: string) => call('jobsPromoQuote', { params: { code } });

/** POST /jobs/family: the job as a draft, and Stripe's checkout address to pay for it. */
export const createFamilyJob = (job: FamilyJobInput) => call('jobsCreateFamily', { body: job });

/** GET /pay/local: what live jobs in a postcode's area pay an hour gross, or that too few state it. */
export const fetchLocalPay = (postcode: string) => call('jobsLocalPay', { query: { postcode } });
