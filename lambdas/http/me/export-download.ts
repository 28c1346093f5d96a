import { meExportDownload } from '../../contract/routes/me.ts';
import { httpHandler } from '../../platform/http.ts';
import { exportDownload } from '../../services/data-rights.ts';

/**
 * A short-lived address of one of the caller's exports. The export is looked up under the caller, so
 * another account's id is not found; a link past its 24 hours is gone (410).
 */
export const handler = httpHandler(meExportDownload, async ({ principal, params, log }) =>
  exportDownload(principal.id, params.exportId, log),
);
