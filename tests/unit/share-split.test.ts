import { describe, expect, it } from 'vitest';
import { WORKED_SPLIT } from '../support/worked-split.ts';
import {
  MAX_HOST_ALLOWANCE_PERCENT,
  SHARE_HOMES,
  SHARE_SIDES,
  SPLIT_BASES,
  splitAddsUp,
  splitRefusals,
  splitShare,
  type SplitInput,
} from '../../lambdas/contract/share-split.ts';

/**
 * The worked example, by hand:
 * - shared hours: 30 × £18.00 = £540.00 (54,000p) a week;
 * - by children, 2 of 3 to the first family: 2/3;
 * - she works in the first family's home with a 10% allowance: 2/3 × 90% = 3/5 to the first family,
 *   and 1/3 + 2/3 × 10% = 2/5 to the second;
 * - shared pay: 54,000 × 3/5 = 32,400p (£324.00) and 54,000 − 32,400 = 21,600p (£216.00);
 * - solo hours at £16.00: the first family 5 × 1,600 = 8,000p (£80.00), the second 0;
 * - the first family pays 32,400 + 8,000 = 40,400p (£404.00) for 35 hours,
 *   the second 21,600p (£216.00) for 30 hours; 62,000p (£620.00) in all for her 35 hours.
 */
const WORKED: SplitInput = WORKED_SPLIT;

