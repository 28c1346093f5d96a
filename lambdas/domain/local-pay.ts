/**
 * The local pay figures, pure: the median and middle half of what a set of jobs typically pay an hour,
 * given only when enough jobs make them up (contract/local-pay.ts LOCAL_PAY_MIN_JOBS).
 */
import { LOCAL_PAY_MIN_JOBS, type LocalPay } from '../contract/local-pay.ts';
import { typicalHourly, type Pay } from '../contract/pay.ts';

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
