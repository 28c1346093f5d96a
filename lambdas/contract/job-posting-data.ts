/**
 * A job's structured data: the schema.org `JobPosting` its page carries as JSON-LD, so that search
 * engines can list the job (Google's job posting guidelines: required title, description, datePosted,
 * hiringOrganization and jobLocation; recommended validThrough, employmentType, baseSalary, directApply
 * and identifier). Pure: the page renderer builds it from the job's card when the job is published.
 */
import type { JobCard } from './jobs.ts';
import { jobPagePath, type JobType } from './jobs-constants.ts';
import type { Pay, PayPeriod } from './pay.ts';
import { siteOriginOf, siteUrl } from './site-url.ts';
import { normaliseWebsite } from './website.ts';

/** What the structured data is built from: a job's card (as the board shows it), and when it leaves the board. */
export type JobPostingSource = Pick<
  JobCard,
  | 'id'
  | 'title'
  | 'description'
  | 'location'
  | 'postcodeDistrict'
  | 'jobType'
  | 'posterType'
  | 'posterLabel'
  | 'posterWebsite'
  | 'posterLogoUrl'
  | 'pay'
  | 'publishedAt'
> & {
  /** When the job leaves the board (ISO time), or null for a job with no end (an older post). */
  liveUntil: string | null;
};

/** Google's employment types, as it spells them. */
export const EMPLOYMENT_TYPES = [
  'FULL_TIME',
  'PART_TIME',
  'CONTRACTOR',
  'TEMPORARY',
  'INTERN',
  'VOLUNTEER',
  'PER_DIEM',
  'OTHER',
] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

/**
 * Our job types as Google's employment types. Live-in, live-out and rota nannies are employed for a
 * full working week (a rota nanny works it in blocks of days on and off), so they are FULL_TIME;
 * part-time and temporary posts are what they say; 'other' is the poster's own words, which say
 * nothing Google can read, so OTHER. A type we do not know (none today) is OTHER too.
 */
export const EMPLOYMENT_TYPE_OF_JOB_TYPE: Readonly<Record<JobType, EmploymentType>> = {
  'live-in': 'FULL_TIME',
  'live-out': 'FULL_TIME',
  rota: 'FULL_TIME',
  'part-time': 'PART_TIME',
  temporary: 'TEMPORARY',
  other: 'OTHER',
};

export const employmentTypeOf = (jobType: string): EmploymentType =>
  Object.hasOwn(EMPLOYMENT_TYPE_OF_JOB_TYPE, jobType)
    ? EMPLOYMENT_TYPE_OF_JOB_TYPE[jobType as JobType]
    : 'OTHER';

/** Google's salary units, for a gross pay's period. */
export const SALARY_UNIT_OF_PERIOD: Readonly<Record<PayPeriod, 'HOUR' | 'WEEK' | 'YEAR'>> = {
  hourly: 'HOUR',
  weekly: 'WEEK',
  yearly: 'YEAR',
};
export type SalaryUnit = (typeof SALARY_UNIT_OF_PERIOD)[PayPeriod];

/** Who the job is posted by, as search engines show it. */
export interface HiringOrganization {
  '@type': 'Organization';
  name: string;
  /** The agency's website. */
  sameAs?: string;
  /** The agency's logo, absolute. */
  logo?: string;
}

export interface BaseSalary {
  '@type': 'MonetaryAmount';
  currency: 'GBP';
  /** One amount (`value`) or a range (`minValue` to `maxValue`), for a unit of time. */
  value: { '@type': 'QuantitativeValue'; unitText: SalaryUnit } & (
    { value: number } | { minValue: number; maxValue: number }
  );
}

export interface JobPostingJsonLd {
  '@context': 'https://schema.org';
  '@type': 'JobPosting';
  title: string;
  /** HTML: the description's text, escaped, its line breaks as `<br>`. */
  description: string;
  /** ISO 8601. */
  datePosted: string;
  /** ISO 8601; absent when the job has no end. */
  validThrough?: string;
  employmentType: EmploymentType;
  hiringOrganization: HiringOrganization;
  jobLocation: {
    '@type': 'Place';
    address: {
      '@type': 'PostalAddress';
      addressLocality: string;
      postalCode?: string;
      addressCountry: 'GB';
    };
  };
  /** Only when the job states its gross pay structured (an older job's words may not). */
  baseSalary?: BaseSalary;
  directApply: true;
  identifier: { '@type': 'PropertyValue'; name: 'Nanny Marketplace'; value: string };
  url: string;
}

