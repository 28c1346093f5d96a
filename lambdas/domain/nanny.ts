import type { CandidateCard, NannyProfileInput, OwnNannyProfile } from '../contract/nanny.ts';
import { districtOf } from '../contract/postcode.ts';
import type { FileRef } from '../contract/uploads.ts';
import type { sanitiseProfileText } from './nanny-text.ts';
import type { Week } from '../contract/week-constants.ts';
import { responsivenessView, type StoredResponsiveness } from '../contract/responsiveness-constants.ts';
import { londonDay } from '../contract/uk-day.ts';
import { EMPTY_TRUST, publicVerification, type TrustSummary } from './verification.ts';

/** A nanny's profile as stored. Email, surname and files never leave the server except to her. */
export interface NannyProfile {
  id: string;
  userId: string;
  fullName: string;
  location: string;
  /** Her postcode district (`SW4`); null for a profile saved before districts were asked for. */
  postcodeDistrict: string | null;
  /** The kinds of job she is looking for (job type values; empty: not said). */
  lookingFor: string[];
  /** The day she can start (`YYYY-MM-DD`; null: not said). */
  availableFrom: string | null;
  /** Her usual week: the parts of each day she is free to work (null: not said; never an empty week). */
  availability: Week | null;
  yearsExperience: number;
  email: string;
  bio: string;
  skills: string[];
  languages: string[];
  drivingLicense: boolean;
  willingToTravel: boolean;
  activelyLooking: boolean;
  hourlyRateMin: number | null;
  hourlyRateMax: number | null;
  additionalComments: string;
  photo: FileRef | null;
  cv: FileRef | null;
  dbs: FileRef | null;
  references: FileRef[];
  /** The average of her visible reviews' ratings to one decimal (0 with none), and their count and sum:
   * kept by each review's transaction (domain/reviews.ts), carried through her own edits unchanged. */
  rating: number;
  totalReviews: number;
  /** The checks recorded by moderators that still stand (domain/verification.ts), and its version. */
  trust: TrustSummary;
  trustVersion: number;
  ratingSum: number;
  /**
   * How quickly she answers families and whether she turns up (contract/responsiveness-constants.ts),
   * written by the product from her response record, never by her edits, with its version: absent
   * while nothing has been written.
   */
  responsiveness?: StoredResponsiveness | null;
  responsivenessVersion?: number;
  /** When the record it was written from was read: an older reading never replaces it. */
  responsivenessAt?: string;
  /** Hidden by a moderator while a report is resolved. */
  hidden: boolean;
  /** Her account's deletion has started: she has left every list and reaches nobody. */
  deleting?: boolean;
  createdAt: string;
  updatedAt: string;
}

export const firstName = (fullName: string) => fullName.trim().split(/\s+/)[0] ?? '';

/** The avatar shows the first name's initial only: a surname's initial is part of the surname. */
export const initials = (fullName: string) => firstName(fullName).charAt(0).toUpperCase();

/** The files a profile holds: photo, CV, DBS certificate and references. */
export const profileFiles = (p: NannyProfile | null): FileRef[] =>
  p ? [p.photo, p.cv, p.dbs, ...p.references].filter((f): f is FileRef => f !== null) : [];

/**
 * The profile a save stores: her form (its text sanitised, its files as accepted) over what only others
 * may change. Her reviews' aggregate, her checks and a moderator's hiding are carried through as read.
 */
