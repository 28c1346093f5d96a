import * as z from 'zod';
import { JOB_TYPE_VALUES } from '../domain/jobs.ts';
import { JOB_MESSAGES, type JobType } from './jobs-constants.ts';
import { fileRef } from './uploads.ts';

export * from './jobs-constants.ts';

const text = (message: string, max: number) =>
  z.string().trim().min(1, message).max(max, `Must be at most ${max} characters`);
const listOfNames = z.array(z.string().trim().min(1).max(40)).max(20);

/** The Job Details both job forms share (family and agency). */
export const jobDetailsShape = {
  jobTitle: text(JOB_MESSAGES.jobTitle, 120),
  location: text(JOB_MESSAGES.location, 100),
  startDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, JOB_MESSAGES.startDate),
  daysHours: text(JOB_MESSAGES.daysHours, 200),
  salary: text(JOB_MESSAGES.salary, 100),
  jobType: z.enum(JOB_TYPE_VALUES as [JobType, ...JobType[]], { error: JOB_MESSAGES.jobType }),
  jobTypeOther: z.string().trim().max(60),
  childrenAges: text(JOB_MESSAGES.childrenAges, 100),
  description: z
    .string()
    .trim()
    .min(10, JOB_MESSAGES.description)
    .max(4000, 'Must be at most 4000 characters'),
  selectedLanguages: listOfNames,
  selectedRequirements: listOfNames,
  photo: fileRef.nullable(),
  contactEmail: z.string().trim().email(JOB_MESSAGES.contactEmail).max(254),
  additionalComments: z.string().trim().max(2000, 'Must be at most 2000 characters'),
};

/** Choosing 'other' needs the 'Please specify' box. */
export const requireOtherType = (value: { jobType: string; jobTypeOther: string }, ctx: z.RefinementCtx) => {
  if (value.jobType === 'other' && !value.jobTypeOther)
    ctx.addIssue({ code: 'custom', path: ['jobTypeOther'], message: JOB_MESSAGES.jobTypeOther });
};

/** The family job form, as the page sends it to POST /jobs/family. */
export const familyJobInput = z
  .strictObject({ ...jobDetailsShape, discountCode: z.string().trim().max(40) })
  .superRefine(requireOtherType);
export type FamilyJobInput = z.infer<typeof familyJobInput>;

export const createJobResponse = z.object({
  jobId: z.string(),
  checkoutUrl: z.string(),
  amountPence: z.number(),
});

export const promoParams = z.strictObject({ code: z.string().trim().min(1).max(40) });
export const promoQuote = z.object({ code: z.string(), amountOffPence: z.number(), totalPence: z.number() });

export const verifyPaymentInput = z.strictObject({
  sessionId: z.string().regex(/^cs_[A-Za-z0-9_]{4,200}$/, 'Invalid session'),
});
export const verifyPaymentResponse = z.object({ jobId: z.string(), message: z.string() });

/** What the board shows of a job: never its contact email or owner. */
export const jobCard = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  location: z.string(),
  jobType: z.string(),
  jobTypeLabel: z.string(),
  posterType: z.enum(['family', 'agency']),
  posterLabel: z.string(),
  /** An agency's logo (a short-lived link), or null. */
  posterLogoUrl: z.string().nullable(),
  /** An agency's website, or null. */
  posterWebsite: z.string().nullable(),
  salaryText: z.string(),
  salaryDisplay: z.string(),
  daysHours: z.string(),
  childrenAges: z.string(),
  startDate: z.string(),
  languages: z.array(z.string()),
  requirements: z.array(z.string()),
  publishedAt: z.string(),
});
export type JobCard = z.infer<typeof jobCard>;

export const jobsQuery = z.strictObject({
  cursor: z.string().max(1000).optional(),
  limit: z.coerce.number().int().min(1).max(50).optional(),
  type: z.enum(JOB_TYPE_VALUES as [JobType, ...JobType[]]).optional(),
  location: z.string().trim().max(60).optional(),
});
export const jobsPage = z.object({ items: z.array(jobCard), nextCursor: z.string().nullable() });

export const jobIdParams = z.strictObject({ jobId: z.string().regex(/^[a-z0-9-]{8,64}$/, 'Unknown job') });
export const savedJobs = z.object({ jobIds: z.array(z.string()) });

export const applicationInput = z.strictObject({
  coverLetter: z
    .string()
    .trim()
    .min(1, 'Please add a comment for the family')
    .max(4000, 'Must be at most 4000 characters'),
  phone: z
    .string()
    .trim()
    .max(30)
    .regex(/^[0-9+() -]*$/, 'Enter a valid phone number'),
  cv: fileRef.nullable(),
});
export type ApplicationInput = z.infer<typeof applicationInput>;
export const applicationResponse = z.object({ applicationId: z.string(), status: z.literal('pending') });
