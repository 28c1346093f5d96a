import { getNannyOfUser } from '../../data/nannies.ts';
import { notFound } from '../../domain/errors.ts';
import { routes } from '../../contract/routes.ts';
import { httpHandler } from '../../platform/http.ts';
import { publicVerification } from '../../domain/verification.ts';

/** The caller's own nanny profile, to edit it. */
export const handler = httpHandler(routes.nanniesGetOwn, async ({ principal }) => {
  const profile = await getNannyOfUser(principal.id);
  if (!profile) throw notFound('You have not created a nanny profile yet.');
  return { ...profile, verification: publicVerification(profile.trust, new Date()) };
});
