import { describe, expect, it } from 'vitest';
import { MINIMUM_WAGE_TABLE, minimumWageOn } from '../../lambdas/contract/legal/minimum-wage.ts';
import {
  hourlyRateNote,
  hoursLine,
  lowestHourly,
  minimumWageRefusal,
  payInput,
  payLine,
  type Pay,
} from '../../lambdas/contract/pay.ts';

const pay = (over: Partial<Pay>): Pay => ({
  period: 'hourly',
  min: 15,
  max: null,
  hoursPerWeek: 40,
  liveIn: false,
  rota: false,
  ...over,
});

describe('the minimum wage table', () => {
  it('holds gov.uk’s rates for April 2025 and April 2026, oldest first, each with its source', () => {
    expect(MINIMUM_WAGE_TABLE.map((r) => [r.from, r.age21AndOver, r.accommodationOffsetPerDay])).toEqual([
      ['2025-04-01', 12.21, 10.66],
      ['2026-04-01', 12.71, 11.1],
    ]);
    for (const row of MINIMUM_WAGE_TABLE) expect(row.source).toMatch(/^https:\/\/www\.gov\.uk\//);
  });

  it('takes the rate in force on the day: the new rate from its first day', () => {
    expect(minimumWageOn('2026-03-31').age21AndOver).toBe(12.21);
    expect(minimumWageOn('2026-04-01').age21AndOver).toBe(12.71);
    expect(minimumWageOn('2030-01-01').age21AndOver).toBe(12.71);
  });
});

describe('minimumWageRefusal', () => {
  it('accepts exactly the rate and refuses a penny under it, naming the rate and its day', () => {
    expect(minimumWageRefusal(pay({ min: 12.71 }), '2026-04-01')).toBeNull();
    expect(minimumWageRefusal(pay({ min: 12.7 }), '2026-04-01')).toBe(
      'The pay is below the National Minimum Wage: £12.71 an hour gross for workers aged 21 and over from 1 April 2026. This pays £12.70 an hour.',
    );
  });

  it('checks a job starting before April against the rate then in force', () => {
    expect(minimumWageRefusal(pay({ min: 12.5 }), '2026-03-31')).toBeNull();
    expect(minimumWageRefusal(pay({ min: 12.5 }), '2026-04-01')).toMatch(/£12\.71/);
  });

  it('reads weekly and yearly pay through the hours, and checks the bottom of a range', () => {
    // 40 hours at £12.71 = £508.40 a week; × 52 = £26,436.80 a year.
    expect(minimumWageRefusal(pay({ period: 'weekly', min: 508.4 }), '2026-05-01')).toBeNull();
    expect(minimumWageRefusal(pay({ period: 'weekly', min: 508 }), '2026-05-01')).toMatch(/£12\.70/);
    // A penny short for the week, though £12.7097 an hour rounds to the rate.
    expect(minimumWageRefusal(pay({ period: 'weekly', min: 508.39 }), '2026-05-01')).toMatch(
      /This pays £12\.70 an hour\.$/,
    );
    // 37.5 hours at £12.71 is £476.625: £476.63 is enough, £476.62 is not.
    expect(
      minimumWageRefusal(pay({ period: 'weekly', min: 476.63, hoursPerWeek: 37.5 }), '2026-05-01'),
    ).toBeNull();
    expect(
      minimumWageRefusal(pay({ period: 'weekly', min: 476.62, hoursPerWeek: 37.5 }), '2026-05-01'),
    ).not.toBeNull();
    expect(minimumWageRefusal(pay({ period: 'yearly', min: 26_436.8 }), '2026-05-01')).toBeNull();
    expect(minimumWageRefusal(pay({ period: 'yearly', min: 26_000, max: 40_000 }), '2026-05-01')).toMatch(
      /below the National Minimum Wage/,
    );
  });

  it('counts the accommodation offset for a live-in job, seven days a week', () => {
    // 50 hours × £12.71 = £635.50; less 7 × £11.10 = £77.70 → £557.80 a week in cash is the floor.
    const liveIn = pay({ period: 'weekly', hoursPerWeek: 50, liveIn: true });
    expect(minimumWageRefusal({ ...liveIn, min: 557.8 }, '2026-06-01')).toBeNull();
    expect(minimumWageRefusal({ ...liveIn, min: 557 }, '2026-06-01')).toMatch(
      /With the home counted at £11\.10 a day, this pays £12\.69 an hour\.$/,
    );
    expect(minimumWageRefusal({ ...liveIn, liveIn: false, min: 557.8 }, '2026-06-01')).not.toBeNull();
  });
});

describe('payInput', () => {
  const parse = (value: unknown) => payInput.safeParse(value);
  it('takes a gross amount or range with the hours a week', () => {
    expect(parse(pay({ min: 16, max: 18 })).success).toBe(true);
  });
  it('refuses no hours, a range upside down, fractions of a penny, and over 60 hours without a rota', () => {
    expect(parse(pay({ hoursPerWeek: 0 })).success).toBe(false);
    expect(parse(pay({ min: 18, max: 16 })).success).toBe(false);
    expect(parse(pay({ min: 12.715 })).success).toBe(false);
    expect(parse(pay({ hoursPerWeek: 61 })).success).toBe(false);
    expect(parse(pay({ hoursPerWeek: 61, rota: true })).success).toBe(true);
    expect(parse(pay({ hoursPerWeek: 85, rota: true })).success).toBe(false);
  });
});

describe('how pay reads', () => {
  it('says gross, with an en dash between a range', () => {
    expect(payLine(pay({ min: 16, max: 18 }))).toBe('£16–£18 an hour gross');
    expect(payLine(pay({ period: 'weekly', min: 650, max: null }))).toBe('£650 a week gross');
    expect(payLine(pay({ period: 'yearly', min: 32_000, max: 36_000 }))).toBe('£32,000–£36,000 a year gross');
    expect(payLine(pay({ min: 12.71 }))).toBe('£12.71 an hour gross');
    expect(hoursLine(pay({ hoursPerWeek: 62, rota: true }))).toBe('62 hours a week on a rota');
    expect(lowestHourly(pay({ period: 'weekly', min: 600, hoursPerWeek: 40 }))).toBe(15);
  });
});

describe('hourlyRateNote', () => {
  it('notes a rate below the National Living Wage, naming it, its day and who may be paid less', () => {
    expect(hourlyRateNote(9, '2026-11-28')).toBe(
      '£9 an hour is below the National Living Wage: £12.71 an hour gross for workers aged 21 and over from 1 April 2026. Lower rates apply only to workers under 21 and to apprentices.',
    );
    expect(hourlyRateNote(12.7, '2026-11-28')).toMatch(/^£12\.70 an hour is below/);
  });

  it('says nothing at or above the rate in force on the day', () => {
    expect(hourlyRateNote(12.71, '2026-11-28')).toBeNull();
    expect(hourlyRateNote(15, '2026-11-28')).toBeNull();
    expect(hourlyRateNote(12.5, '2026-03-31')).toBeNull();
  });
});
