import { adminAppeals } from '../../contract/routes/admin.ts';
import { listAppeals, openAppealCount } from '../../data/moderation.ts';
import { httpHandler } from '../../platform/http.ts';
import { adminAppealViews } from '../../services/moderation.ts';

const DEFAULT_PAGE = 20;

/**
 * The appeals queue: open appeals (the default), or decided ones, the latest first, each with the
 * decision it is about, and the count of open appeals.
 */
export const handler = httpHandler(adminAppeals, async ({ query }) => {
  const [page, openCount] = await Promise.all([
    listAppeals({
      status: query.status ?? 'open',
      limit: query.limit ?? DEFAULT_PAGE,
      ...(query.cursor ? { cursor: query.cursor } : {}),
    }),
    openAppealCount(),
  ]);
  return { items: await adminAppealViews(page.items), nextCursor: page.nextCursor, openCount };
});
