/**
 * Pure helpers of the job board: filters and card formatting. The apply dialog's CV check is in
 * application-cv.ts, which the dialog alone loads.
 */
import { JOB_TYPE_VALUES, JOB_TYPES, SPECIAL_REQUIREMENTS, type JobType } from '@contract/jobs-constants.ts';
import {
  SALARY_PERIOD_LABELS,
  SALARY_PERIODS,
  salaryPeriodOf,
  type SalaryPeriodValue,
} from '@contract/job-search-constants.ts';
import type { JobSearch } from '@contract/job-search.ts';
import type { PlaceRadius } from '@contract/place-match.ts';
import { WEEKDAYS, weekInWords, type Week, type Weekday } from '@contract/week-constants.ts';
import { normalisePlaceFilter, parseRadius, placeProblem } from '@/features/places/filter.ts';
import { CONTACT_EMAIL } from '@/site.ts';

/**
 * Where a signed-out visitor signs in, to be brought back to `returnTo` (a path with its query: the
 * board with its filters, or a job's page) afterwards.
 */
export const jobSignInPath = (returnTo = '/jobs') => `/auth?redirect=${encodeURIComponent(returnTo)}`;
export const CREATE_PROFILE_PATH = '/create-profile';

/**
 * The query parameter that carries a Save through the sign-in detour: the board (or the job's page)
 * comes back with `save=<jobId>` and saves that job once the visitor is signed in.
 */
export const SAVE_PARAM = 'save';

/** `path` with its query `search`, `name` set to `value` (or removed, when null). */
export function withParam(path: string, search: string, name: string, value: string | null): string {
  const params = new URLSearchParams(search);
  if (value === null) params.delete(name);
  else params.set(name, value);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** Jobs read per page of the board. */
export const JOBS_PAGE_SIZE = 12;
/** The place filter's helpers, shared with the candidates page and job alerts. */
export {
  normalisePlaceFilter,
  parseRadius,
  PLACE_FILTER_MAX,
  placeIsDistrict,
  placeProblem,
  reachOf,
  reachPatch,
  type PlaceReach,
} from '@/features/places/filter.ts';

/** The job type filter's choices: every type, labelled as the spec names it, sent lower-cased. */
export const JOB_TYPE_OPTIONS: ReadonlyArray<{ value: JobType; label: string }> = JOB_TYPES.map((label) => ({
  value: label.toLowerCase() as JobType,
  label,
}));

/** The pay filter's choices, as the API names them and as people read them. */
export const SALARY_PERIOD_OPTIONS: ReadonlyArray<{ value: SalaryPeriodValue; label: string }> =
  SALARY_PERIODS.map((value) => ({ value, label: SALARY_PERIOD_LABELS[value] }));

export type Requirement = (typeof SPECIAL_REQUIREMENTS)[number];

/** A job type filter from the address bar: one of the known (lower-cased) types, or '' for all types. */
export function parseJobTypeFilter(value: string | null | undefined): JobType | '' {
  const lower = (value ?? '').trim().toLowerCase();
  return (JOB_TYPE_VALUES as readonly string[]).includes(lower) ? (lower as JobType) : '';
}

/** The board's filters: the job search criteria (contract/job-search.ts) as the page holds them. */
export interface JobFilters {
  type: JobType | '';
  /** A district, a full postcode or an area, as typed (normalised); '' for anywhere. */
  place: string;
  /** With a district: the rest of its postcode area too. */
  nearby: boolean;
  /** With a place: the districts within this many miles too. */
  radius: PlaceRadius | null;
  salaryPeriod: SalaryPeriodValue | '';
  /** 'YYYY-MM-DD', or ''. */
  startBy: string;
  needs: Requirement[];
  /** The days she can work: jobs that need no other day. */
  days: Weekday[];
}

export type BoardSort = 'newest' | 'best';

export const NO_FILTERS: JobFilters = {
  type: '',
  place: '',
  nearby: false,
  radius: null,
  salaryPeriod: '',
  startBy: '',
  needs: [],
  days: [],
};

export const hasFilters = (filters: JobFilters) =>
  Boolean(
    filters.type ||
    filters.place ||
    filters.salaryPeriod ||
    filters.startBy ||
    filters.needs.length ||
    filters.days.length,
  );

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);
/** The names the filters and the sort go by in the address, as in GET /jobs's query. */
export const FILTER_PARAMS = [
  'type',
  'place',
  'nearby',
  'radius',
  'salaryPeriod',
  'startBy',
  'needs',
  'days',
  'sort',
] as const;

