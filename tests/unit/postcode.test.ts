import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { hasCriteria, jobSearchQuery } from '../../lambdas/contract/job-search.ts';
import {
  areaOf,
  districtOf,
  districtRoot,
  inPlace,
  placeLabel,
  placeQueryOf,
  POSTCODE_AREAS,
  POSTCODE_MESSAGES,
} from '../../lambdas/contract/postcode.ts';
import { postcodeField } from '../../lambdas/contract/postcode-field.ts';
import { jobMatchesSearch, searchedPlace, searchOfQuery } from '../../lambdas/domain/job-search.ts';

describe('postcode districts', () => {
  it.each([
    ['SW4 0AA', 'SW4', 'SW'],
    ['sw40aa', 'SW4', 'SW'],
    ['  sw4  0aa ', 'SW4', 'SW'],
    ['SW4', 'SW4', 'SW'],
    ['sw 4', 'SW4', 'SW'],
    ['SW1A 1AA', 'SW1A', 'SW'],
    ['EC1A', 'EC1A', 'EC'],
    ['M1 1AE', 'M1', 'M'],
    ['BT9 5AA', 'BT9', 'BT'],
  ])('%s is in the district %s of the area %s', (input, district, area) => {
    expect(districtOf(input)).toEqual({ district, area });
  });

  it.each([
    'ZZ9 9ZZ', // well formed, but no UK postcode area is ZZ
    'GY1 1AA', // Guernsey: not the UK
    'SW', // an area is not a district
    'hello',
    '',
    '12345',
    'SW4 0AA SW4 0AA',
  ])('%j is not a UK postcode or district', (input) => {
    expect(districtOf(input)).toBeNull();
  });

  it('knows the 121 UK postcode areas, each once', () => {
    expect(POSTCODE_AREAS).toHaveLength(121);
    expect(new Set(POSTCODE_AREAS).size).toBe(121);
  });

  it('the field refuses what is not a UK postcode with its message', () => {
    expect(postcodeField.safeParse('ZZ9 9ZZ').error?.issues[0]?.message).toBe(POSTCODE_MESSAGES.postcode);
    expect(postcodeField.safeParse('SW4 0AA').success).toBe(true);
  });

  it('reads a searched place as a district or a whole area', () => {
    expect(placeQueryOf('sw')).toEqual({ district: null, area: 'SW' });
    expect(placeQueryOf('SW4 0AA')).toEqual({ district: 'SW4', area: 'SW' });
    expect(placeQueryOf('ZZ')).toBeNull();
    expect(placeLabel({ district: null, area: 'SW' })).toBe('SW (area)');
    expect(areaOf('SW1A')).toBe('SW');
    expect(districtRoot('SW1A')).toBe('SW1');
    expect(districtRoot('SW4')).toBe('SW4');
  });

  it('a district finds itself and its sub-districts, never a longer number', () => {
    const sw1 = placeQueryOf('SW1')!;
    expect(inPlace('SW1', sw1)).toBe(true);
    expect(inPlace('SW1A', sw1)).toBe(true);
    expect(inPlace('SW10', sw1)).toBe(false);
    expect(inPlace('SW1A', placeQueryOf('SW1E')!)).toBe(false);
    expect(inPlace('SE1', placeQueryOf('SW')!)).toBe(false);
    expect(inPlace(null, placeQueryOf('SW')!)).toBe(false);
  });
});

