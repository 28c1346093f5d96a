/**
 * Pure helpers of the job board: filters, card formatting and the apply dialog's CV check.
 */
import { JOB_TYPE_VALUES, JOB_TYPES, type JobType } from '@contract/jobs-constants.ts';
import { MAX_UPLOAD_BYTES, UPLOAD_TYPES } from '@contract/uploads-constants.ts';
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
/** The longest location filter the API accepts. */
export const LOCATION_FILTER_MAX = 60;

/** The job type filter's choices: every type, labelled as the spec names it, sent lower-cased. */
export const JOB_TYPE_OPTIONS: ReadonlyArray<{ value: JobType; label: string }> = JOB_TYPES.map((label) => ({
  value: label.toLowerCase() as JobType,
  label,
}));

/** A job type filter from the address bar: one of the known (lower-cased) types, or '' for all types. */
export function parseJobTypeFilter(value: string | null | undefined): JobType | '' {
  const lower = (value ?? '').trim().toLowerCase();
  return (JOB_TYPE_VALUES as readonly string[]).includes(lower) ? (lower as JobType) : '';
}

/** A location filter as sent: trimmed, inner runs of spaces collapsed, at most 60 characters. */
export function normaliseLocationFilter(value: string | null | undefined): string {
  return (value ?? '').replace(/\s+/g, ' ').trim().slice(0, LOCATION_FILTER_MAX).trim();
}

export interface JobFilters {
  type: JobType | '';
  location: string;
}

/** The query string of GET /jobs for a page of the board: empty filters are left out. */
export function jobsQueryParams(filters: JobFilters, cursor: string | undefined) {
  const location = normaliseLocationFilter(filters.location);
  return {
    limit: JOBS_PAGE_SIZE,
    cursor,
    type: filters.type || undefined,
    location: location || undefined,
  };
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

/** The apply dialog's CV problems, worded as the spec's toasts ('title: description'). */
export const APPLICATION_CV_MESSAGES = {
  type: 'Invalid file type: Please upload a PDF, DOC, or DOCX file.',
  size: 'File too large: Please upload a file smaller than 5MB.',
} as const;

const CV_EXTENSIONS = ['pdf', 'doc', 'docx'];

/**
 * Checks a CV picked in the apply dialog: PDF, DOC or DOCX (by type, or by extension when the system
 * gives no type), at most 5 MB. Gives the spec's message, or null when the file may be uploaded.
 */
export function applicationCvProblem(file: { name: string; size: number; type: string }): string | null {
  const extension = file.name.includes('.') ? (file.name.split('.').pop() ?? '').toLowerCase() : '';
  const typeOk = file.type
    ? (UPLOAD_TYPES['application-cv'] as readonly string[]).includes(file.type)
    : CV_EXTENSIONS.includes(extension);
  if (!typeOk) return APPLICATION_CV_MESSAGES.type;
  if (file.size > MAX_UPLOAD_BYTES) return APPLICATION_CV_MESSAGES.size;
  return null;
}
