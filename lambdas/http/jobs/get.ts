import { jobsGet } from '../../contract/routes/jobs.ts';
import { httpHandler, reply } from '../../platform/http.ts';
import { jobPage } from '../../services/job-cards.ts';

/**
 * One job's page, for whoever may see it (services/job-cards.ts jobPage); to anyone else it does not
 * exist (404). The answer differs by caller, so caches key it by the token.
 */
export const handler = httpHandler(jobsGet, async ({ params, principal }) =>
  reply(200, await jobPage(params.jobId, principal), { vary: 'Authorization' }),
);
