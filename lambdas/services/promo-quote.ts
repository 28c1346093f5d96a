import { JOB_MESSAGES } from '../contract/jobs.ts';
import { getPromo } from '../data/promos.ts';
import { enforceRateLimits } from '../data/rate-limits.ts';
import { invalid } from '../domain/errors.ts';
import { familyJobPrice, normalisePromoCode, promoProblem } from '../domain/jobs.ts';
import { promoCheckLimits } from '../domain/rate-limits.ts';

/**
 * What a promo code takes off a family job post; the server applies it again when the job is created.
 * Checks are counted per source address and, when signed in, per account, so codes cannot be guessed.
 */
export async function quotePromo(rawCode: string, sourceIp: string, accountId: string | null) {
  await enforceRateLimits(promoCheckLimits(sourceIp, accountId), JOB_MESSAGES.promoChecksTooMany);
  const code = normalisePromoCode(rawCode);
  const promo = await getPromo(code);
  const now = new Date();
  if (promoProblem(promo, now)) throw invalid(JOB_MESSAGES.promoInvalid, { code: JOB_MESSAGES.promoInvalid });
  return { code, amountOffPence: promo!.amountOffPence, totalPence: familyJobPrice(promo, now) };
}
