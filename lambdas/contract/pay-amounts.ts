/**
 * Pay's amounts and words, free of the schema library, so a page that only shows pay loads no schemas:
 * the periods, the arithmetic, the minimum-wage check and the lines the product shows. The schema that
 * takes pay in is contract/pay.ts, which re-exports all of this.
 */
import { formatPounds } from './money.ts';
import { minimumWageOn, type MinimumWageRates } from './legal/minimum-wage.ts';
import { longDate } from './long-date.ts';

export const PAY_PERIODS = ['hourly', 'weekly', 'yearly'] as const;
export type PayPeriod = (typeof PAY_PERIODS)[number];

/** Weeks in a year, for a weekly or yearly amount's hourly equivalent (52 weeks, as HMRC's tables). */
export const WEEKS_A_YEAR = 52;
/** The most hours a week a job may state, and the most with a rota (some weeks longer than others). */
export const MAX_HOURS_A_WEEK = 60;
export const MAX_ROTA_HOURS_A_WEEK = 84;

export const PAY_MESSAGES = {
  amount: 'Enter the gross pay in pounds',
  range: 'The top of the range must be at least its bottom',
  hours: 'Enter the hours a week, more than 0',
  tooManyHours: `Over ${MAX_HOURS_A_WEEK} hours a week needs a rota: tick "Hours follow a rota"`,
  rotaHours: `At most ${MAX_ROTA_HOURS_A_WEEK} hours a week, even on a rota`,
} as const;

/** Gross pay: an amount (`min`, with `max` null) or a range, per `period`, for `hoursPerWeek`. */
export interface Pay {
  period: PayPeriod;
  min: number;
  max: number | null;
  hoursPerWeek: number;
  /** The nanny lives in the home the family provides (the accommodation offset applies). */
  liveIn: boolean;
  /** The hours follow a rota, so a week may run over 60 hours. */
  rota: boolean;
}

/** An amount per period as pounds an hour, for `hoursPerWeek`. */
export function hourlyOf(amount: number, period: PayPeriod, hoursPerWeek: number): number {
  if (period === 'hourly') return amount;
  const weekly = period === 'weekly' ? amount : amount / WEEKS_A_YEAR;
  return weekly / hoursPerWeek;
}

/** The lowest pay the job offers, in pounds an hour gross. */
export const lowestHourly = (pay: Pay): number => hourlyOf(pay.min, pay.period, pay.hoursPerWeek);

/** An amount per period as pounds a week. */
export const weeklyOf = (amount: number, period: PayPeriod, hoursPerWeek: number): number =>
  period === 'weekly' ? amount : period === 'yearly' ? amount / WEEKS_A_YEAR : amount * hoursPerWeek;

/**
 * Whether a week's gross pay for `hoursPerWeek` is below the National Living Wage (the minimum wage for
 * workers aged 21 and over) in force on `day`: the rates then, and what the pay comes to an hour,
 * rounded down so it never names the rate itself; null when it is not below.
 */
export function belowLivingWage(
  weeklyPay: number,
  hoursPerWeek: number,
  day: string,
): { rates: MinimumWageRates; hourly: number } | null {
  const rates = minimumWageOn(day);
  // A week's pay against the week's minimum, in pence: £508.39 for 40 hours is under £508.40 though it
  // rounds to £12.71 an hour. The allowance is for a float's error, far under a penny.
  const paidPence = weeklyPay * 100;
  if (paidPence + 1e-6 >= rates.age21AndOver * 100 * hoursPerWeek) return null;
  return { rates, hourly: Math.floor(paidPence / hoursPerWeek + 1e-6) / 100 };
}

/**
 * Why pay starting on `startDay` is below the minimum wage for a worker aged 21 or over, or null when
 * it is not. The lowest amount is what is checked. Live-in, up to the accommodation offset for each of
 * the week's seven days counts as pay (gov.uk: the offset is added to the worker's pay when the home
 * is free), so the cash a week may be lower by that much.
 */
