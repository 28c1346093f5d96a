import { reviewsList } from '../../contract/routes/reviews.ts';
import { httpHandler } from '../../platform/http.ts';
import { publicReviews } from '../../services/reviews.ts';

const DEFAULT_PAGE = 10;

/**
 * A nanny's reviews as the public reads them, newest first, a page at a time: only reviews no moderator
 * has hidden, each naming its author by first name or agency name, with her reply.
 */
export const handler = httpHandler(reviewsList, async ({ params, query }) =>
  publicReviews(params.nannyId, {
    limit: query.limit ?? DEFAULT_PAGE,
    ...(query.cursor ? { cursor: query.cursor } : {}),
  }),
);
