import * as z from 'zod/mini';
import { schema } from './schema.ts';
import './zod-locale.ts';
import {
  isAllowedType,
  MAX_UPLOAD_BYTES,
  UPLOAD_MESSAGES,
  UPLOAD_PURPOSES,
  type UploadPurpose,
} from './uploads-constants.ts';
import { parseUploadKey } from './upload-keys.ts';

export * from './uploads-constants.ts';

const fileName = /* @__PURE__ */ schema(() => z.string().check(z.trim(), z.minLength(1), z.maxLength(200)));

/**
 * An object key in a shape the server issues (upload-keys.ts): pending/<user>/<purpose>/<id> for an
 * upload, files/<owner>/<purpose>/<id> once attached, every part an id. Anything else ('.' or '..'
 * segments, escapes, other characters) is refused here, before it reaches S3. Whose key it is, is
 * checked where it is used.
 */
const uploadKey = /* @__PURE__ */ schema(() =>
  z.string().check(
    z.minLength(1),
    z.maxLength(400),
    z.refine((key) => parseUploadKey(key) !== null, UPLOAD_MESSAGES.missing),
  ),
);

/** Asks for a presigned POST to upload one file. */
export const createUploadRequest = /* @__PURE__ */ schema(() =>
  z
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
            message: UPLOAD_MESSAGES.typeNotAllowed(value.purpose),
          });
      }),
    ),
);
export type CreateUploadRequest = z.infer<typeof createUploadRequest>;

export const createUploadResponse = /* @__PURE__ */ schema(() =>
  z.object({
    key: z.string(),
    url: z.string(),
    fields: z.record(z.string(), z.string()),
    expiresAt: z.string(),
  }),
);
export type CreateUploadResponse = z.infer<typeof createUploadResponse>;

/** Asks the server to check an uploaded file now, so a bad one is reported at once. */
export const checkUploadRequest = /* @__PURE__ */ schema(() =>
  z.strictObject({
    key: uploadKey,
    purpose: z.enum(UPLOAD_PURPOSES as [UploadPurpose, ...UploadPurpose[]]),
  }),
);
export const checkUploadResponse = /* @__PURE__ */ schema(() =>
  z.object({ key: z.string(), contentType: z.string(), size: z.number() }),
);

/** A file attached to something: the key the upload gave (or the one already attached) and its name. */
export const fileRef = /* @__PURE__ */ schema(() =>
  z.strictObject({
    key: uploadKey,
    name: fileName,
  }),
);
export type FileRef = z.infer<typeof fileRef>;

/** A file as the server answers it (keys stored before today's key rules included). */
export const storedFileRef = /* @__PURE__ */ schema(() => z.object({ key: z.string(), name: z.string() }));
