import { createHash } from 'node:crypto';
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import {
  LOGO_CACHE_CONTROL,
  LOGO_HASH_LENGTH,
  LOGO_TYPES,
  logoExtensionOf,
  publicLogoKeyOf,
  publicLogoPathOf,
} from '../contract/logo-keys.ts';
import type { FileRef } from '../contract/uploads.ts';
import { s3, uploadsBucket } from '../platform/s3.ts';

/**
 * Public copies of agency logos (contract/logo-keys.ts). A logo is public branding: every job card
 * shows it, so it is served from the site's own distribution and cached for a year rather than
 * presigned on every board read. Only a logo the server checked is copied (its private original under
 * files/ stays what the agency's profile and its data export name).
 *
 * A copy is never overwritten with other bytes (its key is its bytes' hash) and is kept when the agency
 * replaces its logo, as the private original is: jobs published with the old logo still show it. The
 * account's deletion removes every copy (the agency's `files` and its logos folder, services/account-data.ts).
 */

/**
 * Writes the public copy of a checked logo and returns its site path (`/logos/<agencyId>/<hash>.<ext>`).
 * The type is the one its bytes were found to be; writing the same logo again writes the same object.
 */
export async function publishLogo(agencyId: string, logo: FileRef, contentType: string): Promise<string> {
  const extension = logoExtensionOf(contentType);
  if (!extension) throw new Error(`A logo cannot be published as ${contentType}`);
  const Bucket = uploadsBucket();
  const original = await s3().send(new GetObjectCommand({ Bucket, Key: logo.key }));
  const bytes = await original.Body!.transformToByteArray();
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, LOGO_HASH_LENGTH);
  const key = { agencyId, hash, extension };
  await s3().send(
    new PutObjectCommand({
      Bucket,
      Key: publicLogoKeyOf(key),
      Body: bytes,
      ContentType: LOGO_TYPES[extension],
      CacheControl: LOGO_CACHE_CONTROL,
    }),
  );
  return publicLogoPathOf(key);
}
