import { downloadFileName } from '../contract/uploads.ts';
import type { FileRef } from '../contract/uploads.ts';
import { recordCvAccess } from '../data/cv-access.ts';
import { presignDownload } from '../data/files.ts';
import { getNanny } from '../data/nannies.ts';
import { enforceRateLimits } from '../data/rate-limits.ts';
import { forbidden, notFound } from '../domain/errors.ts';
import { RATE_LIMITS } from '../domain/rate-limits.ts';
import { isListed } from '../domain/visibility.ts';
import type { Logger } from '../platform/log.ts';
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

/** A short-lived link to a listed nanny's CV, for signed-in families and agencies; every access is recorded. */
export async function candidateCvLink(principal: Principal, nannyId: string, log: Logger) {
  if (principal.userType !== 'family' && principal.userType !== 'agency' && !principal.isAdmin)
    throw forbidden('Only family and agency accounts can view CVs.');
  const nanny = await getNanny(nannyId);
  if (!nanny || !isListed(nanny) || !nanny.cv) throw notFound('This CV is not available.');
  // Counted only for a CV that can be read: a refused request moves no count.
  await enforceRateLimits(
    [[RATE_LIMITS.cvLinksPerAccount, principal.id]],
    'You have viewed many CVs today. Please try again tomorrow.',
  );
  const link = await openCvLink(nanny.cv, 'nanny-cv', nanny.id, principal);
  log.info('cv accessed', { nannyId: nanny.id, viewerId: principal.id });
  return link;
}
