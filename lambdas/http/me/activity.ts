import { routes } from '../../contract/routes.ts';
import { httpHandler } from '../../platform/http.ts';
import { getActivity } from '../../services/activity.ts';

/** What is new for the caller, for the header's badge. */
export const handler = httpHandler(routes.meActivity, async ({ principal }) => getActivity(principal.id));