/** Days from an address (`mon,tue`): the known ones, each once, Monday first; anything else dropped. */
export function daysFromParam(value: string | null): Weekday[] {
  const given = (value ?? '').split(',').map((d) => d.trim());
  return WEEKDAYS.filter((day) => given.includes(day));
}

/**
 * The filters and the sort from the address (?place=SW4&nearby=1&needs=SEN experience,First Aid&sort=best):
 * anything unknown or malformed reads as no filter, so a pasted or stale link still shows the board. A
 * place that is not one is kept, so its field can say what is wrong with it; it is never sent.
 */
export function filtersFromParams(params: URLSearchParams): { filters: JobFilters; sort: BoardSort } {
  const salary = params.get('salaryPeriod') ?? '';
  const startBy = (params.get('startBy') ?? '').trim();
  const needs = (params.get('needs') ?? '')
    .split(',')
    .map((n) => n.trim())
    .filter((n): n is Requirement => (SPECIAL_REQUIREMENTS as readonly string[]).includes(n));
  const place = normalisePlaceFilter(params.get('place'));
  const nearby = params.get('nearby');
  const radius = place ? parseRadius(params.get('radius')) : null;
  return {
    filters: {
      type: parseJobTypeFilter(params.get('type')),
      place,
      nearby: Boolean(place) && !radius && (nearby === '1' || nearby === 'true'),
      radius,
      // An older address's period ('annually') reads as today's ('yearly'); anything else as none.
      salaryPeriod: salaryPeriodOf(salary) ?? '',
      startBy: isDay(startBy) ? startBy : '',
      // Each once, in the order the form lists them.
      needs: SPECIAL_REQUIREMENTS.filter((r) => needs.includes(r)),
      days: daysFromParam(params.get('days')),
    },
    sort: params.get('sort') === 'best' ? 'best' : 'newest',
  };
}

/**
 * The address's query for these filters and sort, keeping whatever else it carries (a Save on its way
 * through sign-in): empty filters, and the default sort, are left out.
 */
export function filtersToParams(filters: JobFilters, sort: BoardSort, current = new URLSearchParams()) {
  const next = new URLSearchParams(current);
  for (const name of FILTER_PARAMS) next.delete(name);
  if (filters.type) next.set('type', filters.type);
  const place = normalisePlaceFilter(filters.place);
  if (place) next.set('place', place);
  if (place && filters.radius) next.set('radius', String(filters.radius));
  else if (place && filters.nearby) next.set('nearby', '1');
  if (filters.salaryPeriod) next.set('salaryPeriod', filters.salaryPeriod);
  if (filters.startBy) next.set('startBy', filters.startBy);
  if (filters.needs.length) next.set('needs', filters.needs.join(','));
  if (filters.days.length) next.set('days', filters.days.join(','));
  if (sort === 'best') next.set('sort', 'best');
  return next;
}

/**
 * The query string of GET /jobs for a page of the board: empty filters are left out, and so is a place
 * that is not one (its field says so; the rest of the filters still apply).
 */
export function jobsQueryParams(
  filters: JobFilters,
  cursor: string | undefined,
  sort: BoardSort = 'newest',
  limit = JOBS_PAGE_SIZE,
) {
  const place = normalisePlaceFilter(filters.place);
  const sendPlace = place && !placeProblem(place);
  return {
    limit,
    cursor,
    type: filters.type || undefined,
    place: sendPlace ? place : undefined,
    nearby: sendPlace && filters.nearby && !filters.radius ? ('1' as const) : undefined,
    radius: sendPlace && filters.radius ? (String(filters.radius) as `${PlaceRadius}`) : undefined,
    salaryPeriod: filters.salaryPeriod || undefined,
    startBy: filters.startBy || undefined,
    needs: filters.needs.length ? filters.needs.join(',') : undefined,
    days: filters.days.length ? filters.days.join(',') : undefined,
    sort: sort === 'best' ? ('best' as const) : undefined,
  };
}

/**
 * A job's usual week in words ('Mornings and afternoons, Monday to Friday'); a job on a rota that states
 * none follows its rota; otherwise null (no schedule stated, as on every job posted before).
 */
export function scheduleLine(job: { schedule?: Week | null | undefined; pay: { rota: boolean } | null }) {
  if (job.schedule) return weekInWords(job.schedule);
  return job.pay?.rota ? 'Follows a rota' : null;
}

