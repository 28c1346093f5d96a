import { uploadsCheck } from '../../contract/routes/uploads.ts';
import { httpHandler } from '../handler.ts';
import { checkUpload } from '../../services/uploads.ts';

/** Checks a just-uploaded file by size and magic bytes, so a bad one is reported (and deleted) at once. */
export const handler = httpHandler(uploadsCheck, async ({ principal, body }) =>
  checkUpload(body.key, principal.id, body.purpose),
);
