import type * as z from 'zod/mini';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { JOB_TYPE_VALUES, type JobType } from '@contract/jobs-constants.ts';
import { JOB_MESSAGES } from '@contract/job-messages.ts';
import type { FileRef } from '@contract/uploads.ts';

/** The Job Details both job forms share (family and agency), as typed. */
export interface JobDetailsForm {
  jobTitle: string;
  location: string;
  postcode: string;
  startDate: string;
  daysHours: string;
  salary: string;
  jobType: JobType;
  jobTypeOther: string;
  childrenAges: string;
  description: string;
  selectedLanguages: string[];
  selectedRequirements: string[];
  photo: FileRef | null;
  contactEmail: string;
  additionalComments: string;
}

export const EMPTY_JOB_DETAILS: JobDetailsForm = {
  jobTitle: '',
  location: '',
  postcode: '',
  startDate: '',
  daysHours: '',
  salary: '',
  // No type is chosen until the visitor picks one; the schema answers 'Job type is required'.
  jobType: '' as JobType,
  jobTypeOther: '',
  childrenAges: '',
  description: '',
  selectedLanguages: [],
  selectedRequirements: [],
  photo: null,
  contactEmail: '',
  additionalComments: '',
};

/** The shared fields in the order both pages show them. */
export const JOB_DETAILS_FIELD_ORDER = [
  'jobTitle',
  'location',
  'postcode',
  'startDate',
  'daysHours',
  'salary',
  'jobType',
  'jobTypeOther',
  'childrenAges',
  'description',
  'selectedLanguages',
  'selectedRequirements',
  'photo',
  'contactEmail',
  'additionalComments',
] as const satisfies readonly (keyof JobDetailsForm)[];

/** Today as the server compares start dates (UTC, YYYY-MM-DD). */
export const todayIso = () => new Date().toISOString().slice(0, 10);

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** What the two extra rules read. */
interface JobRuleValues {
  jobType: string;
  jobTypeOther: string;
  startDate: string;
}

/**
 * A job form's contract schema (zodResolver(schema)), plus two rules checked whatever else fails: the
 * 'other' type needs its specify box (zod skips the contract's refinement when a list is too long), and
 * the start date cannot be in the past (the server's rule, shown before sending).
 */
export function jobFormResolver<Input extends FieldValues & JobRuleValues, Output extends FieldValues>(
  schema: z.ZodMiniType<Output, Input>,
): Resolver<Input, unknown, Output> {
  const base = zodResolver(schema) as unknown as Resolver<Input, unknown, Output>;
  return async (values, context, options) => {
    const result = await base(values, context, options);
    const errors = result.errors as Record<string, unknown>;
    const extra: Record<string, FieldError> = {};
    if (values.jobType === 'other' && !values.jobTypeOther.trim() && !errors.jobTypeOther)
      extra.jobTypeOther = { type: 'custom', message: JOB_MESSAGES.jobTypeOther };
    if (ISO_DATE.test(values.startDate) && values.startDate < todayIso() && !errors.startDate)
      extra.startDate = { type: 'custom', message: JOB_MESSAGES.startDatePast };
    if (!Object.keys(extra).length) return result;
    return { values: {}, errors: { ...result.errors, ...extra } as FieldErrors<Input> };
  };
}

/**
 * A server's 400 `fields` as [field, message] pairs of the form's own fields ('selectedLanguages.2'
 * becomes 'selectedLanguages'), in the order the page shows them, so the first one focused is the
 * first on screen.
 */
export function serverFieldErrors<F extends string>(
  fields: Record<string, string>,
  order: readonly F[],
): Array<readonly [F, string]> {
  const seen = new Set<string>();
  return Object.entries(fields)
    .map(([name, message]) => [name.split('.')[0] ?? name, message] as const)
    .filter((entry): entry is readonly [F, string] => {
      if (!(order as readonly string[]).includes(entry[0]) || seen.has(entry[0])) return false;
      seen.add(entry[0]);
      return true;
    })
    .sort(([a], [b]) => order.indexOf(a) - order.indexOf(b));
}

const strings = (v: unknown) =>
  Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string').slice(0, 40) : [];

const TEXT_FIELDS = [
  'jobTitle',
  'location',
  'postcode',
  'startDate',
  'daysHours',
  'salary',
  'jobTypeOther',
  'childrenAges',
  'description',
  'contactEmail',
  'additionalComments',
] as const;

/** A text field of a stored draft, or undefined (drafts are the visitor's own storage: read defensively). */
export const storedText = (stored: Record<string, unknown>, key: string) => {
  const v = stored[key];
  return typeof v === 'string' ? v.slice(0, 5000) : undefined;
};

/** A file reference of a stored draft ({ key, name }), or null. */
export const storedFile = (v: unknown): FileRef | null => {
  if (!v || typeof v !== 'object') return null;
  const { key, name } = v as Record<string, unknown>;
  return typeof key === 'string' && typeof name === 'string' && key && name ? { key, name } : null;
};

/** The shared Job Details of a stored draft, read defensively; the photo is left to each form. */
export function restoreJobDetails(stored: Record<string, unknown>): JobDetailsForm {
  const restored: JobDetailsForm = { ...EMPTY_JOB_DETAILS };
  for (const key of TEXT_FIELDS) {
    const v = storedText(stored, key);
    if (v !== undefined) restored[key] = v;
  }
  if ((JOB_TYPE_VALUES as readonly unknown[]).includes(stored.jobType))
    restored.jobType = stored.jobType as JobType;
  restored.selectedLanguages = strings(stored.selectedLanguages);
  restored.selectedRequirements = strings(stored.selectedRequirements);
  return restored;
}