export function profileToSave(save: {
  id: string;
  userId: string;
  text: ReturnType<typeof sanitiseProfileText>;
  form: NannyProfileInput;
  files: Pick<NannyProfile, 'photo' | 'cv' | 'dbs' | 'references'>;
  previous: NannyProfile | null;
  /** ISO time of the save. */
  now: string;
}): NannyProfile {
  const { form, previous, now } = save;
  return {
    id: save.id,
    userId: save.userId,
    ...save.text,
    // The contract refused anything that is not a UK postcode or district.
    postcodeDistrict: districtOf(form.postcode)!.district,
    lookingFor: [...new Set(form.lookingFor ?? [])],
    availableFrom: form.availableFrom ?? null,
    // The contract reads a week with nothing ticked as not said.
    availability: form.availability ?? null,
    yearsExperience: form.yearsExperience,
    email: form.email.toLowerCase(),
    drivingLicense: form.drivingLicense,
    willingToTravel: form.willingToTravel,
    activelyLooking: form.activelyLooking,
    hourlyRateMin: form.hourlyRateMin,
    hourlyRateMax: form.hourlyRateMax,
    ...save.files,
    // Her reviews' aggregate is theirs to keep, carried through as read (saveNanny holds it to that).
    rating: previous?.rating ?? 0,
    totalReviews: previous?.totalReviews ?? 0,
    ratingSum: previous?.ratingSum ?? 0,
    // Her checks are moderators' records: an edit carries them as they were (a new certificate
    // upload is checked when she asks for it, on /account/verification).
    trust: previous?.trust ?? EMPTY_TRUST,
    trustVersion: previous?.trustVersion ?? 0,
    // Her responsiveness is the product's reading of her record: carried as read (saveNanny holds it to that).
    ...(previous?.responsivenessVersion
      ? {
          responsiveness: previous.responsiveness ?? null,
          responsivenessVersion: previous.responsivenessVersion,
          ...(previous.responsivenessAt ? { responsivenessAt: previous.responsivenessAt } : {}),
        }
      : {}),
    hidden: previous?.hidden ?? false,
    createdAt: previous?.createdAt ?? now,
    updatedAt: now,
  };
}

/**
 * Sort key for the candidates list: rating (0.00–5.00) as fixed-width digits, then newest first
 * within a rating, then the id so keys are unique. Read in descending order.
 */
export function candidateSortKey(profile: Pick<NannyProfile, 'rating' | 'createdAt' | 'id'>): string {
  const rating = Math.round(Math.min(5, Math.max(0, profile.rating)) * 100)
    .toString()
    .padStart(3, '0');
  return `${rating}#${profile.createdAt}#${profile.id}`;
}

/**
 * The public card: first name only, no email, phone, surname or document keys. Her photo comes as a
 * short-lived link (signed by the caller, for a listed profile only), or null for the initials avatar.
 * Her level and checks are those still current at `now`, and her responsiveness is shown only while it
 * holds on that day (London): after that, nothing, until the product writes it again.
 */
export function toCandidateCard(profile: NannyProfile, photoUrl: string | null, now: Date): CandidateCard {
  return {
    id: profile.id,
    firstName: firstName(profile.fullName),
    initials: initials(profile.fullName),
    photoUrl,
    location: profile.location,
    postcodeDistrict: profile.postcodeDistrict,
    bio: profile.bio,
    yearsExperience: profile.yearsExperience,
    hourlyRateMin: profile.hourlyRateMin,
    hourlyRateMax: profile.hourlyRateMax,
    drivingLicense: profile.drivingLicense,
    willingToTravel: profile.willingToTravel,
    skills: profile.skills,
    languages: profile.languages,
    lookingFor: profile.lookingFor,
    availableFrom: profile.availableFrom,
    availability: profile.availability,
    verification: publicVerification(profile.trust, now),
    rating: profile.rating,
    totalReviews: profile.totalReviews,
    hasCv: profile.cv !== null,
    responsiveness: responsivenessView(profile.responsiveness, londonDay(now)),
  };
}

/** Her own profile as she edits it: the district in the postcode field, her checks as families see them. */
export function toOwnProfile(profile: NannyProfile, now: Date): OwnNannyProfile {
  const {
    userId: _user,
    rating: _rating,
    totalReviews: _reviews,
    ratingSum: _sum,
    trust,
    trustVersion: _version,
    hidden: _hidden,
    deleting: _deleting,
    postcodeDistrict,
    ...own
  } = profile;
  return { ...own, postcode: postcodeDistrict ?? '', verification: publicVerification(trust, now) };
}
