import { nanniesGetOwn } from '../../contract/routes/nannies.ts';
import { httpHandler } from '../../platform/http.ts';
import { ownNannyProfile } from '../../services/nanny-profile.ts';

/** The caller's own nanny profile, to edit it. */
export const handler = httpHandler(nanniesGetOwn, async ({ principal }) => ownNannyProfile(principal.id));
