import { exportView, listExports } from '../../data/data-exports.ts';
import { meExports } from '../../contract/routes/me.ts';
import { httpHandler } from '../../platform/http.ts';

/** The caller's latest data exports, newest first; links are asked for one at a time. */
export const handler = httpHandler(meExports, async ({ principal }) => {
  const now = new Date();
  return { items: (await listExports(principal.id)).map((record) => exportView(record, now)) };
});
