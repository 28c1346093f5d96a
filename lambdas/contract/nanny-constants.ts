/**
 * The nanny contract's texts and enumerations, without its schemas: pages that only show them (the nanny
 * list, its cards) import this module and do not download the schema library. nanny.ts re-exports all of it.
 */

export { CONTACT_MESSAGES, defaultContactSubject, NANNY_MESSAGES } from './nanny-messages.ts';

export const SKILLS = [
  'Newborns',
  'Twins',
  'SEN',
  'Rota',
  'Montessori',
  'First Aid',
  'Swimming',
  'Music',
  'Art & Crafts',
  'Homework Help',
  'Sleep Training',
  'Potty Training',
] as const;
export type Skill = (typeof SKILLS)[number];

export const LANGUAGES = [
  'English',
  'Spanish',
  'French',
  'German',
  'Italian',
  'Mandarin',
  'Arabic',
  'Portuguese',
  'Russian',
  'Japanese',
] as const;

/** The verification levels the candidates page filters by: at least this one, as computed today. */
export const CANDIDATE_LEVELS = ['basic', 'verified', 'premium'] as const;
export type CandidateLevel = (typeof CANDIDATE_LEVELS)[number];

/** What a poster's applicant list keeps of an application whose nanny deleted her account. */
export const DELETED_APPLICANT = 'Deleted user';

/**
 * What families, agencies and the public read of a nanny's name: her first name only, as Create Profile
 * promises ('Rosa Martínez Lopez' → 'Rosa'). Only she, and moderators checking her identity, read more.
 * The list's 'Deleted user' stays as it is.
 */
export function firstNameOnly(name: string): string {
  const trimmed = name.trim();
  if (trimmed === DELETED_APPLICANT) return trimmed;
  return trimmed.split(/\s+/)[0] ?? '';
}

export const RATE_LIMIT = { submissions: 3, windowSeconds: 60 } as const;
export const MAX_CANDIDATE_SKILLS_SHOWN = 4;
