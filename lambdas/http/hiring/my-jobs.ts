import { hiringMyJobs } from '../../contract/routes/hiring.ts';
import { httpHandler } from '../../platform/http.ts';
import { myJobsPage } from '../../services/my-jobs.ts';

const DEFAULT_PAGE = 20;

/**
 * The caller's jobs, newest first, a page at a time: one Query of their list, then the page's jobs read
 * by key. An unpaid draft that expired is gone, and so is absent from its page. A family that is the
 * other family of a nanny share's job finds that job on its list too, marked as shared.
 */
export const handler = httpHandler(hiringMyJobs, async ({ principal, query }) =>
  myJobsPage(principal, {
    limit: query.limit ?? DEFAULT_PAGE,
    ...(query.cursor ? { cursor: query.cursor } : {}),
  }),
);
