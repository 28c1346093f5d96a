/**
 * Rules of job postings that do not depend on AWS: what a family pays, when a promo code applies, how a
 * free-text salary is understood and shown, how old a posting looks, and which postings the board shows.
 * The families issue builds its routes on these.
 */

export const JOB_TYPES = ['Live-in', 'Live-out', 'Rota', 'Part-time', 'Temporary', 'Other'] as const;
/** Job types as stored and sent: lower-cased, as the spec says. */
export const JOB_TYPE_VALUES = JOB_TYPES.map((t) => t.toLowerCase()) as Lowercase<
  (typeof JOB_TYPES)[number]
>[];

export const FAMILY_JOB_PRICE_PENCE = 5000;

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

/** Promo codes are compared upper-cased and trimmed, as the promo card enters them. */
export const normalisePromoCode = (code: string) => code.trim().toUpperCase();

const DAY_MS = 24 * 60 * 60 * 1000;

/** The spec's posted-age labels: Today; 1 day ago; N days ago (under 7); 1 week ago (under 14); N weeks ago. */
export function postedAgo(postedAt: Date, now: Date): string {
  const days = Math.max(0, Math.floor((now.getTime() - postedAt.getTime()) / DAY_MS));
  if (days === 0) return 'Today';
  if (days === 1) return '1 day ago';
  if (days < 7) return `${days} days ago`;
  if (days < 14) return '1 week ago';
  return `${Math.floor(days / 7)} weeks ago`;
}

export type SalaryPeriod = 'hourly' | 'daily' | 'weekly' | 'monthly' | 'annually';

export interface Salary {
  min: number | null;
  max: number | null;
  period: SalaryPeriod | null;
}

const PERIODS: Array<[RegExp, SalaryPeriod]> = [
  [/\b(per\s*hour|an\s*hour|p\/?h|ph|hourly|hr|hour)\b|\/\s*h(ou)?r?\b/i, 'hourly'],
  [/\b(per\s*day|a\s*day|daily|pd|day)\b|\/\s*day\b/i, 'daily'],
  [/\b(per\s*week|a\s*week|weekly|pw|p\/w|week)\b|\/\s*w(ee)?k\b/i, 'weekly'],
  [/\b(per\s*month|a\s*month|monthly|pcm|pm|month)\b|\/\s*m(on)?th\b/i, 'monthly'],
  [/\b(per\s*(year|annum)|a\s*year|annually|annual|pa|p\/a|yearly|year)\b|\/\s*y(ea)?r\b/i, 'annually'],
];

/**
 * Reads the amounts and period out of a free-text salary such as "£12-15/hour", "£30,000 - £35,000 per
 * year", "£600 pw" or "30k"; whatever it cannot read stays null (the text itself is always kept).
 */
export function parseSalary(text: string): Salary {
  const amounts = [...text.matchAll(/(\d{1,3}(?:,\d{3})+|\d+(?:\.\d{1,2})?)\s*(k)?\b/gi)]
    .map((m) => Number(m[1]!.replace(/,/g, '')) * (m[2] ? 1000 : 1))
    .filter((n) => Number.isFinite(n) && n > 0);
  let period = PERIODS.find(([pattern]) => pattern.test(text))?.[1] ?? null;
  const [first, second] = amounts;
  if (first === undefined) return { min: null, max: null, period };
  const min = second === undefined ? first : Math.min(first, second);
  const max = second === undefined ? first : Math.max(first, second);
  // Without a stated period, the size says it: pounds an hour are small, a year's salary is large.
  if (!period) period = max <= 100 ? 'hourly' : max >= 10000 ? 'annually' : null;
  return { min, max, period };
}

// Built once: toLocaleString with options builds a new formatter on every call, which made the salary
// line most of the job board's CPU time.
const WHOLE_POUNDS = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });
const POUNDS_AND_PENCE = new Intl.NumberFormat('en-GB', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const pounds = (n: number) => (Number.isInteger(n) ? WHOLE_POUNDS : POUNDS_AND_PENCE).format(n);

/** The amounts of a salary: '£min - £max', '£amount', or 'Salary negotiable'. */
export function salaryDisplay(salary: Pick<Salary, 'min' | 'max'>): string {
  const { min, max } = salary;
  if (min === null && max === null) return 'Salary negotiable';
  if (min !== null && max !== null && min !== max) return `£${pounds(min)} - £${pounds(max)}`;
  return `£${pounds((min ?? max)!)}`;
}

const PER_PERIOD: Record<SalaryPeriod, string> = {
  hourly: 'an hour',
  daily: 'a day',
  weekly: 'a week',
  monthly: 'a month',
  annually: 'a year',
};
const isPeriod = (value: string | null | undefined): value is SalaryPeriod =>
  typeof value === 'string' && Object.hasOwn(PER_PERIOD, value);

/**
 * The one salary line a job shows: its amounts and period ('£14 - £16 an hour'), or, when no amount
 * could be read, the poster's own words ('Depends on experience'), which say more than 'Salary negotiable'.
 */
export function salaryLine(
  salary: Pick<Salary, 'min' | 'max'> & { period: string | null | undefined },
  text: string,
): string {
  if (salary.min === null && salary.max === null) {
    const own = text.replace(/\s+/g, ' ').trim();
    return own || 'Salary negotiable';
  }
  const amounts = salaryDisplay(salary);
  return isPeriod(salary.period) ? `${amounts} ${PER_PERIOD[salary.period]}` : amounts;
}

/**
 * Where a job stands, as its page tells its poster: on the board ('live'); a draft not paid for yet
 * ('unpaid'), or whose bank payment is still clearing ('processing'); hidden by a moderator; or closed.
 */
export const JOB_STATUSES = ['live', 'unpaid', 'processing', 'hidden', 'closed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export function jobStatus(job: {
  active: boolean;
  paymentConfirmed: boolean;
  hidden?: boolean;
  paymentPendingSince?: string;
  paymentFailedAt?: string;
}): JobStatus {
  if (!job.paymentConfirmed) return job.paymentPendingSince && !job.paymentFailedAt ? 'processing' : 'unpaid';
  if (job.hidden === true) return 'hidden';
  return job.active ? 'live' : 'closed';
}

/** A job's own page on the site, as links in emails and pages give it. */
export const jobPagePath = (jobId: string) => `/jobs/${encodeURIComponent(jobId)}`;
