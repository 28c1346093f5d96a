/** What is new for an account, for the header's badge (data/activity.ts). */
import { clearApplicationUpdates } from '../data/activity.ts';

export { getActivity } from '../data/activity.ts';

/** She has looked at her applications: their changes are no longer new. */
export const markApplicationUpdatesSeen = (accountId: string) => clearApplicationUpdates(accountId);
