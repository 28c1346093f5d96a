import type { NannyProfileInput } from '@contract/nanny.ts';
import { readDraft } from '@/features/job-posting/draft.ts';

/** The form's fields when nothing is filled in yet. */
export const EMPTY: NannyProfileInput = {
  fullName: '',
  location: '',
  postcode: '',
  lookingFor: [],
  availableFrom: null,
  yearsExperience: Number.NaN,
  email: '',
  bio: '',
  skills: [],
  languages: [],
  drivingLicense: false,
  willingToTravel: false,
  activelyLooking: true,
  hourlyRateMin: null,
  hourlyRateMax: null,
  additionalComments: '',
  photo: null,
  cv: null,
  dbs: null,
  references: [],
};

/**
 * What she has typed and not saved yet, kept for the tab (sessionStorage) under her account: a reload,
 * a failed save or signing in again loses nothing. It belongs to the version of the profile it was typed
 * over (`basis`: its `updatedAt`, or 'new'), so a profile saved elsewhere since is not overwritten by it.
 */
export interface ProfileDraft {
  basis: string;
  values: NannyProfileInput;
}
export const draftKey = (userId: string) => `nanny-profile-draft:${userId}`;

export function readProfileDraft(userId: string, basis: string): NannyProfileInput | null {
  const draft = readDraft(draftKey(userId)) as Partial<ProfileDraft> | null;
  if (!draft || draft.basis !== basis || typeof draft.values !== 'object' || draft.values === null)
    return null;
  // Whatever the stored draft holds, the form starts from a whole set of fields.
  return { ...EMPTY, ...draft.values };
}
