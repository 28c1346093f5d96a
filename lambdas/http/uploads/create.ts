import { UPLOADERS } from '../../contract/uploads.ts';
import { RATE_LIMITS } from '../../domain/rate-limits.ts';
import { presignUpload } from '../../data/files.ts';
import { enforceRateLimits } from '../../data/rate-limits.ts';
import { forbidden } from '../../domain/errors.ts';
import { uploadsCreate } from '../../contract/routes/uploads.ts';
import { httpHandler } from '../handler.ts';

/** A presigned POST for one file, straight from the browser to S3. */
export const handler = httpHandler(uploadsCreate, async ({ principal, body }) => {
  if (!principal.userType || !UPLOADERS[body.purpose].includes(principal.userType))
    throw forbidden('Your account type cannot upload this kind of file.');
  await enforceRateLimits(
    [[RATE_LIMITS.uploadsPerAccount, principal.id]],
    'You have uploaded many files in the last hour. Please try again later.',
  );
  return presignUpload(principal.id, body.purpose, body.contentType);
});
