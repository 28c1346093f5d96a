import { clearApplicationUpdates } from '../../data/activity.ts';
import { routes } from '../../contract/routes.ts';
import { httpHandler } from '../handler.ts';

/** The caller has looked at her applications: their changes are no longer new. */
export const handler = httpHandler(routes.meActivitySeen, async ({ principal }) =>
  clearApplicationUpdates(principal.id),
);
