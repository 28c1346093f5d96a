import { hiringMyJob } from '../../contract/routes/hiring.ts';
import { httpHandler } from '../../platform/http.ts';
import { readableJob, toMyJobDetail } from '../../services/my-jobs.ts';

/**
 * One of the caller's jobs, with everything its page shows and its edit form holds; or the job of a
 * nanny share the caller is the other family of, to read (its `role` says which). Anyone else: 404.
 */
export const handler = httpHandler(hiringMyJob, async ({ principal, params }) => {
  const { job } = await readableJob(principal, params.jobId);
  return toMyJobDetail(job, new Date(), principal.id);
});
