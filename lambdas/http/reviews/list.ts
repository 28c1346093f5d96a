import { listShownReviews } from '../../data/reviews.ts';
import { routes } from '../../contract/routes.ts';
import { httpHandler } from '../../platform/http.ts';
import { toPublicReview } from '../../services/reviews.ts';

const DEFAULT_PAGE = 10;

/**
 * A nanny's reviews as the public reads them, newest first, a page at a time: only reviews no moderator
 * has hidden (one Query of their index), each naming its author by first name or agency name, with her
 * reply.
 */
export const handler = httpHandler(routes.reviewsList, async ({ params, query }) => {
  const page = await listShownReviews(params.nannyId, {
    limit: query.limit ?? DEFAULT_PAGE,
    ...(query.cursor ? { cursor: query.cursor } : {}),
  });
  return { items: page.items.map(toPublicReview), nextCursor: page.nextCursor };
});
