import { createUploadRequest, createUploadResponse } from '../../contract/uploads.ts';
import { presignUpload } from '../../data/files.ts';
import { forbidden } from '../../platform/errors.ts';
import { httpHandler } from '../../platform/http.ts';

/** A presigned POST for one file, straight from the browser to S3. */
export const handler = httpHandler(
  { auth: 'user', body: createUploadRequest, response: createUploadResponse },
  async ({ principal, body }) => {
    if (body.purpose.startsWith('nanny-') && principal.userType !== 'nanny')
      throw forbidden('Only nanny accounts can upload profile documents.');
    return presignUpload(principal.id, body.purpose, body.contentType);
  },
);
