import { uploadsCreate } from '../../contract/routes/uploads.ts';
import { httpHandler } from '../handler.ts';
import { startUpload } from '../../services/uploads.ts';

/** A presigned POST for one file, straight from the browser to S3. */
export const handler = httpHandler(uploadsCreate, async ({ principal, body }) =>
  startUpload(principal, body.purpose, body.contentType),
);
