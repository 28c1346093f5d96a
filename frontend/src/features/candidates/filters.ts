/**
 * The candidates page's filters as the address keeps them (`?place=SW4&radius=5&skills=SEN,First Aid
 * &languages=Spanish&driving=1&level=verified&ofsted=1&lookingFor=live-out&availableBy=2027-01-31&days=mon,tue`), read
 * leniently (anything unknown is dropped), and as the list's query sends them.
 */
import { CANDIDATE_LEVELS, LANGUAGES, SKILLS, type CandidateLevel } from '@contract/nanny-constants.ts';
import { JOB_TYPE_VALUES, type JobType } from '@contract/job-types.ts';
import type { PlaceRadius } from '@contract/place-match.ts';
import { WEEKDAYS, type Weekday } from '@contract/week-constants.ts';
import { normalisePlaceFilter, parseRadius } from '@/features/places/filter.ts';

export interface CandidateFilters {
  place: string;
  nearby: boolean;
  /** With a place: the districts within this many miles too. */
  radius: PlaceRadius | null;
  skills: string[];
  languages: string[];
  driving: boolean;
  level: CandidateLevel | '';
  /** Only nannies with a recorded check of the Ofsted Childcare Register that still counts. */
  ofsted: boolean;
  lookingFor: JobType | '';
  availableBy: string;
  /** Free on every one of these days (some part of each). */
  days: Weekday[];
}

export const NO_FILTERS: CandidateFilters = {
  place: '',
  nearby: false,
  radius: null,
  skills: [],
  languages: [],
  driving: false,
  level: '',
  ofsted: false,
  lookingFor: '',
  availableBy: '',
  days: [],
};

const list = (value: string | null, known: readonly string[]) =>
  (value ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter((v, i, all) => known.includes(v) && all.indexOf(v) === i);

const isDay = (value: string | null): value is string => Boolean(value && /^\d{4}-\d{2}-\d{2}$/.test(value));

export function readFilters(params: URLSearchParams): CandidateFilters {
  const level = params.get('level') ?? '';
  const lookingFor = params.get('lookingFor') ?? '';
  const availableBy = params.get('availableBy');
  return {
    place: normalisePlaceFilter(params.get('place')),
    nearby: params.get('nearby') === '1' && !parseRadius(params.get('radius')),
    radius: params.get('place') ? parseRadius(params.get('radius')) : null,
    skills: list(params.get('skills'), SKILLS),
    languages: list(params.get('languages'), LANGUAGES),
    driving: params.get('driving') === '1',
    level: (CANDIDATE_LEVELS as readonly string[]).includes(level) ? (level as CandidateLevel) : '',
    ofsted: params.get('ofsted') === '1',
    lookingFor: (JOB_TYPE_VALUES as readonly string[]).includes(lookingFor) ? (lookingFor as JobType) : '',
    availableBy: isDay(availableBy) ? availableBy : '',
    days: WEEKDAYS.filter((day) => list(params.get('days'), WEEKDAYS).includes(day)),
  };
}

/** The filters as query parameters (the address's and the API's alike); none for what is not set. */
export function filterParams(filters: CandidateFilters): Record<string, string> {
  const out: Record<string, string> = {};
  if (filters.place) out.place = filters.place;
  if (filters.place && filters.radius) out.radius = String(filters.radius);
  else if (filters.place && filters.nearby) out.nearby = '1';
  if (filters.skills.length) out.skills = filters.skills.join(',');
  if (filters.languages.length) out.languages = filters.languages.join(',');
  if (filters.driving) out.driving = '1';
  if (filters.level) out.level = filters.level;
  if (filters.ofsted) out.ofsted = '1';
  if (filters.lookingFor) out.lookingFor = filters.lookingFor;
  if (filters.availableBy) out.availableBy = filters.availableBy;
  if (filters.days.length) out.days = filters.days.join(',');
  return out;
}

export const isFiltered = (filters: CandidateFilters) => Object.keys(filterParams(filters)).length > 0;
