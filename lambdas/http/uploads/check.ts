import { checkUploadRequest, checkUploadResponse, UPLOAD_MESSAGES } from '../../contract/uploads.ts';
import { pendingPrefix, verifyObject } from '../../data/files.ts';
import { badRequest } from '../../platform/errors.ts';
import { httpHandler } from '../../platform/http.ts';

/** Checks a just-uploaded file by size and magic bytes, so a bad one is reported (and deleted) at once. */
export const handler = httpHandler(
  { auth: 'user', body: checkUploadRequest, response: checkUploadResponse },
  async ({ principal, body }) => {
    if (!body.key.startsWith(pendingPrefix(principal.id, body.purpose)))
      throw badRequest(UPLOAD_MESSAGES.missing, { key: UPLOAD_MESSAGES.missing });
    return verifyObject(body.key, body.purpose, 'file');
  },
);
