import * as z from 'zod/mini';
import { responsivenessViewSchema } from './responsiveness.ts';
import { schema } from './schema.ts';
import './zod-locale.ts';
import { dayField } from './day-field.ts';
import { commaList, queryFlag } from './query-params.ts';
import {
  CANDIDATE_LEVELS,
  CONTACT_MESSAGES,
  firstNameOnly,
  NANNY_MESSAGES,
  SKILLS,
} from './nanny-constants.ts';
import { JOB_SEARCH_MESSAGES, jobSearchQuery } from './job-search.ts';
import { placeView } from './place-view.ts';
import { JOB_TYPE_VALUES, type JobType } from './jobs-constants.ts';
import { postcodeField } from './postcode-field.ts';
import { pagingQuery } from './paging.ts';
import { fileRef, storedFileRef } from './uploads.ts';
import { publicVerification } from './verification.ts';
import { optionalWeek, weekdaysQuery, weekInput } from './week.ts';

export * from './nanny-constants.ts';

const rate = /* @__PURE__ */ schema(() =>
  z
    .number()
    .check(
      z.minimum(1, 'Enter an hourly rate of at least £1'),
      z.maximum(200, 'Enter an hourly rate up to £200'),
    ),
);

/** The profile a nanny submits from /create-profile (new or edited). */
export const nannyProfileInput = /* @__PURE__ */ schema(() =>
  z
    .strictObject({
      fullName: z
        .string()
        .check(z.trim(), z.minLength(1, NANNY_MESSAGES.fullName), z.maxLength(100, 'Full name is too long')),
      location: z
        .string()
        .check(z.trim(), z.minLength(1, NANNY_MESSAGES.location), z.maxLength(100, 'Location is too long')),
      /** Where she lives: a full postcode or its district; only the district is kept. */
      postcode: postcodeField,
      /** The kinds of job she is looking for (none given: any). */
      lookingFor: z.optional(
        z
          .array(z.enum(JOB_TYPE_VALUES as [JobType, ...JobType[]]))
          .check(z.maxLength(JOB_TYPE_VALUES.length)),
      ),
      /** The day she can start a new job (none given: not said). */
      availableFrom: z.optional(z.nullable(dayField(NANNY_MESSAGES.availableFrom))),
      /** Her usual week: the parts of each day she is free to work (none given, or none ticked: not said). */
      availability: optionalWeek,
      yearsExperience: z
        .number({ error: NANNY_MESSAGES.experience })
        .check(
          z.int('Enter whole years'),
          z.minimum(0, NANNY_MESSAGES.experience),
          z.maximum(60, 'Enter your years of experience (up to 60)'),
        ),
      email: z
        .string()
        .check(
          z.trim(),
          z.minLength(1, NANNY_MESSAGES.emailRequired),
          z.email(NANNY_MESSAGES.emailFormat),
          z.maxLength(254),
        ),
      bio: z
        .string()
        .check(
          z.trim(),
          z.minLength(10, NANNY_MESSAGES.bio),
          z.maxLength(2000, 'Bio must be at most 2000 characters'),
        ),
      skills: z.array(z.enum(SKILLS)).check(z.maxLength(SKILLS.length)),
      languages: z
        .array(z.string().check(z.trim(), z.minLength(1), z.maxLength(40)))
        .check(z.maxLength(20, 'Choose at most 20 languages')),
      drivingLicense: z.boolean(),
      willingToTravel: z.boolean(),
      activelyLooking: z.boolean(),
      hourlyRateMin: z.nullable(rate),
      hourlyRateMax: z.nullable(rate),
      additionalComments: z
        .string()
        .check(z.trim(), z.maxLength(2000, 'Comments must be at most 2000 characters')),
      photo: z.nullable(fileRef),
      cv: z.nullable(fileRef),
      dbs: z.nullable(fileRef),
      references: z.array(fileRef).check(z.maxLength(5, 'Upload at most 5 references')),
    })
    .check(
      z.superRefine((value, ctx) => {
        if (
          value.hourlyRateMin !== null &&
          value.hourlyRateMax !== null &&
          value.hourlyRateMin > value.hourlyRateMax
        )
          ctx.addIssue({ code: 'custom', path: ['hourlyRateMax'], message: NANNY_MESSAGES.rateOrder });
        if (!value.cv) ctx.addIssue({ code: 'custom', path: ['cv'], message: NANNY_MESSAGES.cv });
      }),
    ),
);
export type NannyProfileInput = z.infer<typeof nannyProfileInput>;

