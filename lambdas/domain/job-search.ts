/**
 * What a search of the board finds (contract/job-search.ts): the one rule the board's filters and job
 * alerts both apply, so an alert never emails a job its own search would not show, or the reverse.
 */
import type { JobSearch } from '../contract/job-search.ts';
import { salaryPeriodOf } from '../contract/job-search-constants.ts';
import type { Pay } from '../contract/pay.ts';
import { inPlaceMatch, type PlaceMatch } from '../contract/place-match.ts';
import { inPlace, placeQueryOf, type PlaceQuery } from '../contract/postcode.ts';

/** What a search reads of a job. */
export interface SearchableJob {
  postcodeDistrict: string | null;
  jobType: string;
  /** Its gross pay (null for an older job whose words could not be read as pay). */
  pay: Pick<Pay, 'period'> | null;
  startDate: string;
  requirements: string[];
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
  return true;
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
  };
}
