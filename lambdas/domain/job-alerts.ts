/**
 * Job alerts' rules, pure: what a saved search is called, how its place is kept, which index partition
 * it is listed under for the fan-out, what of a match is told to her, and the emails an alert sends.
 */
import { SALARY_PERIOD_LABELS, type JobSearch } from '../contract/job-search.ts';

import { areaOf, placeLabel, placeQueryOf } from '../contract/postcode.ts';
import { placeKey, type PlaceMatch } from '../contract/place-match.ts';
import { ALERTS_PAGE_PATH, type AlertFrequency } from '../contract/alerts.ts';
import { londonDay } from '../contract/uk-day.ts';
import { daysInWords, WEEKDAYS } from '../contract/week-constants.ts';
import { dayText, type Match, type MatchReasonKind } from './matching.ts';
import { jobPagePath, jobTypeLabel, requirementLabel } from '../contract/jobs-constants.ts';

/** The purpose a stop link is signed for: a signature for anything else never stops an alert. */
export const ALERT_STOP_PURPOSE = 'job-alert-stop';

/** A place's words as kept: a postcode as its district (or area) text, a town's name as typed. */
const keptPlace = (place: string) => {
  const code = placeQueryOf(place);
  return code ? (code.district ?? code.area) : place.trim().replace(/\s+/g, ' ');
};

/**
 * A search as kept: its place read to its district (or area) text, or a town's name as typed (the
 * service that keeps it has read it: contract/places.ts), a distance only with a place, lists without
 * repeats, and nothing empty. `nearby` is kept as the board applies it: given the place as read, when
 * that reading took it (any place with districts: `Clapham` and nearby is Clapham's whole area); without
 * it, with a district's postcode.
 */
export function normaliseSearch(search: JobSearch, read?: { nearby: boolean } | null): JobSearch {
  const place = search.place ? placeQueryOf(search.place) : null;
  const needs = [...new Set(search.needs ?? [])];
  const nearby = read ? read.nearby : Boolean(place?.district && search.nearby && !search.radius);
  return {
    ...(search.place ? { place: keptPlace(search.place) } : {}),
    ...(search.place && nearby ? { nearby: true } : {}),
    ...(search.place && search.radius ? { radius: search.radius } : {}),
    ...(search.type ? { type: search.type } : {}),
    ...(search.salaryPeriod ? { salaryPeriod: search.salaryPeriod } : {}),
    ...(search.startBy ? { startBy: search.startBy } : {}),
    ...(needs.length ? { needs } : {}),
    ...(search.days?.length ? { days: WEEKDAYS.filter((day) => search.days!.includes(day)) } : {}),
  };
}

/** A value written with its keys in order and its lists sorted, so equal criteria read the same. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) {
    const items = value.map((item) =>
      typeof item === 'string' ? item.trim().toLowerCase() : canonical(item),
    );
    // Once each, whatever their order or case.
    return [...new Map(items.map((item) => [JSON.stringify(item), item])).entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([, item]) => item);
  }
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [k, canonical(v)]),
    );
  return value;
}

/**
 * What a postcode finds, read without the place data (as contract/places.ts reads it): a district, its
 * whole area with `nearby`, or an area. Null for a town's name.
 */
export function postcodeMatch(place: string, nearby: boolean): PlaceMatch | null {
  const code = placeQueryOf(place);
  if (!code) return null;
  return { areas: [code.area], districts: code.district && !nearby ? [code.district] : null };
}

/**
 * What makes two alerts the same: the search as kept (normalised, its lists in any order and any case),
 * its place as what it finds when that was read (`Manchester`, `manchester` and `M` are one place; so
 * are `Saint Albans` and `St Albans`) or, for an alert kept before that was stored, as its postcode
 * finds, else its words as compared, and how often it emails. Two alerts
 * with equal sameness would send the same emails twice.
 */
export function alertSameness(search: JobSearch, frequency: AlertFrequency, match?: PlaceMatch | null) {
  // `nearby` as given: a search is compared as it was kept (its reading already chose it).
  const kept = normaliseSearch(search, { nearby: Boolean(search.nearby && !search.radius) });
  const found =
    match ?? (kept.place && !kept.radius ? postcodeMatch(kept.place, Boolean(kept.nearby)) : null);
  const place = kept.place
    ? found
      ? { areas: [...found.areas].sort(), districts: found.districts ? [...found.districts].sort() : null }
      : placeKey(kept.place)
    : undefined;
  return JSON.stringify({ search: canonical({ ...kept, place }), frequency });
}

/** A search's criteria in words, in the board's order: "SW4 and the rest of SW · Live-out · SEN experience". */
export function alertLabel(search: JobSearch): string {
  const parts: string[] = [];
  const place = search.place ? placeQueryOf(search.place) : null;
  const where = place
    ? place.district && search.nearby && !search.radius
      ? `${place.district} and the rest of ${place.area}`
      : placeLabel(place)
    : search.place
      ? `${keptPlace(search.place)}${search.nearby && !search.radius ? ' and the rest of its postcode area' : ''}`
      : null;
  if (where) parts.push(search.radius ? `Within ${search.radius} miles of ${where}` : where);
  if (search.type) parts.push(jobTypeLabel(search.type));
  if (search.salaryPeriod) parts.push(`${SALARY_PERIOD_LABELS[search.salaryPeriod]} pay`);
  if (search.startBy) parts.push(`Starts by ${dayText(search.startBy)}`);
  for (const need of search.needs ?? []) parts.push(requirementLabel(need));
  if (search.days?.length) parts.push(`Only ${daysInWords(search.days)}`);
  return parts.length ? parts.join(' · ') : 'Any job';
}

