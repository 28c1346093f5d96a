/** The jobs an account saved from the board (data/saved-jobs.ts). */
import { getJob } from '../data/jobs.ts';
import { saveJobFor, unsaveJobFor } from '../data/saved-jobs.ts';
import { notFound } from '../domain/errors.ts';
import { isOnBoard } from '../domain/visibility.ts';

export { savedJobIds } from '../data/saved-jobs.ts';

/** Saves a job on the board (saving twice is the same as once); nothing else can be saved. */
export async function saveJob(accountId: string, jobId: string): Promise<void> {
  const job = await getJob(jobId);
  if (!job || !isOnBoard(job) || !(await saveJobFor(accountId, job.id)))
    throw notFound('This job is no longer available.');
}

/** Removes a saved job (removing one that is not saved is not an error). */
export const unsaveJob = (accountId: string, jobId: string) => unsaveJobFor(accountId, jobId);
