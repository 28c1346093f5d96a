import type * as z from 'zod/mini';
import type { Resolver } from 'react-hook-form';
import { agencyJobInput, type AgencyJobInput } from '@contract/agency.ts';
import { clearDraft, readDraft, writeDraft } from '@/features/job-posting/draft.ts';
import {
  EMPTY_JOB_DETAILS,
  JOB_DETAILS_FIELD_ORDER,
  jobFormResolver,
  restoreJobDetails,
  storedFile,
  storedText,
  type PayForm,
} from '@/features/job-posting/jobDetails.ts';

/**
 * The agency job form's values as typed (the contract's input, with amounts not yet typed held as null;
 * the resolver trims them on submit).
 */
export type AgencyJobForm = Omit<z.input<typeof agencyJobInput>, 'pay'> & { pay: PayForm };

export const EMPTY_AGENCY_JOB: AgencyJobForm = {
  websiteUrl: '',
  logo: null,
  ...EMPTY_JOB_DETAILS,
};

/** The fields in the order the page shows them, so the first server error focused is the first on screen. */
export const AGENCY_JOB_FIELD_ORDER = [
  'websiteUrl',
  'logo',
  ...JOB_DETAILS_FIELD_ORDER,
] as const satisfies readonly (keyof AgencyJobForm)[];
export type AgencyJobField = (typeof AGENCY_JOB_FIELD_ORDER)[number];

/** The agency form's resolver: the contract's schema plus the shared 'other' and past-start-date rules. */
export const agencyJobResolver = (): Resolver<AgencyJobForm, unknown, AgencyJobInput> =>
  jobFormResolver<AgencyJobForm, AgencyJobInput>(agencyJobInput);

/** Drafts are kept per account, so another agency signing in on this tab never sees them. */
const draftKey = (userId: string) => `draft:post-job-agency:${userId}`;

/**
 * The saved draft, read defensively (it is the visitor's own storage), or null without one. It keeps
 * the form while the agency leaves the page (checkout opened in this tab, a session that ran out).
 * Uploaded files are kept by reference: an agency is signed in, so they are already stored.
 */
export function readAgencyDraft(userId: string): AgencyJobForm | null {
  const raw = readDraft(draftKey(userId));
  if (!raw || typeof raw !== 'object') return null;
  const stored = raw as Record<string, unknown>;
  return {
    ...restoreJobDetails(stored),
    photo: storedFile(stored.photo),
    // (A draft kept before posts took the profile's name may hold one: it is left behind.)
    websiteUrl: storedText(stored, 'websiteUrl') ?? '',
    logo: storedFile(stored.logo),
  };
}

export const writeAgencyDraft = (userId: string, values: AgencyJobForm) =>
  writeDraft(draftKey(userId), values);
export const clearAgencyDraft = (userId: string) => clearDraft(draftKey(userId));
