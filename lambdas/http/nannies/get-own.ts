import { getNannyOfUser } from '../../data/nannies.ts';
import { notFound } from '../../domain/errors.ts';
import { toOwnProfile } from '../../domain/nanny.ts';
import { nanniesGetOwn } from '../../contract/routes/nannies.ts';
import { httpHandler } from '../../platform/http.ts';

/** The caller's own nanny profile, to edit it. */
export const handler = httpHandler(nanniesGetOwn, async ({ principal }) => {
  const profile = await getNannyOfUser(principal.id);
  if (!profile) throw notFound('You have not created a nanny profile yet.');
  return toOwnProfile(profile, new Date());
});