export function minimumWageRefusal(pay: Pay, startDay: string): string | null {
  const offset = pay.liveIn ? minimumWageOn(startDay).accommodationOffsetPerDay * 7 : 0;
  const below = belowLivingWage(
    weeklyOf(pay.min, pay.period, pay.hoursPerWeek) + offset,
    pay.hoursPerWeek,
    startDay,
  );
  if (!below) return null;
  const { rates, hourly } = below;
  const lowest = pay.liveIn
    ? ` With the home counted at ${formatPounds(rates.accommodationOffsetPerDay)} a day, this pays ${formatPounds(hourly)} an hour.`
    : ` This pays ${formatPounds(hourly)} an hour.`;
  return `The pay is below the National Minimum Wage: ${formatPounds(rates.age21AndOver)} an hour gross for workers aged 21 and over from ${longDate(rates.from)}.${lowest}`;
}

/** Who may lawfully be paid less than the National Living Wage. */
export const LOWER_RATES_NOTE = 'Lower rates apply only to workers under 21 and to apprentices.';

const livingWageLine = (rates: MinimumWageRates) =>
  `the National Living Wage: ${formatPounds(rates.age21AndOver)} an hour gross for workers aged 21 and over from ${longDate(rates.from)}.`;

/**
 * A warning, not a refusal, when a week's gross pay for `hoursPerWeek` is below the National Living
 * Wage in force on `day` (the pay calculator's figures); null when it is not.
 */
export function livingWageWarning(weeklyPay: number, hoursPerWeek: number, day: string): string | null {
  const below = belowLivingWage(weeklyPay, hoursPerWeek, day);
  if (!below) return null;
  return `This pay is below ${livingWageLine(below.rates)} It comes to ${formatPounds(below.hourly)} an hour gross. ${LOWER_RATES_NOTE}`;
}

/**
 * A note, not a refusal, when an hourly rate asked (gross) is below the National Living Wage in force
 * on `day`: lower rates are lawful under 21 and for apprentices. Null when it is not below.
 */
export function hourlyRateNote(hourly: number, day: string): string | null {
  const below = belowLivingWage(hourly, 1, day);
  if (!below) return null;
  return `${formatPounds(hourly)} an hour is below ${livingWageLine(below.rates)} ${LOWER_RATES_NOTE}`;
}

const PER: Record<PayPeriod, string> = { hourly: 'an hour', weekly: 'a week', yearly: 'a year' };

/** The pay as the product shows it: '£16–£18 an hour gross', '£650 a week gross'. */
export function payLine(pay: Pick<Pay, 'period' | 'min' | 'max'>): string {
  const amounts =
    pay.max !== null && pay.max !== pay.min
      ? `${formatPounds(pay.min)}–${formatPounds(pay.max)}`
      : formatPounds(pay.min);
  return `${amounts} ${PER[pay.period]} gross`;
}

/** The hours as a job shows them beside its pay: '40 hours a week', '62 hours a week on a rota'. */
export function hoursLine(pay: Pick<Pay, 'hoursPerWeek' | 'rota'>): string {
  const hours = `${pay.hoursPerWeek} ${pay.hoursPerWeek === 1 ? 'hour' : 'hours'} a week`;
  return pay.rota ? `${hours} on a rota` : hours;
}

/**
 * What the job typically pays, in pounds an hour gross: the middle of its range (or its one amount) as
 * an hourly equivalent, for comparing jobs paid by the hour, week or year (the local pay figures).
 */
export const typicalHourly = (pay: Pay): number =>
  hourlyOf((pay.min + (pay.max ?? pay.min)) / 2, pay.period, pay.hoursPerWeek);

/** The pay and its hours on one line: '£16–£18 an hour gross, 40 hours a week'. */
export const payAndHoursLine = (pay: Pay): string => `${payLine(pay)}, ${hoursLine(pay)}`;
