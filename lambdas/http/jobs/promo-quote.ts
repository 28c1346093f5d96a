import { JOB_MESSAGES, promoParams, promoQuote } from '../../contract/jobs.ts';
import { familyJobPrice, normalisePromoCode, promoProblem } from '../../domain/jobs.ts';
import { getPromo } from '../../data/jobs.ts';
import { badRequest } from '../../platform/errors.ts';
import { httpHandler } from '../../platform/http.ts';

/** What a promo code takes off a family job post; the server applies it again when the job is created. */
export const handler = httpHandler(
  { auth: 'public', params: promoParams, response: promoQuote },
  async ({ params }) => {
    const code = normalisePromoCode(params.code);
    const promo = await getPromo(code);
    const now = new Date();
    if (promoProblem(promo, now))
      throw badRequest(JOB_MESSAGES.promoInvalid, { code: JOB_MESSAGES.promoInvalid });
    return { code, amountOffPence: promo!.amountOffPence, totalPence: familyJobPrice(promo, now) };
  },
);
