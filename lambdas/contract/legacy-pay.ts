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
const CLOCK = String.raw`(?:\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)?|midnight|noon)`;
const TIME_RANGE = new RegExp(String.raw`\b(${CLOCK})\s*(?:-|–|—|to|till|until)\s*(${CLOCK})`, 'gi');

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

/** A clock time as written: its hour of the day (with its minutes as a fraction) and its am or pm. */
function clockOf(text: string): { hour: number; half: 'am' | 'pm' | null } {
  const word = text.trim().toLowerCase();
  if (word === 'midnight') return { hour: 0, half: 'am' };
  if (word === 'noon') return { hour: 12, half: 'pm' };
  const [, h, m, half] = /^(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm)?$/.exec(word)!;
  return { hour: Number(h) + (m ? Number(m) / 60 : 0), half: (half as 'am' | 'pm' | undefined) ?? null };
}

const inDay = (hour: number, half: 'am' | 'pm' | null) =>
  half === null ? hour : (hour % 12) + (half === 'pm' ? 12 : 0);

/** The hours between two clock times as written: '8am–6pm' 10, '8–6' 10, '5pm–midnight' 7. */
function hoursBetween(from: string, to: string): number | null {
  const a = clockOf(from);
  const b = clockOf(to);
  // '8–6pm' starts at eight in the morning; '8–6' too (a day ends after it starts).
  const start = inDay(a.hour, a.half ?? (b.half === 'am' ? 'am' : null));
  let end = to.trim().toLowerCase() === 'midnight' ? 24 : inDay(b.hour, b.half);
  if (end <= start && b.half === null) end += 12;
  const hours = end - start;
  return hours > 0 && hours <= 16 ? hours : null;
}

/**
 * How many hours a day the text names: '8 hours a day', '8am–6pm', '7:30–18:30', '8-6', or a split day
 * ('7:30am–9am and 3pm–7pm'). Days with hours of their own ('Fri 5pm–11pm, Sun 10am–4pm') name no one
 * day's hours: null.
 */
export function hoursADay(text: string): number | null {
  const stated = HOURS_A_DAY.exec(text);
  if (stated) return Number(stated[1]);
  const ranges = [...text.matchAll(TIME_RANGE)];
  if (!ranges.length) return null;
  const between = text.split(TIME_RANGE).filter((_, i) => i % 3 === 0);
  if (between.filter((part) => new RegExp(DAY_WORD.source, 'i').test(part)).length > 1) return null;
  let total = 0;
  for (const range of ranges) {
    const hours = hoursBetween(range[1]!, range[2]!);
    if (hours === null) return null;
    total += hours;
  }
  return total <= 16 ? Math.round(total * 100) / 100 : null;
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
