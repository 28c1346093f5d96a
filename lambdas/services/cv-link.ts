import { downloadFileName } from '../contract/uploads.ts';
import type { FileRef } from '../contract/uploads.ts';
import { recordCvAccess } from '../data/cv-access.ts';
import { presignDownload } from '../data/files.ts';
import type { Principal } from '../platform/principal.ts';

const LINK_SECONDS = 5 * 60;

/**
 * A link to a nanny's CV that works for five minutes, given only once the opening is recorded in her CV
 * audit (who, as which account type, when): the profile's CV from the candidates page, or the one she
 * sent with an application.
 */
export async function openCvLink(
  cv: FileRef,
  purpose: 'nanny-cv' | 'application-cv',
  nannyId: string,
  viewer: Principal,
): Promise<{ url: string; fileName: string; expiresAt: string }> {
  const at = new Date();
  await recordCvAccess({
    nannyId,
    viewerId: viewer.id,
    viewerType: viewer.userType ?? 'admin',
    at: at.toISOString(),
  });
  return {
    url: await presignDownload(cv, purpose, LINK_SECONDS),
    fileName: downloadFileName(purpose, cv.name),
    expiresAt: new Date(at.getTime() + LINK_SECONDS * 1000).toISOString(),
  };
}
