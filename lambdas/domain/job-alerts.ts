/**
 * Job alerts' rules, pure: what a saved search is called, how its place is kept, which index partition
 * it is listed under for the fan-out, what of a match is told to her, and the emails an alert sends.
 */
import { SALARY_PERIOD_LABELS, type JobSearch } from '../contract/job-search.ts';

import { areaOf, placeLabel, placeQueryOf } from '../contract/postcode.ts';
import { ALERTS_PAGE_PATH, type AlertFrequency } from '../contract/alerts.ts';
import { londonDay } from '../contract/uk-day.ts';
import { dayText, type Match, type MatchReasonKind } from './matching.ts';
import { jobPagePath, jobTypeLabel } from '../contract/jobs-constants.ts';

/** The purpose a stop link is signed for: a signature for anything else never stops an alert. */
export const ALERT_STOP_PURPOSE = 'job-alert-stop';

/**
 * A search as kept: its place read to its district (or area) text, `nearby` only with a district, lists
 * without repeats, and nothing empty.
 */
export function normaliseSearch(search: JobSearch): JobSearch {
  const place = search.place ? placeQueryOf(search.place) : null;
  const needs = [...new Set(search.needs ?? [])];
  return {
    ...(place ? { place: place.district ?? place.area } : {}),
    ...(place?.district && search.nearby ? { nearby: true } : {}),
    ...(search.type ? { type: search.type } : {}),
    ...(search.salaryPeriod ? { salaryPeriod: search.salaryPeriod } : {}),
    ...(search.startBy ? { startBy: search.startBy } : {}),
    ...(needs.length ? { needs } : {}),
  };
}

/** A search's criteria in words, in the board's order: "SW4 and nearby · Live-out · SEN experience". */
export function alertLabel(search: JobSearch): string {
  const parts: string[] = [];
  const place = search.place ? placeQueryOf(search.place) : null;
  if (place) parts.push(place.district && search.nearby ? `${place.district} and nearby` : placeLabel(place));
  if (search.type) parts.push(jobTypeLabel(search.type));
  if (search.salaryPeriod) parts.push(`${SALARY_PERIOD_LABELS[search.salaryPeriod]} pay`);
  if (search.startBy) parts.push(`Starts by ${dayText(search.startBy)}`);
  for (const need of search.needs ?? []) parts.push(need);
  return parts.length ? parts.join(' · ') : 'Any job';
}

/** The fan-out's partition (gsi3) for a search: its postcode area, or anywhere. */
export function alertPartition(search: JobSearch): string {
  const place = search.place ? placeQueryOf(search.place) : null;
  return place ? `ALERTS_AREA#${place.area}` : 'ALERTS_ANYWHERE';
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
  const [userId, alertId, ...more] = Buffer.from(value, 'base64url').toString('utf8').split('\n');
  if (!userId || !alertId || more.length || userId.length > 128 || alertId.length > 64) return null;
  return { userId, alertId, signature };
}

/** A job as an alert email shows it. */
export interface AlertJob {
  jobId: string;
  title: string;
  district: string | null;
  payLine: string;
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
