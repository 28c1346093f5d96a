import { describe, expect, it } from 'vitest';
import { hasCriteria, jobSearchQuery } from '../../lambdas/contract/job-search.ts';
import { candidatesQuery } from '../../lambdas/contract/nanny.ts';
import { emptyWeek, weekWith, WEEKDAYS_MON_FRI } from '../../lambdas/contract/week-constants.ts';
import { candidateMatches, freeOnEvery, hasFilters } from '../../lambdas/domain/candidate-search.ts';
import { alertLabel, normaliseSearch } from '../../lambdas/domain/job-alerts.ts';
import { jobMatchesSearch, onlyOnDays, searchOfQuery } from '../../lambdas/domain/job-search.ts';
import { EMPTY_TRUST } from '../../lambdas/domain/verification.ts';

const WEEKDAY_DAYTIME = weekWith(WEEKDAYS_MON_FRI, ['morning', 'afternoon']);
const MON_WED = weekWith(['mon', 'wed'], ['afternoon']);

describe('the board by days: jobs that need no other day', () => {
  it('finds a job whose days all lie within those chosen', () => {
    expect(onlyOnDays(MON_WED, ['mon', 'tue', 'wed'])).toBe(true);
    expect(onlyOnDays(MON_WED, ['mon', 'wed'])).toBe(true);
    expect(onlyOnDays(WEEKDAY_DAYTIME, ['mon', 'tue', 'wed'])).toBe(false);
    expect(onlyOnDays(MON_WED, ['mon'])).toBe(false);
  });

  it('does not find a job that states no schedule', () => {
    expect(onlyOnDays(null, ['mon'])).toBe(false);
    expect(onlyOnDays(undefined, ['mon'])).toBe(false);
    expect(onlyOnDays(emptyWeek(), ['mon'])).toBe(false);
  });

  it('applies with the other criteria, and is one of them', () => {
    const job = {
      postcodeDistrict: 'SW4',
      jobType: 'part-time',
      pay: null,
      startDate: '2027-01-05',
      requirements: [],
      schedule: MON_WED,
    };
    expect(jobSearchQuery.days.parse('wed,mon,tue')).toEqual(['mon', 'tue', 'wed']);
    expect(jobMatchesSearch(job, { days: ['mon', 'tue', 'wed'] })).toBe(true);
    expect(jobMatchesSearch(job, { days: ['mon', 'tue', 'wed'], type: 'live-in' })).toBe(false);
    expect(jobMatchesSearch({ ...job, schedule: WEEKDAY_DAYTIME }, { days: ['mon', 'tue', 'wed'] })).toBe(
      false,
    );
    expect(jobMatchesSearch({ ...job, schedule: WEEKDAY_DAYTIME }, {})).toBe(true);
    expect(searchOfQuery({ days: [] })).toEqual({});
    expect(searchOfQuery({ days: ['sat'] })).toEqual({ days: ['sat'] });
    expect(hasCriteria({ days: ['sat'] })).toBe(true);
    expect(hasCriteria({ days: [] })).toBe(false);
  });

  it('is kept with a saved search, Monday first, and said in its label', () => {
    expect(normaliseSearch({ days: ['wed', 'mon', 'tue'] })).toEqual({ days: ['mon', 'tue', 'wed'] });
    expect(alertLabel({ type: 'part-time', days: ['mon', 'tue', 'wed'] })).toBe(
      'Part-time · Only Monday to Wednesday',
    );
  });
});

describe('candidates by days: nannies free on every one of them', () => {
  const profile = {
    postcodeDistrict: 'SW4',
    skills: [],
    languages: [],
    drivingLicense: false,
    trust: EMPTY_TRUST,
    lookingFor: [],
    availableFrom: null,
    availability: WEEKDAY_DAYTIME,
  };
  const TODAY = '2026-11-24';

  it('finds her when she offers some part of each day named', () => {
    expect(freeOnEvery(WEEKDAY_DAYTIME, ['mon', 'wed'])).toBe(true);
    expect(freeOnEvery(MON_WED, ['mon', 'tue'])).toBe(false);
    expect(candidateMatches(profile, { days: ['mon', 'tue', 'wed'] }, TODAY)).toBe(true);
    expect(candidateMatches(profile, { days: ['fri', 'sat'] }, TODAY)).toBe(false);
  });

  it('does not find a profile that does not say its week', () => {
    expect(freeOnEvery(null, ['mon'])).toBe(false);
    expect(candidateMatches({ ...profile, availability: null }, { days: ['mon'] }, TODAY)).toBe(false);
    expect(candidateMatches({ ...profile, availability: null }, {}, TODAY)).toBe(true);
  });

  it('reads days from the query, and refuses a day that is none', () => {
    expect(candidatesQuery.parse({ days: 'tue,mon' }).days).toEqual(['mon', 'tue']);
    expect(candidatesQuery.safeParse({ days: 'mon,someday' }).success).toBe(false);
    expect(hasFilters({ days: ['mon'] })).toBe(true);
  });
});
