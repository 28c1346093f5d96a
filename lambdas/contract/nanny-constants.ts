/**
 * The nanny contract's texts and enumerations, without its schemas: pages that only show them (the nanny
 * list, its cards) import this module and do not download the schema library. nanny.ts re-exports all of it.
 */

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

export const NANNY_MESSAGES = {
  fullName: 'Full name is required',
  location: 'Location is required',
  bio: 'Bio must be at least 10 characters',
  experience: 'Years of experience is required',
  emailRequired: 'Valid email is required',
  emailFormat: 'Invalid email format',
  cv: 'Please upload your CV',
  emailMustMatch: 'Use the email address you signed in with; messages from families are sent there.',
  rateOrder: 'The lowest rate cannot be more than the highest',
  availableFrom: 'Enter the date you can start',
  tooManyAttempts: 'Too Many Attempts: Please wait a minute before submitting again.',
} as const;

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

export const CONTACT_MESSAGES = {
  senderName: 'Name must be at least 2 characters',
  senderEmail: 'Please enter a valid email address',
  subject: 'Subject must be at least 5 characters',
  message: 'Message must be at least 10 characters',
  sent: 'Message Sent!',
  failed:
    'Failed to Send Message: There was an error sending your message. Please try again or contact support.',
  throttled: 'You have sent several messages in a short time. Please wait a while before sending another.',
  /** Not the spec's: a nanny signed in who wrote to her own card. */
  self: 'This is your own profile: you cannot send it a message.',
} as const;

export const defaultContactSubject = (firstName: string) =>
  `Inquiry about childcare services from ${firstName}`;
