import { addMonths, addYears, format, parseISO } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { dayInWords, plusMonths, plusYears } from '../../lambdas/domain/calendar.ts';
import { LAPSE } from '../../lambdas/contract/verification-constants.ts';

/** Every calendar day from the first to the last, `YYYY-MM-DD`. */
function daysBetween(first: string, last: string): string[] {
  const days: string[] = [];
  for (let at = Date.parse(`${first}T00:00:00Z`); at <= Date.parse(`${last}T00:00:00Z`); at += 86_400_000)
    days.push(new Date(at).toISOString().slice(0, 10));
  return days;
}

/** What date-fns gave for the same questions, which these functions replace. */
const before = {
  plusMonths: (day: string, months: number) => format(addMonths(parseISO(day), months), 'yyyy-MM-dd'),
  plusYears: (day: string, years: number) => format(addYears(parseISO(day), years), 'yyyy-MM-dd'),
  long: (day: string) => format(parseISO(day), 'd MMMM yyyy'),
  short: (day: string) => format(parseISO(day), 'd MMM yyyy'),
};

describe('calendar days', () => {
  const days = daysBetween('1999-01-01', '2031-12-31');
  const months = [...new Set([1, 6, 11, 12, 13, 18, 24, 36, -1, -12, ...Object.values(LAPSE)])];

  it('move by months and years as date-fns moved them, on every day of three decades', () => {
    const differ: string[] = [];
    for (const day of days) {
      for (const n of months)
        if (plusMonths(day, n) !== before.plusMonths(day, n)) differ.push(`${day} +${n}m`);
      for (const n of [1, 3, 5])
        if (plusYears(day, n) !== before.plusYears(day, n)) differ.push(`${day} +${n}y`);
    }
    expect(differ).toEqual([]);
    expect(plusMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(plusYears('2028-02-29', 3)).toBe('2031-02-28');
    expect(plusMonths('2026-12-15', 12)).toBe('2027-12-15');
  });

  it('read in words as date-fns wrote them', () => {
    const differ = days.filter(
      (day) => dayInWords(day, 'long') !== before.long(day) || dayInWords(day, 'short') !== before.short(day),
    );
    expect(differ).toEqual([]);
    expect(dayInWords('2026-09-01', 'long')).toBe('1 September 2026');
    expect(dayInWords('2026-09-01', 'short')).toBe('1 Sep 2026');
  });

  it('refuse text that is no calendar day, with the error date-fns gave', () => {
    for (const text of ['2027-02-30', '2026-13-01', '1 Dec 2026', '', '2026-1-01']) {
      expect(() => before.plusMonths(text, 1), text).toThrow(RangeError);
      expect(() => plusMonths(text, 1), text).toThrow(new RangeError('Invalid time value'));
      expect(() => dayInWords(text, 'long'), text).toThrow(new RangeError('Invalid time value'));
    }
  });
});
