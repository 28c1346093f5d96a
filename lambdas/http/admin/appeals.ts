import { adminAppeals } from '../../contract/routes/admin.ts';
import { httpHandler } from '../../platform/http.ts';
import { appealsQueue } from '../../services/moderation.ts';

const DEFAULT_PAGE = 20;

/**
 * The appeals queue: open appeals (the default), or decided ones, the latest first, each with the
 * decision it is about, and the count of open appeals.
 */
export const handler = httpHandler(adminAppeals, async ({ query }) =>
  appealsQueue({
    status: query.status ?? 'open',
    limit: query.limit ?? DEFAULT_PAGE,
    ...(query.cursor ? { cursor: query.cursor } : {}),
  }),
);
