import { isOnBoard } from '../../domain/visibility.ts';
import { listBoard } from '../../data/jobs.ts';
import { routes } from '../../contract/routes.ts';
import { httpHandler, reply } from '../../platform/http.ts';
import { lookerOf, toCard, viewersOf } from '../../services/job-cards.ts';

const DEFAULT_PAGE = 12;

/**
 * The job board: active, paid postings, newest first; a draft never enters the index it reads. A signed-in
 * caller also learns, on each job, whether it is theirs and when they applied to it; a visitor gets the
 * same jobs with no such field.
 */
export const handler = httpHandler(routes.jobsList, async ({ query, principal }) => {
  const [page, looker] = await Promise.all([
    listBoard({
      limit: query.limit ?? DEFAULT_PAGE,
      ...(query.cursor ? { cursor: query.cursor } : {}),
      ...(query.type ? { type: query.type } : {}),
      ...(query.location ? { location: query.location } : {}),
    }),
    lookerOf(principal),
  ]);
  const jobs = page.items.filter((job) => isOnBoard(job));
  const viewers = await viewersOf(jobs, looker);
  const now = Date.now();
  const items = await Promise.all(jobs.map((job) => toCard(job, viewers?.get(job.id) ?? null, now)));
  // The answer differs by caller: caches must key it by the token (and none stores it: no-store).
  return reply(200, { items, nextCursor: page.nextCursor }, { vary: 'Authorization' });
});
