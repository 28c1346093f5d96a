import { adminDeletions } from '../../contract/routes/admin.ts';
import { httpHandler } from '../../platform/http.ts';
import { deletionsPage } from '../../services/data-rights.ts';

/** Every account deletion, newest first: whose while it runs, and how far it got. */
export const handler = httpHandler(adminDeletions, async ({ query }) =>
  deletionsPage(query.limit ?? 20, query.cursor),
);