/**
 * The fan-out's partition (gsi3) for a search: its place's postcode area when it lies in one, else
 * anywhere (the fan-out reads that partition for every job and applies the whole search). `areas` is the
 * place as read (contract/places.ts); without it, a postcode's area, and anywhere for a town's name.
 */
export function alertPartition(search: JobSearch, areas?: readonly string[]): string {
  if (areas) return areas.length === 1 ? `ALERTS_AREA#${areas[0]}` : 'ALERTS_ANYWHERE';
  const place = search.place ? placeQueryOf(search.place) : null;
  return place && !search.radius ? `ALERTS_AREA#${place.area}` : 'ALERTS_ANYWHERE';
}

/** The partitions whose alerts may match a job in a district (none: only the alerts for anywhere). */
export const partitionsForJob = (district: string | null) =>
  district ? [`ALERTS_AREA#${areaOf(district)}`, 'ALERTS_ANYWHERE'] : ['ALERTS_ANYWHERE'];

/** What a match says to her about the job itself (not her own checks or reviews, which she knows). */
const ABOUT_THE_JOB: ReadonlySet<MatchReasonKind> = new Set([
  'district',
  'area',
  'travel',
  'requirement',
  'language',
  'job-type',
  'available',
]);
export const reasonsForHer = (match: Match) =>
  match.reasons.filter((r) => ABOUT_THE_JOB.has(r.kind)).map((r) => r.forNanny);

/** The value a stop link signs: the alert and its owner (a signature never stops another's alert). */
export const stopValue = (userId: string, alertId: string) => `${userId}\n${alertId}`;

/** A stop token: `<base64url of the value>.<signature>`. */
export const stopToken = (userId: string, alertId: string, signature: string) =>
  `${Buffer.from(stopValue(userId, alertId)).toString('base64url')}.${signature}`;

/** The alert and owner a token names, with its signature (null: not a token of ours at all). */
export function readStopToken(token: string): { userId: string; alertId: string; signature: string } | null {
  const [value, signature, ...rest] = token.trim().split('.');
  if (!value || !signature || rest.length) return null;
  const bytes = Buffer.from(value, 'base64url');
  // Only the value's one canonical spelling: another (unused low bits set in its last character, or
  // characters Node skips) would be a second token for the same stop.
  if (bytes.toString('base64url') !== value) return null;
  const [userId, alertId, ...more] = bytes.toString('utf8').split('\n');
  if (!userId || !alertId || more.length || userId.length > 128 || alertId.length > 64) return null;
  return { userId, alertId, signature };
}

/** A job as an alert email shows it. */
export interface AlertJob {
  jobId: string;
  title: string;
  district: string | null;
  /** The pay line the job shows ('£16–£18 an hour gross'), or its poster's words for an older job. */
  payLine: string;
  /** Its hours a week ('40 hours a week'), or null (absent in an email queued before hours were shown). */
  hoursLine?: string | null;
  startDate: string;
  /** What fits her, in her voice: "In your area: SW4". */
  reasons: string[];
}

/** One job found by an instant alert: emailed at once. */
export interface JobAlertEmail {
  recipientId: string;
  alertId: string;
  label: string;
  job: AlertJob;
}

/** A day's jobs found by a daily alert. */
export interface JobAlertDigestEmail {
  recipientId: string;
  alertId: string;
  label: string;
  day: string;
  jobs: AlertJob[];
  /** Jobs found beyond those listed. */
  more: number;
}

/** A job was published: the event job alerts fan out from (streams/job-alerts.ts). */
export interface JobPublishedEvent {
  jobId: string;
}

/** The job's lines in an alert email. */
function jobLines(job: AlertJob, site: string): string[] {
  return [
    job.title,
    ...(job.district ? [`Where: ${job.district}`] : []),
    `Pay: ${job.payLine}`,
    ...(job.hoursLine ? [`Hours: ${job.hoursLine}`] : []),
    `Starts: ${dayText(job.startDate)}`,
    ...(job.reasons.length ? ['Why it may suit you:', ...job.reasons.map((r) => `  - ${r}`)] : []),
    `See the job: ${site}${jobPagePath(job.jobId)}`,
  ];
}

function footer(label: string, frequency: AlertFrequency, site: string, stopLink: string): string[] {
  return [
    '',
    `You get this email because you saved the search “${label}” with ${frequency === 'instant' ? 'instant' : 'daily'} alerts.`,
    `Manage your alerts: ${site}${ALERTS_PAGE_PATH}`,
    `Stop this alert with one click: ${stopLink}`,
  ];
}

export interface AlertEmailText {
  subject: string;
  text: string;
}

export function jobAlertEmail(alert: JobAlertEmail, site: string, stopLink: string): AlertEmailText {
  const where = alert.job.district ? ` in ${alert.job.district}` : '';
  return {
    subject: `New job: ${alert.job.title}${where}`,
    text: [
      `A new job fits your search “${alert.label}”.`,
      '',
      ...jobLines(alert.job, site),
      ...footer(alert.label, 'instant', site, stopLink),
    ].join('\n'),
  };
}

export function jobAlertDigestEmail(
  digest: JobAlertDigestEmail,
  site: string,
  stopLink: string,
): AlertEmailText {
  const n = digest.jobs.length + digest.more;
  return {
    subject: `${n} new job${n === 1 ? '' : 's'} for “${digest.label}”`,
    text: [
      `New jobs that fit your search “${digest.label}”:`,
      ...digest.jobs.flatMap((job) => ['', ...jobLines(job, site)]),
      ...(digest.more ? ['', `And ${digest.more} more on the board: ${site}/jobs`] : []),
      ...footer(digest.label, 'daily', site, stopLink),
    ].join('\n'),
  };
}

/** The day a digest is for, in the UK. */
export const digestDay = (now: Date) => londonDay(now);
