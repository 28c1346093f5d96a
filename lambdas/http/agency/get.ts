import { agencyGet } from '../../contract/routes/agency.ts';
import { httpHandler } from '../../platform/http.ts';
import { agencyOfCaller, profileView } from '../../services/agency-profile.ts';

/** The caller's agency profile (404 until it is created). */
export const handler = httpHandler(agencyGet, async ({ principal }) =>
  profileView(await agencyOfCaller(principal)),
);
