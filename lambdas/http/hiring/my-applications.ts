import { hiringMyApplications } from '../../contract/routes/hiring.ts';
import { httpHandler } from '../../platform/http.ts';
import { myApplicationsPage } from '../../services/my-applications.ts';

const DEFAULT_PAGE = 20;

/**
 * The caller's applications, newest first, a page at a time: one Query of her list, then the page's
 * applications and jobs read by key.
 */
export const handler = httpHandler(hiringMyApplications, async ({ principal, query }) =>
  myApplicationsPage(principal, {
    limit: query.limit ?? DEFAULT_PAGE,
    ...(query.cursor ? { cursor: query.cursor } : {}),
  }),
);
