/**
 * Calendar days (`YYYY-MM-DD`) moved by whole months and written in words. The month arithmetic is
 * date-fns's (`addMonths`: a month after 31 January is the last day of February), written back with its
 * light formatter, which carries no locale; a day in words is its parts with the English month names,
 * so the many functions that read a nanny's checks or show a day carry no locale data either. Text that
 * is no calendar day is refused (tests/unit/calendar.test.ts holds these to date-fns's own `format`).
 */
import { addMonths, lightFormat, parseISO } from 'date-fns';
import { MONTHS } from '../contract/long-date.ts';
import { isCalendarDay } from '../contract/uk-day.ts';

/** A calendar day, `YYYY-MM-DD`. */
type Day = string;

/** The day's year, month (0 for January) and day of the month; throws on text that is no calendar day. */
function partsOf(day: Day): [year: number, month: number, date: number] {
  if (!isCalendarDay(day)) throw new RangeError('Invalid time value');
  return [Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))];
}

/** A year as written: four digits at least; the year before year 1 is 1 BC, written 1 (as date-fns does). */
const yearText = (year: number) => String(year > 0 ? year : 1 - year).padStart(4, '0');

/** The day `months` whole months after `day` (before it, for a negative number). */
export function plusMonths(day: Day, months: number): Day {
  partsOf(day);
  return lightFormat(addMonths(parseISO(day), months), 'yyyy-MM-dd');
}

/** The day `years` whole years after `day`: 29 February gives the 28th in a year without one. */
export const plusYears = (day: Day, years: number): Day => plusMonths(day, years * 12);

/** A day in words, its month in full (`1 December 2026`) or short (`1 Dec 2026`). */
export function dayInWords(day: Day, month: 'long' | 'short'): string {
  const [year, monthIndex, date] = partsOf(day);
  const name = MONTHS[monthIndex]!;
  return `${date} ${month === 'long' ? name : name.slice(0, 3)} ${yearText(year)}`;
}
