import type { z } from 'zod';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  familyJobInput,
  JOB_MESSAGES,
  JOB_TYPE_VALUES,
  type FamilyJobInput,
  type JobType,
} from '@contract/jobs.ts';
import { clearDraft, readDraft, writeDraft } from './draft.ts';
import { normaliseCode } from './money.ts';

/** The family job form's values as typed (the contract's input; the resolver trims them on submit). */
export type FamilyJobForm = z.input<typeof familyJobInput>;

export const EMPTY_FAMILY_JOB: FamilyJobForm = {
  jobTitle: '',
  location: '',
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
  discountCode: '',
};

/** The fields in the order the page shows them, so the first server error focused is the first on screen. */
export const FAMILY_JOB_FIELD_ORDER = [
  'jobTitle',
  'location',
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
  'discountCode',
] as const satisfies readonly (keyof FamilyJobForm)[];
export type FamilyJobField = (typeof FAMILY_JOB_FIELD_ORDER)[number];
export const isFamilyJobField = (name: string): name is FamilyJobField =>
  (FAMILY_JOB_FIELD_ORDER as readonly string[]).includes(name);

/** Today as the server compares start dates (UTC, YYYY-MM-DD). */
export const todayIso = () => new Date().toISOString().slice(0, 10);

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The contract's schema (zodResolver(familyJobInput)), plus two rules checked whatever else fails: the
 * 'other' type needs its specify box (zod skips the contract's refinement when a list is too long), and
 * the start date cannot be in the past (the server's rule, shown before paying).
 */
export function familyJobResolver(): Resolver<FamilyJobForm, unknown, FamilyJobInput> {
  const base = zodResolver(familyJobInput);
  return async (values, context, options) => {
    const result = await base(values, context, options);
    const extra: FieldErrors<FamilyJobForm> = {};
    if (values.jobType === 'other' && !values.jobTypeOther.trim() && !result.errors.jobTypeOther)
      extra.jobTypeOther = { type: 'custom', message: JOB_MESSAGES.jobTypeOther };
    if (ISO_DATE.test(values.startDate) && values.startDate < todayIso() && !result.errors.startDate)
      extra.startDate = { type: 'custom', message: JOB_MESSAGES.startDatePast };
    if (!Object.keys(extra).length) return result;
    return { values: {}, errors: { ...result.errors, ...extra } };
  };
}

export const FAMILY_DRAFT_KEY = 'draft:post-job-family';

interface StoredDraft {
  values: Omit<FamilyJobForm, 'photo'>;
  /** The promo code the visitor had applied, re-checked when the draft is restored. */
  appliedCode: string | null;
}

const TEXT_FIELDS = [
  'jobTitle',
  'location',
  'startDate',
  'daysHours',
  'salary',
  'jobTypeOther',
  'childrenAges',
  'description',
  'contactEmail',
  'additionalComments',
  'discountCode',
] as const;

const strings = (v: unknown) =>
  Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string').slice(0, 40) : [];

/** The saved draft, read defensively (it is the visitor's own storage), or null without one. */
export function readFamilyDraft(): { values: FamilyJobForm; appliedCode: string | null } | null {
  const raw = readDraft(FAMILY_DRAFT_KEY);
  if (!raw || typeof raw !== 'object') return null;
  const { values, appliedCode } = raw as Partial<Record<keyof StoredDraft, unknown>>;
  if (!values || typeof values !== 'object') return null;
  const stored = values as Record<string, unknown>;
  const restored: FamilyJobForm = { ...EMPTY_FAMILY_JOB };
  for (const key of TEXT_FIELDS) {
    const v = stored[key];
    if (typeof v === 'string') restored[key] = v.slice(0, 5000);
  }
  if ((JOB_TYPE_VALUES as readonly unknown[]).includes(stored.jobType))
    restored.jobType = stored.jobType as JobType;
  restored.selectedLanguages = strings(stored.selectedLanguages);
  restored.selectedRequirements = strings(stored.selectedRequirements);
  return {
    values: restored,
    appliedCode: typeof appliedCode === 'string' ? normaliseCode(appliedCode) : null,
  };
}

/** Saves everything but the photo (an upload needs an account, so it cannot wait for sign-in). */
export function writeFamilyDraft(values: FamilyJobForm, appliedCode: string | null): void {
  const { photo: _photo, ...rest } = values;
  const draft: StoredDraft = { values: rest, appliedCode };
  writeDraft(FAMILY_DRAFT_KEY, draft);
}

export const clearFamilyDraft = () => clearDraft(FAMILY_DRAFT_KEY);
