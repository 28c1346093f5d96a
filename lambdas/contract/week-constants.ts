/**
 * A usual week, as a nanny offers it on her profile and a job asks for it: for each day, the parts of
 * the day (morning, afternoon, evening, overnight). The words both sides read and the hours each part
 * stands for live here, without schemas, so pages that only show a week do not download the schema
 * library (week.ts holds the schema and re-exports all of this).
 */

/** Monday first, as UK calendars print a week. */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const DAY_PARTS = ['morning', 'afternoon', 'evening', 'overnight'] as const;
export type DayPart = (typeof DAY_PARTS)[number];

/** For each day, the parts of it: a day not offered (or not needed) has none. */
export type Week = { [D in Weekday]: DayPart[] };

export const WEEKDAY_NAMES: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

export const DAY_PART_LABELS: Record<DayPart, string> = {
  morning: 'Morning',
  afternoon: 'Afternoon',
  evening: 'Evening',
  overnight: 'Overnight',
};

/**
 * The UK clock hours (Europe/London) each part stands for, from its first hour up to (not including) its
 * last; overnight runs past midnight into the next day.
 */
export const DAY_PART_HOURS: Record<DayPart, { from: number; to: number }> = {
  morning: { from: 7, to: 12 },
  afternoon: { from: 12, to: 17 },
  evening: { from: 17, to: 22 },
  overnight: { from: 22, to: 7 },
};

/** The part of the day a UK clock hour (0–23) falls in. Hours after midnight belong to overnight. */
export function dayPartAt(hour: number): DayPart {
  if (!Number.isInteger(hour) || hour < 0 || hour > 23) throw new RangeError(`No hour ${hour} in a day`);
  for (const part of DAY_PARTS) {
    const { from, to } = DAY_PART_HOURS[part];
    if (from < to ? hour >= from && hour < to : hour >= from || hour < to) return part;
  }
  return 'overnight';
}

/** A week with nothing in it. */
export const emptyWeek = (): Week => ({ mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] });

/** The days with at least one part, Monday first. */
export const daysOf = (week: Week): Weekday[] => WEEKDAYS.filter((day) => week[day].length > 0);

/** Whether the week has nothing in it. */
export const isEmptyWeek = (week: Week) => daysOf(week).length === 0;

export const WEEK_MESSAGES = {
  week: 'Choose the parts of each day, or none',
  part: 'Choose morning, afternoon, evening or overnight',
} as const;
