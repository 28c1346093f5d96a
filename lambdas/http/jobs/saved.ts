import { jobsSaved } from '../../contract/routes/jobs.ts';
import { httpHandler } from '../../platform/http.ts';
import { savedJobIds } from '../../services/saved-jobs.ts';

/** The ids of the jobs the caller saved, so the board shows Saved after a reload. */
export const handler = httpHandler(jobsSaved, async ({ principal }) => ({
  jobIds: await savedJobIds(principal.id),
}));
