import { adminDeletionView, listDeletions } from '../../data/deletions.ts';
import { adminDeletions } from '../../contract/routes/admin.ts';
import { httpHandler } from '../../platform/http.ts';

/** Every account deletion, newest first: whose while it runs, and how far it got. */
export const handler = httpHandler(adminDeletions, async ({ query }) => {
  const page = await listDeletions(query.limit ?? 20, query.cursor);
  return { items: page.items.map(adminDeletionView), cursor: page.nextCursor };
});
