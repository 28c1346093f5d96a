import { jobIdParams } from '../../contract/jobs.ts';
import { isOnBoard } from '../../domain/visibility.ts';
import { getJob } from '../../data/jobs.ts';
import { saveJobFor } from '../../data/saved-jobs.ts';
import { notFound } from '../../platform/errors.ts';
import { httpHandler, reply } from '../../platform/http.ts';

/** Saves a job on the board for the caller (saving twice is the same as once); nothing else can be saved. */
export const handler = httpHandler({ auth: 'user', params: jobIdParams }, async ({ principal, params }) => {
  const job = await getJob(params.jobId);
  if (!job || !isOnBoard(job) || !(await saveJobFor(principal.id, job.id)))
    throw notFound('This job is no longer available.');
  return reply(204);
});
