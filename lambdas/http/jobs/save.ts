import { jobsSave } from '../../contract/routes/jobs.ts';
import { httpHandler } from '../handler.ts';
import { saveJob } from '../../services/saved-jobs.ts';

/** Saves a job on the board for the caller (saving twice is the same as once); nothing else can be saved. */
export const handler = httpHandler(jobsSave, async ({ principal, params }) => {
  await saveJob(principal.id, params.jobId);
  return undefined;
});
