import { jobsPromoQuote } from '../../contract/routes/jobs.ts';
import { httpHandler } from '../../platform/http.ts';
import { quotePromo } from '../../services/promo-quote.ts';

/**
 * What a promo code takes off a family job post; the server applies it again when the job is created.
 * Checks are counted per source address and, when signed in, per account, so codes cannot be guessed.
 */
export const handler = httpHandler(jobsPromoQuote, async ({ params, principal, sourceIp }) =>
  quotePromo(params.code, sourceIp, principal?.id ?? null),
);
