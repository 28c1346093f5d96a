import { hiringApplicants } from '../../contract/routes/hiring.ts';
import { httpHandler } from '../../platform/http.ts';
import { applicantsPage } from '../../services/my-jobs.ts';

const DEFAULT_PAGE = 20;

/**
 * A job's applicants for its poster (or, to read, a share's partner), newest first, all or one status's, a page at a time: one Query of
 * an index partition, so a page costs the same at 100 applications as at 20,000.
 */
export const handler = httpHandler(hiringApplicants, async ({ principal, params, query }) =>
  applicantsPage(principal, params.jobId, {
    limit: query.limit ?? DEFAULT_PAGE,
    ...(query.status ? { status: query.status } : {}),
    ...(query.cursor ? { cursor: query.cursor } : {}),
  }),
);
