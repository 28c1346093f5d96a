import { describe, expect, it } from 'vitest';
import {
  DAY_PARTS,
  dayPartAt,
  daysOf,
  emptyWeek,
  isEmptyWeek,
  optionalWeek,
  WEEKDAYS,
  WEEKDAYS_MON_FRI,
  weekdaysQuery,
  weekInput,
  weekInWords,
  weekOf,
  weekWith,
} from '../../lambdas/contract/week.ts';

describe('a usual week', () => {
  it('puts each UK clock hour in one part of the day', () => {
    expect(dayPartAt(7)).toBe('morning');
    expect(dayPartAt(11)).toBe('morning');
    expect(dayPartAt(12)).toBe('afternoon');
    expect(dayPartAt(17)).toBe('evening');
    expect(dayPartAt(21)).toBe('evening');
    expect(dayPartAt(22)).toBe('overnight');
    expect(dayPartAt(0)).toBe('overnight');
    expect(dayPartAt(6)).toBe('overnight');
    expect(() => dayPartAt(24)).toThrow(RangeError);
  });

  it('reads a week in the order of the parts, and refuses what is no week', () => {
    const week = { ...emptyWeek(), mon: ['evening', 'morning'], fri: ['afternoon'] };
    expect(weekInput.parse(week)).toEqual({
      ...emptyWeek(),
      mon: ['morning', 'evening'],
      fri: ['afternoon'],
    });
    expect(daysOf(weekInput.parse(week))).toEqual(['mon', 'fri']);
    expect(isEmptyWeek(emptyWeek())).toBe(true);
    expect(weekInput.safeParse({ ...emptyWeek(), mon: ['morning', 'morning'] }).success).toBe(false);
    expect(weekInput.safeParse({ ...emptyWeek(), mon: ['noon'] }).success).toBe(false);
    expect(weekInput.safeParse({ ...emptyWeek(), sunday: [] }).success).toBe(false);
    const { sun: _sun, ...sixDays } = emptyWeek();
    expect(weekInput.safeParse(sixDays).success).toBe(false);
  });
});

describe('a week in words', () => {
  it('says the days that share their parts together, runs as spans', () => {
    expect(weekInWords(weekWith(WEEKDAYS_MON_FRI, ['morning', 'afternoon']))).toBe(
      'Mornings and afternoons, Monday to Friday',
    );
    expect(weekInWords(weekWith(['mon', 'wed', 'fri'], ['afternoon', 'evening']))).toBe(
      'Afternoons and evenings, Monday, Wednesday and Friday',
    );
    expect(weekInWords(weekWith(['mon', 'tue', 'wed', 'sat'], ['morning']))).toBe(
      'Mornings, Monday to Wednesday and Saturday',
    );
    expect(weekInWords(weekWith(['sat', 'sun'], ['overnight']))).toBe('Overnights, Saturday and Sunday');
  });

  it('says the whole day and the whole week shortly', () => {
    expect(weekInWords(weekWith(WEEKDAYS_MON_FRI, ['morning', 'afternoon', 'evening']))).toBe(
      'All day, Monday to Friday',
    );
    expect(weekInWords(weekWith(WEEKDAYS, DAY_PARTS))).toBe('Day and night, every day');
  });

  it('joins groups with a semicolon, the first one capitalised, and says nothing of an empty week', () => {
    const week = {
      ...weekWith(WEEKDAYS_MON_FRI, ['morning', 'afternoon', 'evening']),
      sat: ['evening' as const],
    };
    expect(weekInWords(week)).toBe('All day, Monday to Friday; evenings, Saturday');
    expect(weekInWords(emptyWeek())).toBe('');
  });

  it('reads a stored week defensively: none, an empty one or a broken one is not stated', () => {
    expect(weekOf(undefined)).toBeNull();
    expect(weekOf(null)).toBeNull();
    expect(weekOf(emptyWeek())).toBeNull();
    expect(weekOf({ mon: 'morning' })).toBeNull();
    expect(weekOf({ mon: ['evening', 'noon', 'morning'] })).toEqual({
      ...emptyWeek(),
      mon: ['morning', 'evening'],
    });
  });

  it('reads an empty week sent by a form as not stated, and days in a query Monday first, once', () => {
    expect(optionalWeek.parse(emptyWeek())).toBeNull();
    expect(optionalWeek.parse(undefined)).toBeUndefined();
    expect(weekdaysQuery.parse('wed,mon,wed')).toEqual(['mon', 'wed']);
    expect(weekdaysQuery.safeParse('mon,funday').success).toBe(false);
  });
});
