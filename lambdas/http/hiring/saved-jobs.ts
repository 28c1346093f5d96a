import { hiringSavedJobs } from '../../contract/routes/hiring.ts';
import { httpHandler } from '../../platform/http.ts';
import { savedJobsPage } from '../../services/saved-jobs.ts';

const DEFAULT_PAGE = 20;

/**
 * The caller's saved jobs, the latest saved first, a page at a time, each with whether it is still
 * open (one that closed stays listed, saying so, until its saver removes it) and when she applied.
 */
export const handler = httpHandler(hiringSavedJobs, async ({ principal, query }) =>
  savedJobsPage(principal, {
    limit: query.limit ?? DEFAULT_PAGE,
    ...(query.cursor ? { cursor: query.cursor } : {}),
  }),
);