/** Splits one of the spec's 'Title: description' messages into a toast's title and description. */
export function splitMessage(message: string): { title: string; description: string | undefined } {
  const at = message.indexOf(': ');
  if (at < 0) return { title: message, description: undefined };
  return { title: message.slice(0, at), description: message.slice(at + 2) };
}

/** A support email about a job (the report icon now opens the report dialog; kept for other links). */
export const reportJobHref = (jobId: string) =>
  `mailto:${CONTACT_EMAIL}?subject=${encodeURIComponent(`Report job ${jobId}`)}`;

const START_DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A start date ('YYYY-MM-DD') the British way, e.g. '3 March 2025'; anything else is shown as given. */
export function formatStartDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!match) return value;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return value;
  return START_DATE.format(date);
}

const APPLIED_THIS_YEAR = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'Europe/London',
});
const APPLIED_OTHER_YEAR = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Europe/London',
});
const londonYear = new Intl.DateTimeFormat('en-GB', { year: 'numeric', timeZone: 'Europe/London' });

/** When a nanny applied, the UK way: 'Applied on 12 Nov', with the year when it is not this year's. */
export function appliedOn(appliedAt: string, now = new Date()): string {
  const at = new Date(appliedAt);
  if (Number.isNaN(at.getTime())) return 'Applied';
  const sameYear = londonYear.format(at) === londonYear.format(now);
  return `Applied on ${(sameYear ? APPLIED_THIS_YEAR : APPLIED_OTHER_YEAR).format(at)}`;
}

/** Who reads an application: the family, or the agency by its name. */
export const applicationRecipient = (job: { posterType: 'family' | 'agency'; posterLabel: string }) =>
  job.posterType === 'agency' && job.posterLabel.trim() ? job.posterLabel.trim() : 'the family';

/**
 * A job photo's text alternative. What it shows is the poster's choice and unknown here, so it says
 * whose photo it is and for which job, rather than nothing or 'image'.
 */
export const jobPhotoAlt = (job: { posterType: 'family' | 'agency'; posterLabel: string; title: string }) =>
  `Photo shared by ${applicationRecipient(job)} for the job “${job.title}”`;

export interface DescriptionPreview {
  /** The whole description, line breaks kept (Windows and old Mac breaks made '\n'). */
  full: string;
  /** What the card shows folded: the full text, or its start ending in '…'. */
  preview: string;
  truncated: boolean;
}

/**
 * The start of a long description, cut at a word, for a card's folded view. A description is folded
 * only when it is clearly longer than `maxChars` (15% slack) or has more than `maxLines` lines, so
 * 'Show more' never reveals just a word or two.
 */
export function previewDescription(text: string, maxChars = 280, maxLines = 5): DescriptionPreview {
  const full = text.replace(/\r\n?/g, '\n').trim();
  const lines = full.split('\n');
  if (full.length <= maxChars * 1.15 && lines.length <= maxLines)
    return { full, preview: full, truncated: false };
  let preview = lines.slice(0, maxLines).join('\n');
  if (preview.length > maxChars) {
    const cut = preview.slice(0, maxChars);
    const lastSpace = cut.search(/\s\S*$/);
    preview = lastSpace > maxChars * 0.6 ? cut.slice(0, lastSpace) : cut;
  }
  preview = preview.replace(/[\s.,;:!?-]+$/, '');
  return { full, preview: `${preview}…`, truncated: true };
}

/** The board's filters as the search a job alert keeps (what is not set is left out). */
export function searchOf(filters: JobFilters): JobSearch {
  return {
    ...(filters.place
      ? {
          place: filters.place,
          ...(filters.radius ? { radius: filters.radius } : filters.nearby ? { nearby: true } : {}),
        }
      : {}),
    ...(filters.type ? { type: filters.type } : {}),
    ...(filters.salaryPeriod ? { salaryPeriod: filters.salaryPeriod } : {}),
    ...(filters.startBy ? { startBy: filters.startBy } : {}),
    ...(filters.needs.length ? { needs: filters.needs } : {}),
    ...(filters.days.length ? { days: filters.days } : {}),
  };
}

/** The name of a job's list of how its poster responds ('How Bright Start responds'). */
export const posterResponds = (job: { posterLabel: string }) =>
  job.posterLabel.trim() ? `How ${job.posterLabel.trim()} responds` : 'How the poster responds';
