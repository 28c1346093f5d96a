import { jobIdParams } from '../../contract/jobs.ts';
import { unsaveJobFor } from '../../data/saved-jobs.ts';
import { httpHandler, reply } from '../../platform/http.ts';

/** Removes a saved job (removing one that is not saved is not an error). */
export const handler = httpHandler({ auth: 'user', params: jobIdParams }, async ({ principal, params }) => {
  await unsaveJobFor(principal.id, params.jobId);
  return reply(204);
});
