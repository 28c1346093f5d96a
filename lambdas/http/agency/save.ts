import { agencyProfile, agencyProfileInput } from '../../contract/agency.ts';
import { getAgencyOfUser } from '../../data/agencies.ts';
import { httpHandler } from '../../platform/http.ts';
import { profileView, requireAgencyUser, saveAgencyProfile } from '../../services/agency-profile.ts';

/** Creates the caller's agency profile (one per user), or saves changes to it. */
export const handler = httpHandler(
  { auth: 'user', body: agencyProfileInput, response: agencyProfile },
  async ({ principal, body, log }) => {
    requireAgencyUser(principal);
    const previous = await getAgencyOfUser(principal.id);
    return profileView(await saveAgencyProfile(principal, body, previous, log));
  },
);
