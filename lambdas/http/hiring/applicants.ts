import { listApplicants } from '../../data/applications.ts';
import { hiringApplicants } from '../../contract/routes/hiring.ts';
import { httpHandler } from '../../platform/http.ts';
import { ownJob, toApplicants } from '../../services/my-jobs.ts';

const DEFAULT_PAGE = 20;

/**
 * A job's applicants for its poster, newest first, all or one status's, a page at a time: one Query of
 * an index partition, so a page costs the same at 100 applications as at 20,000.
 */
export const handler = httpHandler(hiringApplicants, async ({ principal, params, query }) => {
  const job = await ownJob(principal, params.jobId);
  const page = await listApplicants(job.id, {
    limit: query.limit ?? DEFAULT_PAGE,
    ...(query.status ? { status: query.status } : {}),
    ...(query.cursor ? { cursor: query.cursor } : {}),
  });
  return { items: await toApplicants(job, page.items), nextCursor: page.nextCursor };
});
