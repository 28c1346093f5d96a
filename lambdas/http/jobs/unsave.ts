import { jobsUnsave } from '../../contract/routes/jobs.ts';
import { httpHandler } from '../handler.ts';
import { unsaveJob } from '../../services/saved-jobs.ts';

/** Removes a saved job (removing one that is not saved is not an error). */
export const handler = httpHandler(jobsUnsave, async ({ principal, params }) => {
  await unsaveJob(principal.id, params.jobId);
  return undefined;
});
