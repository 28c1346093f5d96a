/**
 * The job contract's texts and enumerations, without its schemas: pages that only show them (the job
 * board, its cards) import this module and do not download the schema library. jobs.ts re-exports all of it,
 * and the job messages (job-messages.ts).
 */

export { JOB_TYPE_VALUES, JOB_TYPES, jobTypeLabel, jobTypeValue, type JobType } from './job-types.ts';

/** What a family pays for one job post, in pence, before any promo code. */
export const FAMILY_JOB_PRICE_PENCE = 5000;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The spec's posted-age labels: Today; 1 day ago; N days ago (under 7); 1 week ago (under 14); N weeks ago. */
export function postedAgo(postedAt: Date, now: Date): string {
  const days = Math.max(0, Math.floor((now.getTime() - postedAt.getTime()) / DAY_MS));
  if (days === 0) return 'Today';
  if (days === 1) return '1 day ago';
  if (days < 7) return `${days} days ago`;
  if (days < 14) return '1 week ago';
  return `${Math.floor(days / 7)} weeks ago`;
}

/**
 * Where a job stands, as its page tells its poster: on the board ('live'); a draft not paid for yet
 * ('unpaid'), or whose bank payment is still clearing ('processing'); hidden by a moderator; or closed.
 */
export const JOB_STATUSES = ['live', 'unpaid', 'processing', 'hidden', 'closed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** A job's own page on the site, as links in emails and pages give it. */
export const jobPagePath = (jobId: string) => `/jobs/${encodeURIComponent(jobId)}`;

/**
 * A job's reference as a person reads it out to support: the first eight letters and digits of its id,
 * upper-cased, in two groups ('3F2A-91C0'). Support finds the job by it (docs/runbook.md, "Find a job
 * from its reference"); the full id is in the address of the job's page.
 */
export function jobReference(jobId: string): string {
  const chars = jobId
    .replace(/[^a-z0-9]/gi, '')
    .slice(0, 8)
    .toUpperCase();
  return chars.length > 4 ? `${chars.slice(0, 4)}-${chars.slice(4)}` : chars;
}

/**
 * The special requirements the job forms offer, as stored on jobs and in saved searches (and sent in the
 * board's address). 'Driving license' is kept as it has always been stored, so jobs, saved searches and
 * links from before stay the same; people read it as 'Driving licence' (requirementLabel, and
 * docs/glossary.md).
 */
export const SPECIAL_REQUIREMENTS = [
  'Driving license',
  'SEN experience',
  'Travel with family',
  'Cooking',
  'First Aid',
  'Newborn experience',
  'Twins experience',
  'Overnight care',
] as const;

/** The labels of stored requirements whose stored value is not how we write them (docs/glossary.md). */
const REQUIREMENT_LABELS: ReadonlyMap<string, string> = new Map([['driving license', 'Driving licence']]);

/**
 * A requirement as people read it: the stored value's label ('Driving license' → 'Driving licence'),
 * however it was cased or spaced; anything else (a requirement the poster typed) as written.
 */
export const requirementLabel = (value: string) =>
  REQUIREMENT_LABELS.get(value.trim().replace(/\s+/g, ' ').toLowerCase()) ?? value;
