import { meExports } from '../../contract/routes/me.ts';
import { httpHandler } from '../../platform/http.ts';
import { myExports } from '../../services/data-rights.ts';

/** The caller's latest data exports, newest first; links are asked for one at a time. */
export const handler = httpHandler(meExports, async ({ principal }) => myExports(principal.id, new Date()));
