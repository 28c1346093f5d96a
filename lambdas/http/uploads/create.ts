import { createUploadRequest, createUploadResponse, UPLOADERS } from '../../contract/uploads.ts';
import { presignUpload } from '../../data/files.ts';
import { forbidden, rateLimited } from '../../platform/errors.ts';
import { consumeRateLimit } from '../../data/rate-limits.ts';

const UPLOADS_PER_HOUR = { limit: 40, windowSeconds: 60 * 60 };
import { httpHandler } from '../../platform/http.ts';

/** A presigned POST for one file, straight from the browser to S3. */
export const handler = httpHandler(
  { auth: 'user', body: createUploadRequest, response: createUploadResponse },
  async ({ principal, body }) => {
    if (!principal.userType || !UPLOADERS[body.purpose].includes(principal.userType))
      throw forbidden('Your account type cannot upload this kind of file.');
    const allowed = await consumeRateLimit({ scope: 'upload', subject: principal.id, ...UPLOADS_PER_HOUR });
    if (!allowed) throw rateLimited('You have uploaded many files in the last hour. Please try again later.');
    return presignUpload(principal.id, body.purpose, body.contentType);
  },
);
