/**
 * Calendar days (`YYYY-MM-DD`) moved by whole months and written in words, worked out from their parts
 * alone, so the many functions that read a nanny's checks or show a day carry no date library. Each
 * gives what date-fns gave for them (`addMonths`, `addYears`, `format` with its English month names):
 * a month later is the same day of the month, or that month's last day when it has fewer (31 January
 * plus one month is the last day of February), and text that is no calendar day is refused with the
 * same error (tests/unit/calendar.test.ts holds the two side by side).
 */
import { isCalendarDay } from '../contract/uk-day.ts';

/** A calendar day, `YYYY-MM-DD`. */
type Day = string;

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const daysInMonth = (year: number, month: number) =>
  month === 1 ? (isLeapYear(year) ? 29 : 28) : [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month]!;

/** The day's year, month (0 for January) and day of the month; throws on text that is no calendar day. */
function partsOf(day: Day): [year: number, month: number, date: number] {
  if (!isCalendarDay(day)) throw new RangeError('Invalid time value');
  return [Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))];
}

/** A year as written: four digits at least; the year before year 1 is 1 BC, written 1 (as date-fns does). */
const yearText = (year: number) => String(year > 0 ? year : 1 - year).padStart(4, '0');
const twoDigits = (n: number) => String(n).padStart(2, '0');

/** The day `months` whole months after `day` (before it, for a negative number). */
export function plusMonths(day: Day, months: number): Day {
  const [year, month, date] = partsOf(day);
  const total = year * 12 + month + months;
  const toYear = Math.floor(total / 12);
  const toMonth = total - toYear * 12;
  const toDate = Math.min(date, daysInMonth(toYear, toMonth));
  return `${yearText(toYear)}-${twoDigits(toMonth + 1)}-${twoDigits(toDate)}`;
}

/** The day `years` whole years after `day`: 29 February gives the 28th in a year without one. */
export const plusYears = (day: Day, years: number): Day => plusMonths(day, years * 12);

/** A day in words, its month in full (`1 December 2026`) or short (`1 Dec 2026`). */
export function dayInWords(day: Day, month: 'long' | 'short'): string {
  const [year, monthIndex, date] = partsOf(day);
  const name = MONTHS[monthIndex]!;
  return `${date} ${month === 'long' ? name : name.slice(0, 3)} ${yearText(year)}`;
}
