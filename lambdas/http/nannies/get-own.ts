import { routes } from '../../contract/routes.ts';
import { httpHandler } from '../../platform/http.ts';
import { ownNannyProfile } from '../../services/nanny-profile.ts';

/** The caller's own nanny profile, to edit it. */
export const handler = httpHandler(routes.nanniesGetOwn, async ({ principal }) =>
  ownNannyProfile(principal.id),
);
