/**
 * Rules of job postings that do not depend on AWS: what a family pays, when a promo code applies, how
 * old a posting looks, and which postings the board shows (the salary line is contract/salary.ts). What the SPA shows as well (job types, statuses,
 * posted age, the price, page paths) is defined in the contract and re-exported here.
 */
import type { ClosedReason, MyJobState } from '../contract/hiring-constants.ts';
import { FAMILY_JOB_PRICE_PENCE, type JobStatus } from '../contract/jobs-constants.ts';

export {
  FAMILY_JOB_PRICE_PENCE,
  JOB_STATUSES,
  JOB_TYPES,
  JOB_TYPE_VALUES,
  jobPagePath,
  postedAgo,
  type JobStatus,
} from '../contract/jobs-constants.ts';

export interface PromoCode {
  code: string;
  amountOffPence: number;
  active: boolean;
  validFrom: string | null;
  validUntil: string | null;
  maxUses: number | null;
  uses: number;
  /** A newsletter subscriber's own welcome code: whose it is, so its use is recorded as discount_used. */
  newsletterEmail?: string | null;
  /** Once its subscriber unsubscribed: the hash of their address in its place (data/community.ts). */
  newsletterHash?: string | null;
}

/** The spec's promo failure text ('Invalid Code'). */
export const INVALID_PROMO = 'This promo code is invalid or has expired. Please check and try again.';

/** Whether a promo code exists, is active and is within its dates now; its uses are another matter. */
export function promoInForce(promo: PromoCode | null, now: Date): promo is PromoCode {
  return (
    promo !== null &&
    promo.active &&
    (!promo.validFrom || now >= new Date(promo.validFrom)) &&
    (!promo.validUntil || now <= new Date(promo.validUntil))
  );
}

/** Why a promo code cannot be used now (inactive, not yet valid, expired or used up), or null. */
export function promoProblem(promo: PromoCode | null, now: Date): string | null {
  const usable = promoInForce(promo, now) && (promo.maxUses === null || promo.uses < promo.maxUses);
  return usable ? null : INVALID_PROMO;
}

/** What a family pays for one job post with a promo code's discount, in pence: never below zero. */
export const discountedJobPrice = (promo: PromoCode) =>
  Math.max(0, FAMILY_JOB_PRICE_PENCE - promo.amountOffPence);

/** What a family pays for one job post, in pence: £50, less a usable promo code. */
export function familyJobPrice(promo: PromoCode | null, now: Date): number {
  return promo && promoProblem(promo, now) === null ? discountedJobPrice(promo) : FAMILY_JOB_PRICE_PENCE;
}

/**
 * How a family's draft is priced with the promo code in force it gives (none: the full price), and
 * whether the code is limited, so its use is taken and held while the draft waits for payment.
 */
export const draftPrice = (promo: PromoCode | null) => ({
  amountPence: promo ? discountedJobPrice(promo) : FAMILY_JOB_PRICE_PENCE,
  promoCode: promo ? promo.code : null,
  limited: typeof promo?.maxUses === 'number',
});

/** Only a family's draft still unpaid resumes its payment; an agency's post is never paid for alone. */
export const mayResumePayment = (
  job: Parameters<typeof myJobState>[0] & { posterType: string },
  now = new Date(),
) => job.posterType === 'family' && myJobState(job, now) === 'unpaid';

/** Promo codes are compared upper-cased and trimmed, as the promo card enters them. */
export const normalisePromoCode = (code: string) => code.trim().toUpperCase();

/** Where a job stands, as its page tells its poster (see JOB_STATUSES). */
export function jobStatus(
  job: {
    active: boolean;
    paymentConfirmed: boolean;
    hidden?: boolean;
    paymentPendingSince?: string;
    paymentFailedAt?: string;
    closedAt?: string;
    liveUntil?: string;
  },
  now = new Date(),
): JobStatus {
  if (!job.paymentConfirmed) return job.paymentPendingSince && !job.paymentFailedAt ? 'processing' : 'unpaid';
  if (job.closedAt) return 'closed';
  if (job.hidden === true) return 'hidden';
  if (job.liveUntil && Date.parse(job.liveUntil) <= now.getTime()) return 'closed';
  return job.active ? 'live' : 'closed';
}

/**
 * Where a job stands in its poster's account: as on its page, with a closed job told apart as closed by
 * them, filled, or expired (its days ran out, or its agency's subscription ended).
 */
export function myJobState(
  job: Parameters<typeof jobStatus>[0] & { closedReason?: ClosedReason },
  now = new Date(),
): MyJobState {
  const status = jobStatus(job, now);
  if (status !== 'closed') return status;
  if (job.closedReason === 'filled') return 'filled';
  if (job.closedReason === 'closed') return 'closed';
  return 'expired';
}

/** What a "Still hiring" link's signature is for, and what it signs: the job and the end it extends from. */
export const STILL_HIRING_PURPOSE = 'still-hiring';
export const stillHiringValue = (jobId: string, liveUntil: string) => `${jobId}\n${liveUntil}`;

/** The family job a Checkout Session pays for (its metadata, as the checkout set it), if it is one. */
export const familyJobOf = (session: { metadata?: Record<string, string> | null }): string | null =>
  session.metadata?.kind === 'family-job' ? (session.metadata.jobId ?? null) : null;
