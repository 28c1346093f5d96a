/**
 * Jobs posted before pay was structured kept the pay as free text (`salaryText`) with the days and hours
 * as free text too. Such a job is read into the gross pay structure (contract/pay.ts) where its words
 * allow: an amount and period read by `parseSalary`, and the hours a week from the days-and-hours text
 * where it states them. An amount its poster called net or after tax is never turned into gross, and
 * words that give no amount, no period or no hours are not guessed at: the job then shows its poster's
 * own words, as written. Read on every read of an unmigrated job (data/jobs.ts) and once by the
 * migration (data/migrations/job-pay-migration.ts), so both read alike.
 */
import { MAX_HOURS_A_WEEK, MAX_ROTA_HOURS_A_WEEK, payLine, type Pay } from './pay.ts';
import { parseSalary, salaryBasis } from './salary.ts';

const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
const DAY_NAME = String.raw`(mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?`;
const DAY_RANGE = new RegExp(String.raw`\b${DAY_NAME}\s*(?:-|–|—|to|till|until)\s*${DAY_NAME}`, 'i');
const DAY_WORD = new RegExp(String.raw`\b${DAY_NAME}`, 'gi');
const DAYS_A_WEEK = /\b([1-7])\s*days?\s*(?:a|per|each|\/|p)\s*w(?:ee)?k\b|\b([1-7])\s*days?\s*pw\b/i;
const HOURS_A_WEEK =
  /\b(\d{1,2}(?:\.\d{1,2})?)\s*(?:hours?|hrs?|h)\s*(?:a|per|each|\/|p)\s*w(?:ee)?k\b|\b(\d{1,2}(?:\.\d{1,2})?)\s*(?:hours?|hrs?|h)\s*pw\b/i;
const HOURS_A_DAY = /\b(\d{1,2}(?:\.\d{1,2})?)\s*(?:hours?|hrs?|h)\s*(?:a|per|each|\/)\s*day\b/i;
const TIME = String.raw`(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm)?`;
const TIME_RANGE = new RegExp(String.raw`\b${TIME}\s*(?:-|–|—|to|till|until)\s*${TIME}`, 'i');

/** How many days a week the text names: '3 days a week', 'Mon–Fri', 'Mon, Wed & Fri', 'weekdays'. */
export function daysAWeek(text: string): number | null {
  const stated = DAYS_A_WEEK.exec(text);
  if (stated) return Number(stated[1] ?? stated[2]);
  const range = DAY_RANGE.exec(text);
  if (range) {
    const from = DAYS.indexOf(range[1]!.toLowerCase() as (typeof DAYS)[number]);
    const to = DAYS.indexOf(range[2]!.toLowerCase() as (typeof DAYS)[number]);
    return ((to - from + 7) % 7) + 1;
  }
  if (/\bweekdays\b/i.test(text)) return 5;
  const named = new Set([...text.matchAll(DAY_WORD)].map((m) => m[1]!.toLowerCase()));
  return named.size > 0 ? named.size : null;
}

/** A clock time's hour of the day, 0 to 24 (with its minutes as a fraction), from its parts. */
const hourOf = (hour: string, minutes: string | undefined, half: string | undefined) => {
  let h = Number(hour) % (half ? 12 : 24);
  if (half?.toLowerCase() === 'pm') h += 12;
  return h + (minutes ? Number(minutes) / 60 : 0);
};

/** How many hours a day the text names: '8 hours a day', '8am–6pm', '7:30–18:30', '8-6'. */
export function hoursADay(text: string): number | null {
  const stated = HOURS_A_DAY.exec(text);
  if (stated) return Number(stated[1]);
  const range = TIME_RANGE.exec(text);
  if (!range) return null;
  const [, h1, m1, half1, h2, m2, half2] = range;
  // '8–6pm' is eight in the morning; '8–6' too (a day ends after it starts).
  const start = hourOf(h1!, m1, half1 ?? (half2?.toLowerCase() === 'am' ? 'am' : undefined));
  let end = hourOf(h2!, m2, half2);
  if (end <= start && !half2) end += 12;
  const hours = end - start;
  return hours > 0 && hours <= 16 ? Math.round(hours * 100) / 100 : null;
}

/** The hours a week a days-and-hours text states, or null when it does not say. */
export function hoursAWeekOf(daysHours: string): number | null {
  const stated = HOURS_A_WEEK.exec(daysHours);
  if (stated) return Number(stated[1] ?? stated[2]);
  const days = daysAWeek(daysHours);
  const daily = hoursADay(daysHours);
  return days !== null && daily !== null ? Math.round(days * daily * 100) / 100 : null;
}

/** An older job's pay as it is read and shown. */
export interface LegacyPay {
  /** The gross pay read from its words, or null where they cannot be read as gross pay with hours. */
  pay: Pay | null;
  /** The one line the job shows: `payLine(pay)`, or its poster's own words. */
  line: string;
}

const pence = (n: number) => Math.round(n * 100) / 100;

/** An older job's free-text pay read into gross pay where its words allow (see above). */
export function readLegacyPay(salaryText: string, daysHours: string, jobType: string): LegacyPay {
  const words = salaryText.replace(/\s+/g, ' ').trim();
  const asWritten: LegacyPay = { pay: null, line: words || 'Pay not stated' };
  const basis = salaryBasis(words);
  if (basis === 'net' || basis === 'both') return asWritten;
  const salary = parseSalary(words);
  if (salary.min === null || salary.max === null || salary.period === null) return asWritten;
  const hoursPerWeek = hoursAWeekOf(daysHours);
  if (hoursPerWeek === null) return asWritten;
  let period: Pay['period'];
  let scale = 1;
  if (salary.period === 'hourly' || salary.period === 'weekly') period = salary.period;
  else if (salary.period === 'annually') period = 'yearly';
  else if (salary.period === 'monthly') {
    period = 'yearly';
    scale = 12;
  } else {
    // A day's pay: a week's when the days a week are stated.
    const days = daysAWeek(daysHours);
    if (days === null) return asWritten;
    period = 'weekly';
    scale = days;
  }
  const min = pence(salary.min * scale);
  const max = pence(salary.max * scale);
  const rota = jobType === 'rota';
  // Held to the pay form's own rules (contract/pay.ts payInput), without loading the schemas to read.
  const limit = rota ? MAX_ROTA_HOURS_A_WEEK : MAX_HOURS_A_WEEK;
  if (!(min > 0) || max > 1_000_000 || hoursPerWeek <= 0 || hoursPerWeek > limit) return asWritten;
  const pay: Pay = {
    period,
    min,
    max: max === min ? null : max,
    hoursPerWeek,
    liveIn: jobType === 'live-in',
    rota,
  };
  return { pay, line: payLine(pay) };
}
