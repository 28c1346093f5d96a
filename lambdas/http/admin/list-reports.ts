import { adminListReports } from '../../contract/routes/admin.ts';
import { httpHandler } from '../../platform/http.ts';
import { reportQueue } from '../../services/reported-content.ts';

const DEFAULT_PAGE = 20;

/**
 * The admin queue: each reported item once with its reports, latest reported first, all or those with a
 * report in one status, and the count of pending reports.
 */
export const handler = httpHandler(adminListReports, async ({ query }) =>
  reportQueue({
    limit: query.limit ?? DEFAULT_PAGE,
    ...(query.status ? { status: query.status } : {}),
    ...(query.cursor ? { cursor: query.cursor } : {}),
  }),
);
