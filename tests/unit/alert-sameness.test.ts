import { describe, expect, it } from 'vitest';
import { alertSameness, postcodeMatch } from '../../lambdas/domain/job-alerts.ts';
import { resolvePlace } from '../../lambdas/contract/places.ts';
import { sameOf } from '../../lambdas/data/job-alerts.ts';

/** Two alerts are the same when they would send the same emails: equal criteria as kept, as often. */
describe('an alert’s sameness', () => {
  it('is equal for the same search however it was typed, and as often', () => {
    const a = alertSameness({ place: 'sw4 0aa', needs: ['SEN experience', 'First Aid'] }, 'daily');
    const b = alertSameness({ needs: ['First Aid', 'SEN experience', 'First Aid'], place: 'SW4' }, 'daily');
    expect(a).toBe(b);
    expect(
      sameOf({ search: { place: 'SW4', needs: ['First Aid', 'SEN experience'] }, frequency: 'daily' }),
    ).toBe(
      sameOf({ search: { needs: ['SEN experience', 'First Aid'], place: 'sw4 1xx' }, frequency: 'daily' }),
    );
  });

  it('is equal for one town typed in two ways, and for two names of what finds the same districts', () => {
    expect(alertSameness({ place: 'Saint Albans' }, 'daily')).toBe(
      alertSameness({ place: 'st. albans' }, 'daily'),
    );
    const manchester = { areas: ['M'], districts: null };
    expect(alertSameness({ place: 'Manchester' }, 'daily', manchester)).toBe(
      alertSameness({ place: 'M' }, 'daily', manchester),
    );
    expect(alertSameness({ place: 'Clapham' }, 'daily', { areas: ['SW'], districts: ['SW4'] })).not.toBe(
      alertSameness({ place: 'Clapham', nearby: true }, 'daily', { areas: ['SW'], districts: null }),
    );
  });

  it('reads a postcode as the place data reads it, so alerts kept before places were stored compare', () => {
    for (const [typed, nearby] of [
      ['SW4', false],
      ['SW4', true],
      ['SW', false],
      ['M20 2AB', false],
    ] as const) {
      const outcome = resolvePlace(typed, { nearby });
      if (!('place' in outcome)) throw new Error(outcome.problem);
      expect(postcodeMatch(typed, nearby)).toEqual({
        areas: outcome.place.areas,
        districts: outcome.place.districts,
      });
      expect(alertSameness({ place: typed, nearby }, 'daily')).toBe(
        alertSameness({ place: typed, nearby }, 'daily', outcome.place),
      );
    }
  });

  it('differs with any criterion, or with how often it emails', () => {
    const base = alertSameness({ place: 'SW4', type: 'live-out' }, 'daily');
    expect(alertSameness({ place: 'SW4', type: 'live-out' }, 'instant')).not.toBe(base);
    expect(alertSameness({ place: 'SW4', type: 'live-in' }, 'daily')).not.toBe(base);
    expect(alertSameness({ place: 'SW4', nearby: true, type: 'live-out' }, 'daily')).not.toBe(base);
    expect(alertSameness({ place: 'SW', type: 'live-out' }, 'daily')).not.toBe(base);
    expect(alertSameness({ place: 'SW4', type: 'live-out', needs: ['First Aid'] }, 'daily')).not.toBe(base);
  });

  it('is kept as a short hash, fit for a key', () => {
    expect(sameOf({ search: { place: 'SW4' }, frequency: 'instant' })).toMatch(/^[0-9a-f]{32}$/);
  });
});
