/**
 * Gross pay for the demo jobs, written as a family would state it: each one at or above the minimum
 * wage for the hours it pays for, and as much as such a job pays (part-time by the hour; full-time by the
 * week or the year).
 */
import type { Pay, PayPeriod } from '../lambdas/contract/pay.ts';

const pay =
  (period: PayPeriod) =>
  (
    min: number,
    max: number | null,
    hoursPerWeek: number,
    extra: Partial<Pick<Pay, 'liveIn' | 'rota'>> = {},
  ): Pay => ({
    period,
    min,
    max,
    hoursPerWeek,
    liveIn: extra.liveIn ?? false,
    rota: extra.rota ?? false,
  });

export const hourly = pay('hourly');
export const weekly = pay('weekly');
export const yearly = pay('yearly');
