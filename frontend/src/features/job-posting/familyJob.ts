import type * as z from 'zod/mini';
import type { Resolver } from 'react-hook-form';
import { familyJobInput, type FamilyJobInput } from '@contract/jobs.ts';
import { clearDraft, readDraft, writeDraft } from '@/features/job-posting/draft.ts';
import {
  EMPTY_JOB_DETAILS,
  JOB_DETAILS_FIELD_ORDER,
  jobFormResolver,
  restoreJobDetails,
  storedText,
  type PayForm,
} from '@/features/job-posting/jobDetails.ts';
import { normaliseCode } from '@/features/job-posting/promoCode.ts';
import {
  linkedPromoCode,
  readAppliedPromoCode,
  withLinkedPromo,
} from '@/features/job-posting/appliedPromo.ts';

export { todayIso } from '@/features/job-posting/jobDetails.ts';

/**
 * The family job form's values as typed (the contract's input, with amounts not yet typed held as null;
 * the resolver trims them on submit).
 */
export type FamilyJobForm = Omit<z.input<typeof familyJobInput>, 'pay'> & { pay: PayForm };

export const EMPTY_FAMILY_JOB: FamilyJobForm = { ...EMPTY_JOB_DETAILS, discountCode: '' };

/** The fields in the order the page shows them, so the first server error focused is the first on screen. */
export const FAMILY_JOB_FIELD_ORDER = [
  ...JOB_DETAILS_FIELD_ORDER,
  'discountCode',
] as const satisfies readonly (keyof FamilyJobForm)[];
export type FamilyJobField = (typeof FAMILY_JOB_FIELD_ORDER)[number];
export const isFamilyJobField = (name: string): name is FamilyJobField =>
  (FAMILY_JOB_FIELD_ORDER as readonly string[]).includes(name);

/** The family form's resolver: the contract's schema plus the shared 'other' and past-start-date rules. */
export const familyJobResolver = (): Resolver<FamilyJobForm, unknown, FamilyJobInput> =>
  jobFormResolver<FamilyJobForm, FamilyJobInput>(familyJobInput);

export const FAMILY_DRAFT_KEY = 'draft:post-job-family';

interface StoredDraft {
  values: Omit<FamilyJobForm, 'photo'>;
  /** The promo code the visitor had applied, re-checked when the draft is restored. */
  appliedCode: string | null;
}

/** The saved draft, read defensively (it is the visitor's own storage), or null without one. */
export function readFamilyDraft(): { values: FamilyJobForm; appliedCode: string | null } | null {
  const raw = readDraft(FAMILY_DRAFT_KEY);
  if (!raw || typeof raw !== 'object') return null;
  const { values, appliedCode } = raw as Partial<Record<keyof StoredDraft, unknown>>;
  if (!values || typeof values !== 'object') return null;
  const stored = values as Record<string, unknown>;
  const restored: FamilyJobForm = {
    ...restoreJobDetails(stored),
    discountCode: storedText(stored, 'discountCode') ?? '',
  };
  return {
    values: restored,
    appliedCode: typeof appliedCode === 'string' ? normaliseCode(appliedCode) : null,
  };
}

/**
 * What the family form starts with, read once on its first render: the saved draft, and the promo code
 * the link carried (`search`: the address's query), else the one applied on the home page when the form
 * has no code of its own.
 */
export function readFamilyStart(search = ''): { values: FamilyJobForm; appliedCode: string | null } | null {
  return withLinkedPromo(
    readFamilyDraft(),
    EMPTY_FAMILY_JOB,
    linkedPromoCode(search),
    readAppliedPromoCode(),
  );
}

/** Saves everything but the photo (an upload needs an account, so it cannot wait for sign-in). */
export function writeFamilyDraft(values: FamilyJobForm, appliedCode: string | null): void {
  const { photo: _photo, ...rest } = values;
  const draft: StoredDraft = { values: rest, appliedCode };
  writeDraft(FAMILY_DRAFT_KEY, draft);
}

export const clearFamilyDraft = () => clearDraft(FAMILY_DRAFT_KEY);
