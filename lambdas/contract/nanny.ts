import * as z from 'zod';
import { CONTACT_MESSAGES, NANNY_MESSAGES, SKILLS } from './nanny-constants.ts';
import { fileRef } from './uploads.ts';

export * from './nanny-constants.ts';

const rate = z
  .number()
  .min(1, 'Enter an hourly rate of at least £1')
  .max(200, 'Enter an hourly rate up to £200');

/** The profile a nanny submits from /create-profile (new or edited). */
export const nannyProfileInput = z
  .strictObject({
    fullName: z.string().trim().min(1, NANNY_MESSAGES.fullName).max(100, 'Full name is too long'),
    location: z.string().trim().min(1, NANNY_MESSAGES.location).max(100, 'Location is too long'),
    yearsExperience: z
      .number({ error: NANNY_MESSAGES.experience })
      .int('Enter whole years')
      .min(0, NANNY_MESSAGES.experience)
      .max(60, 'Enter your years of experience (up to 60)'),
    email: z.string().trim().min(1, NANNY_MESSAGES.emailRequired).email(NANNY_MESSAGES.emailFormat).max(254),
    bio: z.string().trim().min(10, NANNY_MESSAGES.bio).max(2000, 'Bio must be at most 2000 characters'),
    skills: z.array(z.enum(SKILLS)).max(SKILLS.length),
    languages: z.array(z.string().trim().min(1).max(40)).max(20, 'Choose at most 20 languages'),
    drivingLicense: z.boolean(),
    willingToTravel: z.boolean(),
    activelyLooking: z.boolean(),
    hourlyRateMin: rate.nullable(),
    hourlyRateMax: rate.nullable(),
    additionalComments: z.string().trim().max(2000, 'Comments must be at most 2000 characters'),
    photo: fileRef.nullable(),
    cv: fileRef.nullable(),
    dbs: fileRef.nullable(),
    references: z.array(fileRef).max(5, 'Upload at most 5 references'),
  })
  .superRefine((value, ctx) => {
    if (
      value.hourlyRateMin !== null &&
      value.hourlyRateMax !== null &&
      value.hourlyRateMin > value.hourlyRateMax
    )
      ctx.addIssue({ code: 'custom', path: ['hourlyRateMax'], message: NANNY_MESSAGES.rateOrder });
    if (!value.cv) ctx.addIssue({ code: 'custom', path: ['cv'], message: NANNY_MESSAGES.cv });
  });
export type NannyProfileInput = z.infer<typeof nannyProfileInput>;

/** The nanny's own profile, as she edits it. */
export const ownNannyProfile = z.object({
  id: z.string(),
  fullName: z.string(),
  location: z.string(),
  yearsExperience: z.number(),
  email: z.string(),
  bio: z.string(),
  skills: z.array(z.string()),
  languages: z.array(z.string()),
  drivingLicense: z.boolean(),
  willingToTravel: z.boolean(),
  activelyLooking: z.boolean(),
  hourlyRateMin: z.number().nullable(),
  hourlyRateMax: z.number().nullable(),
  additionalComments: z.string(),
  photo: fileRef.nullable(),
  cv: fileRef.nullable(),
  dbs: fileRef.nullable(),
  references: z.array(fileRef),
  dbsVerified: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OwnNannyProfile = z.infer<typeof ownNannyProfile>;

/** What the public sees of a nanny: the candidate card, and nothing more. */
export const candidateCard = z.object({
  id: z.string(),
  firstName: z.string(),
  initials: z.string(),
  location: z.string(),
  bio: z.string(),
  yearsExperience: z.number(),
  hourlyRateMin: z.number().nullable(),
  hourlyRateMax: z.number().nullable(),
  drivingLicense: z.boolean(),
  willingToTravel: z.boolean(),
  skills: z.array(z.string()),
  dbsVerified: z.boolean(),
  rating: z.number(),
  totalReviews: z.number(),
  hasCv: z.boolean(),
});
export type CandidateCard = z.infer<typeof candidateCard>;

export const candidatesQuery = z.strictObject({
  cursor: z.string().max(1000).optional(),
  limit: z.coerce.number().int().min(1).max(50).optional(),
});

export const candidatesPage = z.object({ items: z.array(candidateCard), nextCursor: z.string().nullable() });
export type CandidatesPage = z.infer<typeof candidatesPage>;

export const nannyIdParams = z.strictObject({
  nannyId: z.string().regex(/^[a-z0-9-]{8,64}$/, 'Unknown nanny'),
});

export const cvLinkResponse = z.object({ url: z.string(), fileName: z.string(), expiresAt: z.string() });

export const contactInput = z.strictObject({
  senderName: z.string().trim().min(2, CONTACT_MESSAGES.senderName).max(100, 'Name is too long'),
  senderEmail: z.string().trim().email(CONTACT_MESSAGES.senderEmail).max(254),
  subject: z
    .string()
    .trim()
    .min(5, CONTACT_MESSAGES.subject)
    .max(150, 'Subject must be at most 150 characters'),
  message: z
    .string()
    .trim()
    .min(10, CONTACT_MESSAGES.message)
    .max(5000, 'Message must be at most 5000 characters'),
});
export type ContactInput = z.infer<typeof contactInput>;