describe('splitShare', () => {
  it('works the worked example to the penny', () => {
    const result = splitShare(WORKED);
    expect(result.first).toEqual({
      sharedPence: 32_400,
      soloPence: 8_000,
      weeklyGrossPence: 40_400,
      hours: 35,
      sharedFraction: expect.closeTo(0.6, 12),
    });
    expect(result.partner).toEqual({
      sharedPence: 21_600,
      soloPence: 0,
      weeklyGrossPence: 21_600,
      hours: 30,
      sharedFraction: expect.closeTo(0.4, 12),
    });
    expect(result.totalWeeklyGrossPence).toBe(62_000);
    expect(result.totalHours).toBe(35);
  });

  it('says the arithmetic in words', () => {
    expect(splitShare(WORKED).lines).toEqual([
      'Shared hours: 30 × £18.00 = £540.00 a week',
      'Split by children: 2 of 3 to the first family',
      'Host allowance: the first family pays 10% less of the shared pay',
      'Shared pay: £324.00 from the first family and £216.00 from the second family',
      'Solo hours for the first family: 5 × £16.00 = £80.00 a week',
      'The first family pays £404.00 a week gross for 35 hours',
      'The second family pays £216.00 a week gross for 30 hours',
      'In all: £620.00 a week gross for 35 hours',
    ]);
  });

  it('splits half each on the equal basis, whatever the children', () => {
    const result = splitShare({ ...WORKED, basis: 'equal', home: 'alternate', hostAllowancePercent: 0 });
    expect(result.first.sharedPence).toBe(27_000);
    expect(result.partner.sharedPence).toBe(27_000);
    expect(result.first.sharedFraction).toBe(0.5);
    expect(result.lines).toContain('Split equally: half to each family');
    expect(result.lines.some((line) => line.startsWith('Host allowance'))).toBe(false);
  });

  it('lowers the second family’s part when she works in its home', () => {
    // Half each, 10% off the second family's half: 45% of £540.00 = £243.00; the first pays £297.00.
    const result = splitShare({ ...WORKED, basis: 'equal', home: 'partner' });
    expect(result.partner.sharedPence).toBe(24_300);
    expect(result.first.sharedPence).toBe(29_700);
    expect(result.first.sharedFraction).toBeCloseTo(0.55, 12);
    expect(result.lines).toContain('Host allowance: the second family pays 10% less of the shared pay');
  });

  it('rounds the first family’s part to the penny and gives the second what is left', () => {
    // 7 hours × £15.01 = £105.07 (10,507p); by children 1 of 3: 3,502.33p → 3,502p, and 7,005p.
    const result = splitShare({
      ...WORKED,
      sharedHourlyPence: 1501,
      sharedHours: 7,
      soloHours: { first: 0, partner: 0 },
      children: { first: 1, partner: 2 },
      home: 'alternate',
      hostAllowancePercent: 0,
    });
    expect(result.first.sharedPence).toBe(3_502);
    expect(result.partner.sharedPence).toBe(7_005);
    expect(result.first.sharedPence + result.partner.sharedPence).toBe(10_507);
  });

  it('rounds a half penny up for the first family', () => {
    // 1 hour × £10.01 = 1,001p; half each: 500.5p → 501p, and 500p.
    const result = splitShare({
      ...WORKED,
      sharedHourlyPence: 1001,
      sharedHours: 1,
      soloHours: { first: 0, partner: 0 },
      basis: 'equal',
      home: 'alternate',
      hostAllowancePercent: 0,
    });
    expect(result.first.sharedPence).toBe(501);
    expect(result.partner.sharedPence).toBe(500);
  });

  it('rounds part hours’ pay to the penny', () => {
    // 7.5 × £15.55 = £116.625 → 11,663p; solo 2.25 × £13.33 = £29.9925 → 2,999p.
    const result = splitShare({
      ...WORKED,
      sharedHourlyPence: 1555,
      sharedHours: 7.5,
      soloHourlyPence: 1333,
      soloHours: { first: 0, partner: 2.25 },
    });
    expect(result.first.sharedPence + result.partner.sharedPence).toBe(11_663);
    expect(result.partner.soloPence).toBe(2_999);
    expect(result.partner.hours).toBe(9.75);
    expect(result.lines[0]).toBe('Shared hours: 7.5 × £15.55 = £116.63 a week');
  });

  it('refuses to split an input it would refuse', () => {
    expect(() => splitShare({ ...WORKED, sharedHours: -1 })).toThrow(RangeError);
  });

  /** A small seeded generator (mulberry32), so the loop below runs the same inputs every time. */
  function seeded(seed: number) {
    let state = seed >>> 0;
    return () => {
      state = (state + 0x6d2b79f5) >>> 0;
      let t = state;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
    };
  }

  it('always adds up to the whole, to the penny, over many inputs', () => {
    const random = seeded(20_261_124);
    const int = (from: number, to: number) => from + Math.floor(random() * (to - from + 1));
    const pick = <T>(items: readonly T[]) => items[int(0, items.length - 1)]!;
    for (let i = 0; i < 2_000; i++) {
      const sharedHours = int(1, 160) / 4;
      const home = pick(SHARE_HOMES);
      const input: SplitInput = {
        sharedHourlyPence: int(1, 5_000),
        sharedHours,
        soloHourlyPence: int(0, 5_000),
        soloHours: { first: int(0, (60 - sharedHours) * 4) / 4, partner: int(0, (60 - sharedHours) * 4) / 4 },
        children: { first: int(1, 4), partner: int(1, 4) },
        basis: pick(SPLIT_BASES),
        home,
        hostAllowancePercent: home === 'alternate' ? 0 : int(0, MAX_HOST_ALLOWANCE_PERCENT),
      };
      expect(splitRefusals(input)).toEqual([]);
      const result = splitShare(input);
      const shared = Math.round(input.sharedHourlyPence * input.sharedHours);
      expect(result.first.sharedPence + result.partner.sharedPence).toBe(shared);
      const weekly = { first: result.first.weeklyGrossPence, partner: result.partner.weeklyGrossPence };
      expect(splitAddsUp(weekly, result.totalWeeklyGrossPence)).toBe(true);
      for (const side of SHARE_SIDES) {
        expect(Number.isInteger(result[side].weeklyGrossPence)).toBe(true);
        expect(result[side].sharedPence).toBeGreaterThanOrEqual(0);
        // Within a penny of the exact share.
        expect(Math.abs(result[side].sharedPence - shared * result[side].sharedFraction)).toBeLessThanOrEqual(
          0.5 + 1e-6,
        );
      }
    }
  });
});

