import { isListed } from '../../domain/visibility.ts';
import { RATE_LIMITS } from '../../domain/rate-limits.ts';
import { getNanny } from '../../data/nannies.ts';
import { forbidden, notFound } from '../../domain/errors.ts';
import { enforceRateLimits } from '../../data/rate-limits.ts';
import { candidatesCvLink } from '../../contract/routes/candidates.ts';
import { httpHandler } from '../handler.ts';
import { openCvLink } from '../../services/cv-link.ts';

/** A short-lived link to a nanny's CV, for signed-in families and agencies; every access is recorded. */
export const handler = httpHandler(candidatesCvLink, async ({ principal, params, log }) => {
  if (principal.userType !== 'family' && principal.userType !== 'agency' && !principal.isAdmin)
    throw forbidden('Only family and agency accounts can view CVs.');
  const nanny = await getNanny(params.nannyId);
  if (!nanny || !isListed(nanny) || !nanny.cv) throw notFound('This CV is not available.');
  // Counted only for a CV that can be read: a refused request moves no count.
  await enforceRateLimits(
    [[RATE_LIMITS.cvLinksPerAccount, principal.id]],
    'You have viewed many CVs today. Please try again tomorrow.',
  );
  const link = await openCvLink(nanny.cv, 'nanny-cv', nanny.id, principal);
  log.info('cv accessed', { nannyId: nanny.id, viewerId: principal.id });
  return link;
});
