import * as z from 'zod/mini';
import './zod-locale.ts';
import {
  isAllowedType,
  MAX_UPLOAD_BYTES,
  UPLOAD_MESSAGES,
  UPLOAD_PURPOSES,
  type UploadPurpose,
} from './uploads-constants.ts';

export * from './uploads-constants.ts';

const fileName = z.string().check(z.trim(), z.minLength(1), z.maxLength(200));

/**
 * An object key as the server issues them: pending/<user>/<purpose>/<uuid> for an upload, files/<owner>/…
 * once attached (ids and names of letters, digits, '.', '-' and '_'). Anything else is refused here,
 * before it reaches S3: a copy source with other characters is not even a valid header.
 */
const uploadKey = z
  .string()
  .check(
    z.minLength(1),
    z.maxLength(300),
    z.regex(/^(pending|files)(\/[A-Za-z0-9._-]+)+$/, UPLOAD_MESSAGES.missing),
  );

/** Asks for a presigned POST to upload one file. */
export const createUploadRequest = z
  .strictObject({
    purpose: z.enum(UPLOAD_PURPOSES as [UploadPurpose, ...UploadPurpose[]]),
    fileName,
    contentType: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
    size: z.number().check(z.int(), z.minimum(1, UPLOAD_MESSAGES.empty)),
  })
  .check(
    z.superRefine((value, ctx) => {
      if (value.size > MAX_UPLOAD_BYTES)
        ctx.addIssue({ code: 'custom', path: ['size'], message: UPLOAD_MESSAGES.tooLarge });
      if (!isAllowedType(value.purpose, value.contentType))
        ctx.addIssue({
          code: 'custom',
          path: ['contentType'],
          message: UPLOAD_MESSAGES.typeNotAllowed(value.contentType),
        });
    }),
  );
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
  key: uploadKey,
  purpose: z.enum(UPLOAD_PURPOSES as [UploadPurpose, ...UploadPurpose[]]),
});
export const checkUploadResponse = z.object({ key: z.string(), contentType: z.string(), size: z.number() });

/** A file attached to something: the key the upload gave (or the one already attached) and its name. */
export const fileRef = z.strictObject({
  key: uploadKey,
  name: fileName,
});
export type FileRef = z.infer<typeof fileRef>;
