import { jobsList } from '../../contract/routes/jobs.ts';
import { httpHandler, reply } from '../../platform/http.ts';
import { jobBoard } from '../../services/job-board.ts';

/** The job board, filtered and ordered as asked (services/job-board.ts), as the caller may see it. */
export const handler = httpHandler(jobsList, async ({ query, principal }) =>
  // The answer differs by caller: caches must key it by the token (and none stores it: no-store).
  reply(200, await jobBoard(query, principal), { vary: 'Authorization' }),
);
