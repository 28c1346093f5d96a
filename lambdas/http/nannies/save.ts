import { nanniesSave } from '../../contract/routes/nannies.ts';
import { httpHandler } from '../handler.ts';
import { saveNannyProfile } from '../../services/nanny-profile.ts';

/** Creates the caller's nanny profile, or saves changes to it (services/nanny-profile.ts). */
export const handler = httpHandler(nanniesSave, ({ principal, body, log }) =>
  saveNannyProfile(principal, body, log),
);
