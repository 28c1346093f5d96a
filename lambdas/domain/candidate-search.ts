/**
 * What the candidates page's filters find (contract/nanny.ts candidatesQuery): the one rule the list's
 * in-code filter applies to each listed profile read from its index. Pure: the day is a parameter.
 */
import type { CandidateLevel, CandidatesQuery } from '../contract/nanny.ts';
import { inPlaceMatch, type PlaceMatch } from '../contract/place-match.ts';
import { inPlace, type PlaceQuery } from '../contract/postcode.ts';
import type { Week, Weekday } from '../contract/week-constants.ts';
import { LEVELS } from '../contract/verification-constants.ts';
import { searchedPlace } from './job-search.ts';
import type { NannyProfile } from './nanny.ts';
import { ofstedRecorded, verificationLevel, type Day } from './verification.ts';

export type CandidateFilters = Omit<CandidatesQuery, 'cursor' | 'limit'>;

/** The postcode area whose index partition holds every profile the place can find, or null: no place. */
export const filteredPlace = (filters: Pick<CandidateFilters, 'place' | 'nearby'>): PlaceQuery | null =>
  searchedPlace(filters);

const normal = (text: string) => text.trim().toLowerCase();

/** Whether a level is at least another (none < basic < verified < premium). */
const atLeast = (level: (typeof LEVELS)[number], wanted: CandidateLevel) =>
  LEVELS.indexOf(level) >= LEVELS.indexOf(wanted);

/**
 * Whether a profile passes every filter given; a profile without a district never matches a place.
 * `place` is the filter's place as read (contract/places.ts); without it, the place must be a postcode,
 * a district or an area, and one given as a name matches nobody here (never silently dropped).
 */
export function candidateMatches(
  profile: Pick<
    NannyProfile,
    | 'postcodeDistrict'
    | 'skills'
    | 'languages'
    | 'drivingLicense'
    | 'trust'
    | 'lookingFor'
    | 'availableFrom'
    | 'availability'
  >,
  filters: CandidateFilters,
  today: Day,
  place?: PlaceMatch | null,
): boolean {
  if (place !== undefined) {
    if (place && !inPlaceMatch(profile.postcodeDistrict, place)) return false;
  } else if (filters.place) {
    const code = filteredPlace(filters);
    if (!code || !inPlace(profile.postcodeDistrict, code)) return false;
  }
  for (const skill of filters.skills ?? []) if (!profile.skills.includes(skill)) return false;
  const spoken = new Set(profile.languages.map(normal));
  for (const language of filters.languages ?? []) if (!spoken.has(normal(language))) return false;
  if (filters.driving && !profile.drivingLicense) return false;
  if (filters.level && !atLeast(verificationLevel(profile.trust, today), filters.level)) return false;
  if (filters.ofsted && !ofstedRecorded(profile.trust, today)) return false;
  if (filters.lookingFor && !profile.lookingFor.includes(filters.lookingFor)) return false;
  if (filters.availableBy && !(profile.availableFrom && profile.availableFrom <= filters.availableBy))
    return false;
  if (filters.days?.length && !freeOnEvery(profile.availability, filters.days)) return false;
  return true;
}

/**
 * Whether her usual week has her free on every one of the days (some part of each): a family that
 * needs Monday to Wednesday looks for someone who works all three, and then reads which parts on her
 * card. A profile that does not say its week is not known to be free, so it is not found.
 */
export const freeOnEvery = (availability: Week | null, days: readonly Weekday[]) =>
  availability !== null && days.every((day) => availability[day].length > 0);

/** Whether any filter is given (none: the plain list, read a page at a time). */
export const hasFilters = (filters: CandidateFilters) =>
  Boolean(
    filters.place ||
    filters.skills?.length ||
    filters.languages?.length ||
    filters.driving ||
    filters.level ||
    filters.ofsted ||
    filters.lookingFor ||
    filters.availableBy ||
    filters.days?.length,
  );