/** What a family is called in a job's structured data: families are never named in public. */
export const PRIVATE_FAMILY = 'Private family';

/** Plain text as HTML: `&`, `<` and `>` escaped, each line break a `<br>`. */
export const plainTextHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\r\n|\r|\n/g, '<br>');

/** A time as ISO 8601 (UTC); throws on text that is not a time, rather than publish a wrong date. */
function isoTime(value: string, name: string): string {
  const time = Date.parse(value);
  if (Number.isNaN(time)) throw new RangeError(`${name} is not a time: ${JSON.stringify(value)}`);
  return new Date(time).toISOString();
}

/** An absolute http(s) address for a logo given site-relative (`/logos/a.png`) or absolute, or null. */
function absoluteLogo(logo: string | null, origin: string): string | null {
  if (!logo?.trim()) return null;
  try {
    const url = new URL(logo.trim(), `${origin}/`);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

function hiringOrganization(job: JobPostingSource, origin: string): HiringOrganization {
  if (job.posterType !== 'agency') return { '@type': 'Organization', name: PRIVATE_FAMILY };
  const website = job.posterWebsite ? normaliseWebsite(job.posterWebsite) : null;
  const logo = absoluteLogo(job.posterLogoUrl, origin);
  return {
    '@type': 'Organization',
    name: job.posterLabel.trim() || 'Nanny agency',
    ...(website ? { sameAs: website } : {}),
    ...(logo ? { logo } : {}),
  };
}

/**
 * The gross pay as Google reads it: its amount (or range) for its period, the same pay the page's line
 * shows. A job with no structured pay (an older job's words that could not be read) gives none.
 */
function baseSalary(pay: Pay | null): BaseSalary | undefined {
  if (!pay) return undefined;
  const low = pay.min;
  const high = pay.max ?? pay.min;
  const unitText = SALARY_UNIT_OF_PERIOD[pay.period];
  return {
    '@type': 'MonetaryAmount',
    currency: 'GBP',
    value:
      low === high
        ? { '@type': 'QuantitativeValue', value: low, unitText }
        : { '@type': 'QuantitativeValue', minValue: low, maxValue: high, unitText },
  };
}

/**
 * A job's schema.org `JobPosting`, for its page at `${siteOrigin}/jobs/${id}`. Throws when `siteOrigin`
 * is not an origin, or `publishedAt` or `liveUntil` is not a time.
 */
export function jobPostingData(job: JobPostingSource, siteOrigin: string): JobPostingJsonLd {
  const origin = siteOriginOf(siteOrigin);
  const district = job.postcodeDistrict?.trim();
  const salary = baseSalary(job.pay);
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: plainTextHtml(job.description),
    datePosted: isoTime(job.publishedAt, 'publishedAt'),
    ...(job.liveUntil === null ? {} : { validThrough: isoTime(job.liveUntil, 'liveUntil') }),
    employmentType: employmentTypeOf(job.jobType),
    hiringOrganization: hiringOrganization(job, origin),
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: job.location,
        ...(district ? { postalCode: district } : {}),
        addressCountry: 'GB',
      },
    },
    ...(salary ? { baseSalary: salary } : {}),
    directApply: true,
    identifier: { '@type': 'PropertyValue', name: 'Nanny Marketplace', value: job.id },
    url: siteUrl(jobPagePath(job.id), origin),
  };
}

/**
 * Structured data as the text of a `<script type="application/ld+json">`: JSON in which `<`, `>` and
 * `&` are written as `\u003c`, `\u003e` and `\u0026`, so no `</script>` or `<!--` in a title can end
 * the script, and U+2028 and U+2029 as escapes too. JSON.parse reads it back unchanged.
 */
export function jobPostingScript(data: JobPostingJsonLd): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
