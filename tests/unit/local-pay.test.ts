import { describe, expect, it } from 'vitest';
import { localPayLine, localPayOf, percentile } from '../../lambdas/contract/local-pay.ts';
import type { Pay } from '../../lambdas/contract/pay.ts';

const hourly = (min: number, max: number | null = null): Pay => ({
  period: 'hourly',
  min,
  max,
  hoursPerWeek: 30,
  liveIn: false,
  rota: false,
});

describe('local pay figures', () => {
  it('reads percentiles between the nearest values', () => {
    expect(percentile([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(percentile([10, 20, 30, 40, 50], 0.25)).toBe(20);
    expect(percentile([7], 0.75)).toBe(7);
  });

  it('gives no figures at all for fewer than five jobs', () => {
    const four = [hourly(14), hourly(15), hourly(16), hourly(17)];
    expect(localPayOf('SW', four)).toEqual({ area: 'SW', enough: false });
    expect(localPayOf('SW', [])).toEqual({ area: 'SW', enough: false });
    expect(localPayLine(localPayOf('SW', four))).not.toMatch(/£/);
  });

  it('gives the median and middle half of what five or more jobs typically pay an hour', () => {
    const pays: Pay[] = [
      hourly(14),
      hourly(15, 17), // typically £16
      { period: 'weekly', min: 600, max: null, hoursPerWeek: 40, liveIn: false, rota: false }, // £15
      { period: 'yearly', min: 36400, max: null, hoursPerWeek: 40, liveIn: false, rota: false }, // £17.50
      hourly(18),
    ];
    const local = localPayOf('SW', pays);
    expect(local).toEqual({ area: 'SW', enough: true, jobs: 5, median: 16, lower: 15, upper: 17.5 });
    expect(localPayLine(local)).toBe('Live jobs in SW pay £15–£17.50 an hour gross; median £16 (5 jobs)');
  });
});
