import { downloadFileName } from '../../contract/uploads.ts';
import { isListed } from '../../domain/visibility.ts';
import { RATE_LIMITS } from '../../domain/rate-limits.ts';
import { presignDownload } from '../../data/files.ts';
import { recordCvAccess } from '../../data/cv-access.ts';
import { getNanny } from '../../data/nannies.ts';
import { forbidden, notFound } from '../../domain/errors.ts';
import { enforceRateLimits } from '../../data/rate-limits.ts';
import { routes } from '../../contract/routes.ts';
import { httpHandler } from '../../platform/http.ts';

const LINK_SECONDS = 5 * 60;

/** A short-lived link to a nanny's CV, for signed-in families and agencies; every access is recorded. */
export const handler = httpHandler(routes.candidatesCvLink, async ({ principal, params, log }) => {
  if (principal.userType !== 'family' && principal.userType !== 'agency' && !principal.isAdmin)
    throw forbidden('Only family and agency accounts can view CVs.');
  const nanny = await getNanny(params.nannyId);
  if (!nanny || !isListed(nanny) || !nanny.cv) throw notFound('This CV is not available.');
  // Counted only for a CV that can be read: a refused request moves no count.
  await enforceRateLimits(
    [[RATE_LIMITS.cvLinksPerAccount, principal.id]],
    'You have viewed many CVs today. Please try again tomorrow.',
  );
  const at = new Date();
  await recordCvAccess({
    nannyId: nanny.id,
    viewerId: principal.id,
    viewerType: principal.userType ?? 'admin',
    at: at.toISOString(),
  });
  log.info('cv accessed', { nannyId: nanny.id, viewerId: principal.id });
  return {
    url: await presignDownload(nanny.cv, 'nanny-cv', LINK_SECONDS),
    fileName: downloadFileName('nanny-cv', nanny.cv.name),
    expiresAt: new Date(at.getTime() + LINK_SECONDS * 1000).toISOString(),
  };
});