describe('job search criteria', () => {
  const job = {
    postcodeDistrict: 'SW9',
    jobType: 'live-out',
    pay: { period: 'hourly' as const },
    startDate: '2026-12-01',
    requirements: ['SEN experience', 'First Aid'],
  };

  it('a district alone, with nearby districts, and an area', () => {
    expect(jobMatchesSearch(job, { place: 'SW4' })).toBe(false);
    expect(jobMatchesSearch(job, { place: 'SW4', nearby: true })).toBe(true);
    expect(jobMatchesSearch(job, { place: 'sw' })).toBe(true);
    expect(jobMatchesSearch(job, { place: 'M1', nearby: true })).toBe(false);
    expect(searchedPlace({ place: 'SW4 0AA', nearby: true })).toEqual({ district: null, area: 'SW' });
  });

  it('type, pay period, start by and every requirement asked', () => {
    expect(jobMatchesSearch(job, { type: 'live-out' })).toBe(true);
    expect(jobMatchesSearch(job, { type: 'live-in' })).toBe(false);
    expect(jobMatchesSearch(job, { salaryPeriod: 'yearly' })).toBe(false);
    expect(jobMatchesSearch(job, { salaryPeriod: 'hourly' })).toBe(true);
    // A search saved before pay was structured names a year's pay 'annually'.
    expect(
      jobMatchesSearch({ ...job, pay: { period: 'yearly' } }, { salaryPeriod: 'annually' as never }),
    ).toBe(true);
    // An older job whose words were not read as pay has no period to find.
    expect(jobMatchesSearch({ ...job, pay: null }, { salaryPeriod: 'hourly' })).toBe(false);
    expect(jobMatchesSearch(job, { startBy: '2026-12-01' })).toBe(true);
    expect(jobMatchesSearch(job, { startBy: '2026-11-30' })).toBe(false);
    expect(jobMatchesSearch(job, { needs: ['SEN experience', 'First Aid'] })).toBe(true);
    expect(jobMatchesSearch(job, { needs: ['SEN experience', 'Cooking'] })).toBe(false);
    expect(jobMatchesSearch({ ...job, postcodeDistrict: null }, { place: 'SW' })).toBe(false);
  });

  it('a search with nothing to search by has no criteria', () => {
    expect(hasCriteria({})).toBe(false);
    expect(hasCriteria({ nearby: true, needs: [] })).toBe(false);
    expect(hasCriteria({ needs: ['Cooking'] })).toBe(true);
  });

  it('reads the query string: flags, comma-joined lists, and refuses unknown values', () => {
    const query = z.strictObject(jobSearchQuery);
    expect(query.parse({ place: 'SW4', nearby: '1', needs: 'SEN experience, First Aid' })).toEqual({
      place: 'SW4',
      nearby: true,
      needs: ['SEN experience', 'First Aid'],
    });
    // Only a place's shape is the schema's: what it names is read where the search runs (places.test.ts).
    expect(query.safeParse({ place: '<b>SW4</b>' }).success).toBe(false);
    expect(query.safeParse({ place: 'x'.repeat(61) }).success).toBe(false);
    expect(query.parse({ place: 'Manchester', radius: '10' })).toEqual({ place: 'Manchester', radius: 10 });
    expect(query.safeParse({ place: 'SW4', radius: '7' }).success).toBe(false);
    expect(query.safeParse({ needs: 'Juggling' }).success).toBe(false);
    expect(query.safeParse({ startBy: 'soon' }).success).toBe(false);
  });
});

describe('days that do not exist', () => {
  it('are refused by every form that sends one, and read as stored if one was kept', async () => {
    const { jobSearch } = await import('../../lambdas/contract/job-search.ts');
    const { jobDetailsShape } = await import('../../lambdas/contract/jobs.ts');
    const { nannyProfileInput } = await import('../../lambdas/contract/nanny.ts');
    const { dayText } = await import('../../lambdas/domain/matching.ts');
    for (const day of ['2027-02-30', '9999-99-99', '2026-13-01']) {
      expect(jobSearch.safeParse({ startBy: day }).success).toBe(false);
      expect(jobDetailsShape.startDate.safeParse(day).success).toBe(false);
      const issues = nannyProfileInput.safeParse({ availableFrom: day }).error?.issues ?? [];
      expect(issues.some((i) => i.path.join('.') === 'availableFrom')).toBe(true);
      expect(dayText(day)).toBe(day);
    }
    expect(jobSearch.safeParse({ startBy: '2028-02-29' }).success).toBe(true);
    expect(dayText('2026-12-01')).toBe('1 Dec 2026');
  });
});

describe('the search a board query asks for', () => {
  it('keeps the filters that are set and drops the empty ones', () => {
    expect(searchOfQuery({})).toEqual({});
    expect(searchOfQuery({ place: 'SW4', nearby: false, needs: [] })).toEqual({ place: 'SW4' });
    expect(
      searchOfQuery({ place: 'SW4', nearby: true, radius: 10, type: 'live-out', startBy: '2026-12-01' }),
    ).toEqual({ place: 'SW4', nearby: true, radius: 10, type: 'live-out', startBy: '2026-12-01' });
  });
});
