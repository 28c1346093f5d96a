/**
 * Local pay (GET /pay/local): what live jobs in a postcode area pay, from the board's own jobs, shown
 * beside the pay on both job forms. Figures are given only when at least LOCAL_PAY_MIN_JOBS jobs with
 * structured pay make them up: fewer would say too much about a few posts, and too little about the area.
 */
import * as z from 'zod/mini';
import { schema } from './schema.ts';
import './zod-locale.ts';
import { postcodeField } from './postcode-field.ts';
import { formatPounds } from './money.ts';
import { typicalHourly, type Pay } from './pay.ts';

/** The fewest live jobs with structured pay that local figures are given for. */
export const LOCAL_PAY_MIN_JOBS = 5;

export const localPayQuery = /* @__PURE__ */ schema(() =>
  z.strictObject({
    /** A full postcode or its district (`SW4 0AA`, `SW4`); its area (`SW`) is what is read. */
    postcode: postcodeField,
  }),
);

/**
 * The area's figures, in pounds an hour gross (each job's typical hourly equivalent: contract/pay.ts
 * typicalHourly), or, with fewer than LOCAL_PAY_MIN_JOBS jobs, no figures at all.
 */
export const localPay = /* @__PURE__ */ schema(() =>
  z.union([
    z.object({
      area: z.string(),
      enough: z.literal(true),
      jobs: z.number(),
      median: z.number(),
      /** The middle half: the 25th and 75th percentiles. */
      lower: z.number(),
      upper: z.number(),
    }),
    z.object({ area: z.string(), enough: z.literal(false) }),
  ]),
);
export type LocalPay = z.infer<typeof localPay>;

/** The figures in words: 'Live jobs in SW pay £15.20–£17.80 an hour gross; median £16.40 (12 jobs)'. */
export function localPayLine(local: LocalPay): string {
  if (!local.enough) return `Too few live jobs in ${local.area} state their pay to show what jobs there pay.`;
  const p = (n: number) => formatPounds(Number.isInteger(n) ? n : Math.round(n * 100) / 100);
  return `Live jobs in ${local.area} pay ${p(local.lower)}–${p(local.upper)} an hour gross; median ${p(local.median)} (${local.jobs} jobs)`;
}

/**
 * The value below which a share `p` (0 to 1) of the sorted values lie, read between the two nearest
 * values (the usual linear reading of a percentile: the median of 1, 2, 3, 4 is 2.5).
 */
export function percentile(sorted: readonly number[], p: number): number {
  if (!sorted.length) throw new RangeError('No values');
  const at = (sorted.length - 1) * p;
  const below = Math.floor(at);
  const above = Math.min(below + 1, sorted.length - 1);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (at - below);
}

const pence = (n: number) => Math.round(n * 100) / 100;

/** The area's figures from its live jobs' pay: none at all with fewer than LOCAL_PAY_MIN_JOBS. */
export function localPayOf(area: string, pays: readonly Pay[]): LocalPay {
  if (pays.length < LOCAL_PAY_MIN_JOBS) return { area, enough: false };
  const hourly = pays.map(typicalHourly).sort((a, b) => a - b);
  return {
    area,
    enough: true,
    jobs: hourly.length,
    median: pence(percentile(hourly, 0.5)),
    lower: pence(percentile(hourly, 0.25)),
    upper: pence(percentile(hourly, 0.75)),
  };
}
