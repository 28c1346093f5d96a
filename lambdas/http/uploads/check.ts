import { checkPendingUpload } from '../../data/files.ts';
import { uploadsCheck } from '../../contract/routes/uploads.ts';
import { httpHandler } from '../handler.ts';

/** Checks a just-uploaded file by size and magic bytes, so a bad one is reported (and deleted) at once. */
export const handler = httpHandler(uploadsCheck, async ({ principal, body }) =>
  checkPendingUpload(body.key, principal.id, body.purpose),
);
