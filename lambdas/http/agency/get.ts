import { agencyProfile } from '../../contract/agency.ts';
import { httpHandler } from '../../platform/http.ts';
import { agencyOfCaller, profileView } from '../../services/agency-profile.ts';

/** The caller's agency profile (404 until it is created). */
export const handler = httpHandler({ auth: 'user', response: agencyProfile }, async ({ principal }) =>
  profileView(await agencyOfCaller(principal)),
);
