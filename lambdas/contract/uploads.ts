import * as z from 'zod';

/** Where uploads wait until a saved form attaches them (a lifecycle rule expires them), and where attached files live. */
export const PENDING_PREFIX = 'pending/';
export const FILES_PREFIX = 'files/';

/** Every upload is at most 5 MB. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

const PDF = 'application/pdf';
const DOC = 'application/msword';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const JPEG = 'image/jpeg';
const PNG = 'image/png';

/** What each kind of upload may be, by MIME type (checked again by magic bytes on the server). */
export const UPLOAD_TYPES = {
  'nanny-photo': [JPEG, PNG],
  'nanny-cv': [PDF, DOC, DOCX],
  'nanny-dbs': [JPEG, PNG],
  'nanny-reference': [PDF, DOC, DOCX],
  'job-photo': [JPEG, PNG],
  'application-cv': [PDF, DOC, DOCX],
  'agency-logo': [JPEG, PNG],
} as const satisfies Record<string, readonly string[]>;

export type UploadPurpose = keyof typeof UPLOAD_TYPES;
export const UPLOAD_PURPOSES = Object.keys(UPLOAD_TYPES) as UploadPurpose[];

/** The file picker's `accept` attribute for a purpose (extensions as well as types). */
export const UPLOAD_ACCEPT: Record<UploadPurpose, string> = {
  'nanny-photo': '.jpg,.jpeg,.png,image/jpeg,image/png',
  'nanny-cv': `.pdf,.doc,.docx,${PDF},${DOC},${DOCX}`,
  'nanny-dbs': '.jpg,.jpeg,.png,image/jpeg,image/png',
  'nanny-reference': `.pdf,.doc,.docx,${PDF},${DOC},${DOCX}`,
  'job-photo': '.jpg,.jpeg,.png,image/jpeg,image/png',
  'application-cv': `.pdf,.doc,.docx,${PDF},${DOC},${DOCX}`,
  'agency-logo': '.jpg,.jpeg,.png,image/jpeg,image/png',
};

/** Which account types may upload for each purpose. */
export const UPLOADERS: Record<UploadPurpose, readonly string[]> = {
  'nanny-photo': ['nanny'],
  'nanny-cv': ['nanny'],
  'nanny-dbs': ['nanny'],
  'nanny-reference': ['nanny'],
  'job-photo': ['family', 'agency'],
  'application-cv': ['nanny'],
  'agency-logo': ['agency'],
};

export const UPLOAD_MESSAGES = {
  title: 'File Upload Error',
  tooLarge: 'File size must be less than 5MB',
  typeNotAllowed: (type: string) => `File type ${type || 'unknown'} is not allowed`,
  empty: 'The file is empty',
  missing: 'The upload was not found. Please upload the file again.',
} as const;

export const isAllowedType = (purpose: UploadPurpose, type: string) =>
  (UPLOAD_TYPES[purpose] as readonly string[]).includes(type);

const fileName = z.string().trim().min(1).max(200);

/** Asks for a presigned POST to upload one file. */
export const createUploadRequest = z
  .strictObject({
    purpose: z.enum(UPLOAD_PURPOSES as [UploadPurpose, ...UploadPurpose[]]),
    fileName,
    contentType: z.string().trim().min(1).max(200),
    size: z.number().int().min(1, UPLOAD_MESSAGES.empty),
  })
  .superRefine((value, ctx) => {
    if (value.size > MAX_UPLOAD_BYTES)
      ctx.addIssue({ code: 'custom', path: ['size'], message: UPLOAD_MESSAGES.tooLarge });
    if (!isAllowedType(value.purpose, value.contentType))
      ctx.addIssue({
        code: 'custom',
        path: ['contentType'],
        message: UPLOAD_MESSAGES.typeNotAllowed(value.contentType),
      });
  });
export type CreateUploadRequest = z.infer<typeof createUploadRequest>;

export const createUploadResponse = z.object({
  key: z.string(),
  url: z.string(),
  fields: z.record(z.string(), z.string()),
  expiresAt: z.string(),
});
export type CreateUploadResponse = z.infer<typeof createUploadResponse>;

/** Asks the server to check an uploaded file now, so a bad one is reported at once. */
export const checkUploadRequest = z.strictObject({
  key: z.string().min(1).max(300),
  purpose: z.enum(UPLOAD_PURPOSES as [UploadPurpose, ...UploadPurpose[]]),
});
export const checkUploadResponse = z.object({ key: z.string(), contentType: z.string(), size: z.number() });

/** A file attached to something: the key the upload gave (or the one already attached) and its name. */
export const fileRef = z.strictObject({ key: z.string().min(1).max(300), name: fileName });
export type FileRef = z.infer<typeof fileRef>;