describe('splitRefusals', () => {
  const pathsOf = (input: SplitInput) => splitRefusals(input).map((refusal) => refusal.path.join('.'));

  it('finds nothing wrong with the worked example', () => {
    expect(splitRefusals(WORKED)).toEqual([]);
  });

  it.each<[string, Partial<SplitInput>, string]>([
    ['shared pay not whole pence', { sharedHourlyPence: 1800.5 }, 'sharedHourlyPence'],
    ['shared pay of nothing', { sharedHourlyPence: 0 }, 'sharedHourlyPence'],
    ['shared pay below nothing', { sharedHourlyPence: -100 }, 'sharedHourlyPence'],
    ['solo pay not whole pence', { soloHourlyPence: 16.001 }, 'soloHourlyPence'],
    ['solo pay below nothing', { soloHourlyPence: -1 }, 'soloHourlyPence'],
    ['shared hours below nothing', { sharedHours: -1 }, 'sharedHours'],
    ['no shared hours', { sharedHours: 0 }, 'sharedHours'],
    ['shared hours not a number', { sharedHours: Number.NaN }, 'sharedHours'],
    ['over 60 shared hours', { sharedHours: 61, soloHours: { first: 0, partner: 0 } }, 'sharedHours'],
    ['first family’s solo hours below nothing', { soloHours: { first: -2, partner: 0 } }, 'soloHours.first'],
    ['over 60 hours for the second family', { soloHours: { first: 0, partner: 31 } }, 'soloHours.partner'],
    ['no children for the first family', { children: { first: 0, partner: 1 } }, 'children.first'],
    ['five children for the second family', { children: { first: 1, partner: 5 } }, 'children.partner'],
    ['part of a child', { children: { first: 1.5, partner: 1 } }, 'children.first'],
    ['an allowance over 20%', { hostAllowancePercent: 21 }, 'hostAllowancePercent'],
    ['an allowance below nothing', { hostAllowancePercent: -5 }, 'hostAllowancePercent'],
    ['an allowance not whole', { hostAllowancePercent: 7.5 }, 'hostAllowancePercent'],
    [
      'an allowance when taking turns',
      { home: 'alternate', hostAllowancePercent: 5 },
      'hostAllowancePercent',
    ],
    ['an unknown basis', { basis: 'hours' as never }, 'basis'],
    ['an unknown home', { home: 'nanny' as never }, 'home'],
  ])('refuses %s', (_name, change, path) => {
    const refusals = splitRefusals({ ...WORKED, ...change });
    expect(refusals.map((refusal) => refusal.path.join('.'))).toEqual([path]);
    expect(refusals[0]!.message).toMatch(/\w/);
  });

  it('says what to enter', () => {
    expect(splitRefusals({ ...WORKED, soloHours: { first: 0, partner: 31 } })).toEqual([
      {
        path: ['soloHours', 'partner'],
        message: 'At most 60 hours a week for each family, shared and solo together',
      },
    ]);
    expect(splitRefusals({ ...WORKED, home: 'alternate' })).toEqual([
      { path: ['hostAllowancePercent'], message: 'No host allowance when the families take turns: enter 0' },
    ]);
  });

  it('allows exactly 60 hours for a family and a 20% allowance', () => {
    expect(
      pathsOf({
        ...WORKED,
        sharedHours: 40,
        soloHours: { first: 20, partner: 20 },
        hostAllowancePercent: 20,
      }),
    ).toEqual([]);
  });

  it('gives every refusal at once', () => {
    expect(
      pathsOf({
        ...WORKED,
        sharedHourlyPence: 0.5,
        children: { first: 0, partner: 9 },
        hostAllowancePercent: 50,
      }),
    ).toEqual(['sharedHourlyPence', 'children.first', 'children.partner', 'hostAllowancePercent']);
  });
});

describe('splitAddsUp', () => {
  it('is true when the parts make the whole', () => {
    expect(splitAddsUp({ first: 40_400, partner: 21_600 }, 62_000)).toBe(true);
    expect(splitAddsUp({ first: 0, partner: 0 }, 0)).toBe(true);
  });

  it('is false a penny out, or for parts of a penny', () => {
    expect(splitAddsUp({ first: 40_400, partner: 21_599 }, 62_000)).toBe(false);
    expect(splitAddsUp({ first: 40_400, partner: 21_601 }, 62_000)).toBe(false);
    expect(splitAddsUp({ first: 40_399.5, partner: 21_600.5 }, 62_000)).toBe(false);
  });
});

describe('splitShare’s words', () => {
  it('names the families when their names are given, and says first and second without them', () => {
    const named = splitShare(WORKED, { first: 'Hana’s family', partner: 'Sam’s family' });
    expect(named.lines).toContain('Split by children: 2 of 3 to Hana’s family');
    expect(named.lines).toContain('Host allowance: Hana’s family pays 10% less of the shared pay');
    expect(named.lines).toContain('Hana’s family pays £404.00 a week gross for 35 hours');
    expect(named.lines.join(' ')).not.toMatch(/first family|second family/);
    expect(splitShare(WORKED).lines).toContain('The first family pays £404.00 a week gross for 35 hours');
    // The figures do not depend on the names.
    expect({ ...named, lines: [] }).toEqual({ ...splitShare(WORKED), lines: [] });
  });
});
