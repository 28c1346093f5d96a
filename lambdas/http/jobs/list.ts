import { routes } from '../../contract/routes.ts';
import { httpHandler, reply } from '../../platform/http.ts';
import { jobBoard } from '../../services/job-board.ts';

/** The job board, filtered and ordered as asked (services/job-board.ts), as the caller may see it. */
export const handler = httpHandler(routes.jobsList, async ({ query, principal }) =>
  // The answer differs by caller: caches must key it by the token (and none stores it: no-store).
  reply(200, await jobBoard(query, principal), { vary: 'Authorization' }),
);
