import { routes } from '../../contract/routes.ts';
import { httpHandler } from '../handler.ts';
import { saveCallerAgency } from '../../services/agency-profile.ts';

/** Creates the caller's agency profile (one per user), or saves changes to it. */
export const handler = httpHandler(routes.agencySave, async ({ principal, body, log }) =>
  saveCallerAgency(principal, body, log),
);
