/** Files uploaded straight to the bucket, before anything holds them (data/files.ts). */
import { UPLOADERS, type UploadPurpose } from '../contract/uploads.ts';
import { checkPendingUpload, presignUpload } from '../data/files.ts';
import { enforceRateLimits } from '../data/rate-limits.ts';
import { forbidden } from '../domain/errors.ts';
import { RATE_LIMITS } from '../domain/rate-limits.ts';
import type { Principal } from '../platform/principal.ts';

/** Checks a just-uploaded file by size and magic bytes, so a bad one is reported (and deleted) at once. */
export const checkUpload = (...args: Parameters<typeof checkPendingUpload>) => checkPendingUpload(...args);

/** A presigned POST for one file, straight from the browser to S3, for an account type that may upload it. */
export async function startUpload(
  principal: Principal,
  purpose: UploadPurpose,
  contentType: Parameters<typeof presignUpload>[2],
) {
  if (!principal.userType || !UPLOADERS[purpose].includes(principal.userType))
    throw forbidden('Your account type cannot upload this kind of file.');
  await enforceRateLimits(
    [[RATE_LIMITS.uploadsPerAccount, principal.id]],
    'You have uploaded many files in the last hour. Please try again later.',
  );
  return presignUpload(principal.id, purpose, contentType);
}
