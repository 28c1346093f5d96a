import { isOnBoard } from '../../domain/visibility.ts';
import { getJob } from '../../data/jobs.ts';
import { saveJobFor } from '../../data/saved-jobs.ts';
import { notFound } from '../../domain/errors.ts';
import { jobsSave } from '../../contract/routes/jobs.ts';
import { httpHandler } from '../handler.ts';

/** Saves a job on the board for the caller (saving twice is the same as once); nothing else can be saved. */
export const handler = httpHandler(jobsSave, async ({ principal, params }) => {
  const job = await getJob(params.jobId);
  if (!job || !isOnBoard(job) || !(await saveJobFor(principal.id, job.id)))
    throw notFound('This job is no longer available.');
  return undefined;
});
