import { meActivity } from '../../contract/routes/me.ts';
import { httpHandler } from '../../platform/http.ts';
import { getActivity } from '../../services/activity.ts';

/** What is new for the caller, for the header's badge. */
export const handler = httpHandler(meActivity, async ({ principal }) => getActivity(principal.id));
