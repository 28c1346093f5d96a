import { describe, expect, it } from 'vitest';
import { dayPartAt, daysOf, emptyWeek, isEmptyWeek, weekInput } from '../../lambdas/contract/week.ts';

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
