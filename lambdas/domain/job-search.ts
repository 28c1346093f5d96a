/**
 * What a search of the board finds (contract/job-search.ts): the one rule the board's filters and job
 * alerts both apply, so an alert never emails a job its own search would not show, or the reverse.
 */
import type { JobSearch } from '../contract/job-search.ts';
import { salaryPeriodOf } from '../contract/job-search-constants.ts';
import type { Pay } from '../contract/pay.ts';
import { inPlaceMatch, type PlaceMatch } from '../contract/place-match.ts';
import { inPlace, placeQueryOf, type PlaceQuery } from '../contract/postcode.ts';
import { daysOf, weekOf, type Week, type Weekday } from '../contract/week-constants.ts';

/** What a search reads of a job. */
export interface SearchableJob {
  postcodeDistrict: string | null;
  jobType: string;
  /** Its gross pay (null for an older job whose words could not be read as pay). */
  pay: Pick<Pay, 'period'> | null;
  startDate: string;
  requirements: string[];
  /** The parts of each day it needs; absent or null: no schedule stated. */
  schedule?: Week | null;
}

/** The place a search looks in: its district (or its whole area, with `nearby`), or its area. */
export function searchedPlace(search: Pick<JobSearch, 'place' | 'nearby'>): PlaceQuery | null {
  const place = search.place ? placeQueryOf(search.place) : null;
  if (!place) return null;
  return search.nearby ? { district: null, area: place.area } : place;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Whether a job meets a search. `place` is the search's place as read (contract/places.ts, which holds the
 * place data: its callers read it once per search); without it, the search's place must be a postcode,
 * a district or an area, and a place given as a name finds nothing here (it is never silently dropped).
 */
export function jobMatchesSearch(job: SearchableJob, search: JobSearch, place?: PlaceMatch | null): boolean {
  if (place !== undefined) {
    if (place && !inPlaceMatch(job.postcodeDistrict, place)) return false;
  } else if (search.place) {
    const code = searchedPlace(search);
    if (!code || !inPlace(job.postcodeDistrict, code)) return false;
  }
  if (search.type && job.jobType !== search.type) return false;
  // A search saved before pay was structured may hold an older period ('annually'): read as today's.
  if (search.salaryPeriod && job.pay?.period !== salaryPeriodOf(search.salaryPeriod)) return false;
  if (search.startBy && job.startDate > search.startBy) return false;
  for (const need of search.needs ?? []) if (!job.requirements.some((r) => same(r, need))) return false;
  if (search.days?.length && !onlyOnDays(job.schedule, search.days)) return false;
  return true;
}

/**
 * Whether a job's schedule needs no day but these: a nanny who can work Monday to Wednesday looks for
 * jobs she can take whole. A job that states no schedule is not known to fit.
 */
export function onlyOnDays(schedule: Week | null | undefined, days: readonly Weekday[]): boolean {
  const week = weekOf(schedule);
  return week !== null && daysOf(week).every((day) => days.includes(day));
}

/** The search a board query asks for: its filters that are set, and none that are empty. */
export function searchOfQuery(query: JobSearch): JobSearch {
  return {
    ...(query.place ? { place: query.place } : {}),
    ...(query.nearby ? { nearby: true } : {}),
    ...(query.radius ? { radius: query.radius } : {}),
    ...(query.type ? { type: query.type } : {}),
    ...(query.salaryPeriod ? { salaryPeriod: query.salaryPeriod } : {}),
    ...(query.startBy ? { startBy: query.startBy } : {}),
    ...(query.needs?.length ? { needs: query.needs } : {}),
    ...(query.days?.length ? { days: query.days } : {}),
  };
}