/** The nanny's own profile, as she edits it. */
export const ownNannyProfile = /* @__PURE__ */ schema(() =>
  z.object({
    id: z.string(),
    fullName: z.string(),
    location: z.string(),
    /** Her postcode district, or empty for a profile saved before districts were asked for. */
    postcode: z.string(),
    lookingFor: z.array(z.string()),
    availableFrom: z.nullable(z.string()),
    /** Her usual week, or null: not said. */
    availability: z.nullable(weekInput),
    yearsExperience: z.number(),
    email: z.string(),
    bio: z.string(),
    skills: z.array(z.string()),
    languages: z.array(z.string()),
    drivingLicense: z.boolean(),
    willingToTravel: z.boolean(),
    activelyLooking: z.boolean(),
    hourlyRateMin: z.nullable(z.number()),
    hourlyRateMax: z.nullable(z.number()),
    additionalComments: z.string(),
    photo: z.nullable(storedFileRef),
    cv: z.nullable(storedFileRef),
    dbs: z.nullable(storedFileRef),
    references: z.array(storedFileRef),
    /** Her level and the checks still current, as families see them. */
    verification: publicVerification,
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
);
export type OwnNannyProfile = z.infer<typeof ownNannyProfile>;

/**
 * A nanny's name as it leaves the server for anyone but her: her first name only, whatever the service
 * handed over (a full name is cut to its first word on the way out), so no answer can carry a surname.
 */
export const shownFirstName = /* @__PURE__ */ schema(() => z.pipe(z.string(), z.transform(firstNameOnly)));

/** What the public sees of a nanny: the candidate card, and nothing more. */
export const candidateCard = /* @__PURE__ */ schema(() =>
  z.object({
    id: z.string(),
    firstName: shownFirstName,
    initials: z.string(),
    /** A short-lived link to her photo, when she uploaded one; otherwise the card shows her initial. */
    photoUrl: z.nullable(z.string()),
    location: z.string(),
    /** Her postcode district (`SW4`), or null for a profile saved before districts were asked for. */
    postcodeDistrict: z.nullable(z.string()),
    /** Plain text with paragraphs (line breaks), to be shown as text, never as HTML. */
    bio: z.string(),
    yearsExperience: z.number(),
    hourlyRateMin: z.nullable(z.number()),
    hourlyRateMax: z.nullable(z.number()),
    drivingLicense: z.boolean(),
    willingToTravel: z.boolean(),
    skills: z.array(z.string()),
    languages: z.array(z.string()),
    /** The kinds of job she is looking for (empty: not said). */
    lookingFor: z.array(z.string()),
    /** The day she can start (null: not said). */
    availableFrom: z.nullable(z.string()),
    /** The parts of each day she is free to work (null: not said). */
    availability: z.nullable(weekInput),
    /** Her level and "What we checked": computed from the checks still current today. */
    verification: publicVerification,
    rating: z.number(),
    totalReviews: z.number(),
    hasCv: z.boolean(),
    /** How quickly she answers families and whether she turns up, when cases make it up (else null). */
    responsiveness: z.optional(z.nullable(responsivenessViewSchema)),
  }),
);
export type CandidateCard = z.infer<typeof candidateCard>;

/**
 * The candidates page's filters (`?place=SW4&nearby=1&skills=SEN,First Aid&languages=Spanish&driving=1
 * &level=verified&ofsted=1&lookingFor=live-out&availableBy=2027-01-31&days=mon,tue`): where she lives (a district, a
 * full postcode or an area; with `nearby`, the district's whole area), skills she lists (all of them),
 * languages she speaks (all of them), a driving licence, her verification level today (at least), a
 * check of the Ofsted Childcare Register we recorded that still counts today, the kind of job she is
 * looking for, that she is free to start by a day, and that her usual week has her free on every one of
 * the days named (some part of each). Read by domain/candidate-search.ts.
 */
export const candidatesQuery = /* @__PURE__ */ schema(() =>
  z.strictObject({
    ...pagingQuery,
    place: jobSearchQuery.place,
    nearby: queryFlag,
    radius: jobSearchQuery.radius,
    skills: commaList(z.enum(SKILLS), SKILLS.length),
    languages: commaList(z.string().check(z.minLength(1), z.maxLength(40)), 10),
    driving: queryFlag,
    level: z.optional(z.enum(CANDIDATE_LEVELS)),
    ofsted: queryFlag,
    lookingFor: z.optional(z.enum(JOB_TYPE_VALUES as [JobType, ...JobType[]])),
    availableBy: z.optional(dayField(JOB_SEARCH_MESSAGES.startBy)),
    days: weekdaysQuery,
  }),
);
export type CandidatesQuery = z.output<typeof candidatesQuery>;

export const candidatesPage = /* @__PURE__ */ schema(() =>
  z.object({
    items: z.array(candidateCard),
    nextCursor: z.nullable(z.string()),
    /** How the place filtered by was read (absent with no place). */
    place: z.optional(placeView),
  }),
);
export type CandidatesPage = z.infer<typeof candidatesPage>;

export const nannyIdParams = /* @__PURE__ */ schema(() =>
  z.strictObject({
    nannyId: z.string().check(z.regex(/^[a-z0-9-]{8,64}$/, 'Unknown nanny')),
  }),
);

export const cvLinkResponse = /* @__PURE__ */ schema(() =>
  z.object({ url: z.string(), fileName: z.string(), expiresAt: z.string() }),
);

export const contactInput = /* @__PURE__ */ schema(() =>
  z.strictObject({
    senderName: z
      .string()
      .check(z.trim(), z.minLength(2, CONTACT_MESSAGES.senderName), z.maxLength(100, 'Name is too long')),
    senderEmail: z.string().check(z.trim(), z.email(CONTACT_MESSAGES.senderEmail), z.maxLength(254)),
    subject: z
      .string()
      .check(
        z.trim(),
        z.minLength(5, CONTACT_MESSAGES.subject),
        z.maxLength(150, 'Subject must be at most 150 characters'),
      ),
    message: z
      .string()
      .check(
        z.trim(),
        z.minLength(10, CONTACT_MESSAGES.message),
        z.maxLength(5000, 'Message must be at most 5000 characters'),
      ),
  }),
);
export type ContactInput = z.infer<typeof contactInput>;
