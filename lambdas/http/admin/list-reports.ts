import { reportsPage, reportsQuery } from '../../contract/reports.ts';
import { listReports, pendingReportCount } from '../../data/reports.ts';
import { httpHandler } from '../../platform/http.ts';
import { reportViews } from '../../services/reported-content.ts';

const DEFAULT_PAGE = 20;

/** The admin queue: reports newest first, all or in one status, with the count of pending ones. */
export const handler = httpHandler(
  { auth: 'admin', query: reportsQuery, response: reportsPage },
  async ({ query }) => {
    const [page, pendingCount] = await Promise.all([
      listReports({
        limit: query.limit ?? DEFAULT_PAGE,
        ...(query.status ? { status: query.status } : {}),
        ...(query.cursor ? { cursor: query.cursor } : {}),
      }),
      pendingReportCount(),
    ]);
    return { items: await reportViews(page.items), nextCursor: page.nextCursor, pendingCount };
  },
);
