import { unsaveJobFor } from '../../data/saved-jobs.ts';
import { jobsUnsave } from '../../contract/routes/jobs.ts';
import { httpHandler } from '../handler.ts';

/** Removes a saved job (removing one that is not saved is not an error). */
export const handler = httpHandler(jobsUnsave, async ({ principal, params }) => {
  await unsaveJobFor(principal.id, params.jobId);
  return undefined;
});
