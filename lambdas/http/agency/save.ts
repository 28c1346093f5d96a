import { agencySave } from '../../contract/routes/agency.ts';
import { httpHandler } from '../handler.ts';
import { saveCallerAgency } from '../../services/agency-profile.ts';

/** Creates the caller's agency profile (one per user), or saves changes to it. */
export const handler = httpHandler(agencySave, async ({ principal, body, log }) =>
  saveCallerAgency(principal, body, log),
);
