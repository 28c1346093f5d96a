import type * as z from 'zod/mini';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { JOB_TYPE_VALUES, type JobType } from '@contract/jobs-constants.ts';
import { JOB_MESSAGES } from '@contract/job-messages.ts';
import type { FileRef } from '@contract/uploads.ts';
import { londonDay } from '@contract/uk-day.ts';
import { emptyWeek, weekOf, type Week } from '@contract/week-constants.ts';
import { minimumWageRefusal, PAY_PERIODS, payInput, type Pay, type PayPeriod } from '@contract/pay.ts';

/**
 * The pay as the form holds it: the contract's gross pay (contract/pay.ts), with an amount or the hours
 * left blank held as null until typed (the contract then names what is missing).
 */
export interface PayForm {
  period: PayPeriod;
  min: number | null;
  max: number | null;
  hoursPerWeek: number | null;
  liveIn: boolean;
  rota: boolean;
}

export const EMPTY_PAY: PayForm = {
  period: 'hourly',
  min: null,
  max: null,
  hoursPerWeek: null,
  liveIn: false,
  rota: false,
};

/** The form's pay from a job's stored pay (null: an older job whose words could not be read). */
export const payFormOf = (pay: Pay | null): PayForm => (pay ? { ...pay } : { ...EMPTY_PAY });

/** The Job Details both job forms share (family and agency), as typed. */
export interface JobDetailsForm {
  jobTitle: string;
  location: string;
  postcode: string;
  startDate: string;
  daysHours: string;
  /** The parts of each day the job needs; nothing ticked: no schedule stated (a rota may leave it). */
  schedule: Week;
  pay: PayForm;
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
  schedule: emptyWeek(),
  pay: EMPTY_PAY,
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
  'schedule',
  'pay',
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

/** Today as the server compares start dates (the UK day, YYYY-MM-DD). */
export const todayIso = () => londonDay(new Date());

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** What the extra rules read. */
interface JobRuleValues {
  jobType: string;
  jobTypeOther: string;
  startDate: string;
  pay: PayForm;
}

/**
 * Why the pay typed is below the minimum wage for the start date (today's rates while no start date, or
 * one in the past, is given), as the server will refuse it; null when it is not, or not yet complete.
 */
export function payFormRefusal(pay: PayForm, startDate: string): string | null {
  const read = payInput.safeParse(pay);
  if (!read.success) return null;
  const today = todayIso();
  return minimumWageRefusal(read.data, ISO_DATE.test(startDate) && startDate > today ? startDate : today);
}

/**
 * A job form's contract schema (zodResolver(schema)), plus three rules checked whatever else fails: the
 * 'other' type needs its specify box (zod skips the contract's refinement when a list is too long), the
 * start date cannot be in the past, and the pay cannot be below the minimum wage for the start date (the
 * server's rules, shown before sending; the minimum wage under the lowest amount, the one checked).
 */
export function jobFormResolver<Input extends FieldValues & JobRuleValues, Output extends FieldValues>(
  schema: z.ZodMiniType<Output, FieldValues>,
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
    const refusal = errors.pay ? null : payFormRefusal(values.pay, values.startDate);
    if (!Object.keys(extra).length && !refusal) return result;
    if (refusal) extra.pay = { min: { type: 'custom', message: refusal } } as unknown as FieldError;
    return { values: {}, errors: { ...result.errors, ...extra } as FieldErrors<Input> };
  };
}

/** A control of the pay's group, by its path in the form. */
export type PayPath = `pay.${keyof PayForm}`;
const PAY_PARTS: readonly string[] = Object.keys(EMPTY_PAY);

/**
 * The form's control a server's field names: 'selectedLanguages.2' is 'selectedLanguages'; the pay's
 * own fields keep their part ('pay.hoursPerWeek'), and the pay as a whole (the minimum wage) is shown
 * under its lowest amount, the one checked ('pay.min').
 */
function controlOf(name: string): string {
  const [field, part] = name.split('.');
  if (field !== 'pay') return field ?? name;
  return `pay.${part && PAY_PARTS.includes(part) ? part : 'min'}`;
}

/**
 * A server's 400 `fields` as [field, message] pairs of the form's own controls ('selectedLanguages.2'
 * becomes 'selectedLanguages', 'pay' its lowest amount: controlOf), in the order the page shows them,
 * so the first one focused is the first on screen.
 */
export function serverFieldErrors<F extends string>(
  fields: Record<string, string>,
  order: readonly F[],
): Array<readonly [F | ('pay' extends F ? PayPath : never), string]> {
  const seen = new Set<string>();
  const top = (name: string) => name.split('.')[0] as F;
  return Object.entries(fields)
    .map(([name, message]) => [controlOf(name), message] as const)
    .filter((entry): entry is readonly [F | ('pay' extends F ? PayPath : never), string] => {
      if (!(order as readonly string[]).includes(top(entry[0])) || seen.has(entry[0])) return false;
      seen.add(entry[0]);
      return true;
    })
    .sort(([a], [b]) => order.indexOf(top(a)) - order.indexOf(top(b)));
}

const strings = (v: unknown) =>
  Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string').slice(0, 40) : [];

const TEXT_FIELDS = [
  'jobTitle',
  'location',
  'postcode',
  'startDate',
  'daysHours',
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

const storedAmount = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** The pay of a stored draft, read defensively: anything not as the form keeps it is left blank. */
export function storedPay(v: unknown): PayForm {
  if (!v || typeof v !== 'object') return { ...EMPTY_PAY };
  const stored = v as Record<string, unknown>;
  return {
    period: (PAY_PERIODS as readonly unknown[]).includes(stored.period)
      ? (stored.period as PayPeriod)
      : EMPTY_PAY.period,
    min: storedAmount(stored.min),
    max: storedAmount(stored.max),
    hoursPerWeek: storedAmount(stored.hoursPerWeek),
    liveIn: stored.liveIn === true,
    rota: stored.rota === true,
  };
}

/** The shared Job Details of a stored draft, read defensively; the photo is left to each form. */
export function restoreJobDetails(stored: Record<string, unknown>): JobDetailsForm {
  const restored: JobDetailsForm = { ...EMPTY_JOB_DETAILS };
  for (const key of TEXT_FIELDS) {
    const v = storedText(stored, key);
    if (v !== undefined) restored[key] = v;
  }
  if ((JOB_TYPE_VALUES as readonly unknown[]).includes(stored.jobType))
    restored.jobType = stored.jobType as JobType;
  restored.pay = storedPay(stored.pay);
  restored.schedule = weekOf(stored.schedule) ?? emptyWeek();
  restored.selectedLanguages = strings(stored.selectedLanguages);
  restored.selectedRequirements = strings(stored.selectedRequirements);
  return restored;
}
