import { meActivitySeen } from '../../contract/routes/me.ts';
import { httpHandler } from '../handler.ts';
import { markApplicationUpdatesSeen } from '../../services/activity.ts';

/** The caller has looked at her applications: their changes are no longer new. */
export const handler = httpHandler(meActivitySeen, async ({ principal }) =>
  markApplicationUpdatesSeen(principal.id),
);
