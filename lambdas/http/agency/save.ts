import { getAgencyOfUser } from '../../data/agencies.ts';
import { agencySave } from '../../contract/routes/agency.ts';
import { httpHandler } from '../handler.ts';
import { profileView, requireAgencyUser, saveAgencyProfile } from '../../services/agency-profile.ts';

/** Creates the caller's agency profile (one per user), or saves changes to it. */
export const handler = httpHandler(agencySave, async ({ principal, body, log }) => {
  requireAgencyUser(principal);
  const previous = await getAgencyOfUser(principal.id);
  return profileView(await saveAgencyProfile(principal, body, previous, log));
});
