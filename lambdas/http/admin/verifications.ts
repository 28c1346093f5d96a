import { adminVerifications } from '../../contract/routes/admin.ts';
import type { QueueKind } from '../../contract/verification.ts';
import { readQueue } from '../../data/verifications.ts';
import { httpHandler } from '../../platform/http.ts';

/** The moderators' verification queue, oldest first: checks asked for and references answered. */
export const handler = httpHandler(adminVerifications, async ({ query }) => {
  const page = await readQueue(query.limit ?? 20, query.cursor);
  return {
    items: page.items.map((item) => ({ ...item, kind: item.kind as QueueKind })),
    nextCursor: page.nextCursor,
  };
});
