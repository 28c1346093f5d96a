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

/** A week with the same parts on each of the days given (and none on the others). */
export function weekWith(days: readonly Weekday[], parts: readonly DayPart[]): Week {
  const week = emptyWeek();
  for (const day of days) week[day] = DAY_PARTS.filter((part) => parts.includes(part));
  return week;
}

/** Monday to Friday, as a week's days are most often asked for. */
export const WEEKDAYS_MON_FRI: readonly Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri'];

/** The days with at least one part, Monday first. */
export const daysOf = (week: Week): Weekday[] => WEEKDAYS.filter((day) => week[day].length > 0);

/** Whether the week has nothing in it. */
export const isEmptyWeek = (week: Week) => daysOf(week).length === 0;

/** A part of the day as a plural in a sentence: 'mornings', 'Wednesday overnights'. */
export const DAY_PART_PLURALS: Record<DayPart, string> = {
  morning: 'mornings',
  afternoon: 'afternoons',
  evening: 'evenings',
  overnight: 'overnights',
};

/** The short names a narrow grid heads its columns with, and a filter's days are written as. */
export const WEEKDAY_SHORT: Record<Weekday, string> = {
  mon: 'Mon',
  tue: 'Tue',
  wed: 'Wed',
  thu: 'Thu',
  fri: 'Fri',
  sat: 'Sat',
  sun: 'Sun',
};

/** A day as a plural in a sentence: 'Wednesdays'. */
export const weekdaysName = (day: Weekday) => `${WEEKDAY_NAMES[day]}s`;

/** 'a', 'a and b', 'a, b and c' (with `or` for 'a or b'). */
export function listInWords(items: readonly string[], last: 'and' | 'or' = 'and'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${last} ${items[items.length - 1]}`;
}

/**
 * A week as stored or sent, read defensively (a stored item is whatever an older version wrote): each
 * weekday's known parts in the order of DAY_PARTS. Null when it is no week, or an empty one, so "not
 * stated" has one form for every reader.
 */
export function weekOf(value: unknown): Week | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const stored = value as Record<string, unknown>;
  const week = emptyWeek();
  for (const day of WEEKDAYS) {
    const parts = stored[day];
    if (parts === undefined) continue;
    if (!Array.isArray(parts)) return null;
    week[day] = DAY_PARTS.filter((part) => parts.includes(part));
  }
  return isEmptyWeek(week) ? null : week;
}

/** Whether a week offers every part of every day another one needs. */
export const weekCovers = (offered: Week, needed: Week) =>
  WEEKDAYS.every((day) => needed[day].every((part) => offered[day].includes(part)));

/**
 * Days in words, runs of three or more as a span: 'Monday to Friday', 'Monday, Wednesday and Friday',
 * 'Monday to Wednesday and Saturday', 'every day'.
 */
export function daysInWords(days: readonly Weekday[]): string {
  const sorted = WEEKDAYS.filter((day) => days.includes(day));
  if (sorted.length === WEEKDAYS.length) return 'every day';
  const runs: Weekday[][] = [];
  for (const day of sorted) {
    const run = runs[runs.length - 1];
    const previous = run?.[run.length - 1];
    if (run && previous && WEEKDAYS.indexOf(previous) + 1 === WEEKDAYS.indexOf(day)) run.push(day);
    else runs.push([day]);
  }
  return listInWords(
    runs.flatMap((run) =>
      run.length >= 3
        ? [`${WEEKDAY_NAMES[run[0]!]} to ${WEEKDAY_NAMES[run[run.length - 1]!]}`]
        : run.map((day) => WEEKDAY_NAMES[day]),
    ),
  );
}

/** Parts of the day in words: 'Mornings and afternoons'; the three daytime parts are 'All day'. */
function partsInWords(parts: readonly DayPart[]): string {
  if (parts.length === DAY_PARTS.length) return 'Day and night';
  if (parts.length === 3 && !parts.includes('overnight')) return 'All day';
  const words = listInWords(parts.map((part) => DAY_PART_PLURALS[part]));
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A week in a few words, as a card and a job's page show it: the days that share the same parts said
 * together ('Mornings and afternoons, Monday to Friday'), groups after the first joined by a semicolon
 * ('All day, Monday to Friday; evenings, Saturday'). Empty for an empty week.
 */
export function weekInWords(week: Week): string {
  const groups: Array<{ parts: DayPart[]; days: Weekday[] }> = [];
  for (const day of daysOf(week)) {
    const same = groups.find((g) => g.parts.join() === week[day].join());
    if (same) same.days.push(day);
    else groups.push({ parts: week[day], days: [day] });
  }
  return groups
    .map((g, i) => {
      const parts = partsInWords(g.parts);
      return `${i === 0 ? parts : parts.charAt(0).toLowerCase() + parts.slice(1)}, ${daysInWords(g.days)}`;
    })
    .join('; ');
}

export const WEEK_MESSAGES = {
  week: 'Choose the parts of each day, or none',
  part: 'Choose morning, afternoon, evening or overnight',
  days: 'Choose days from mon, tue, wed, thu, fri, sat and sun',
} as const;
