import { reviewsMine } from '../../contract/routes/reviews.ts';
import { httpHandler } from '../../platform/http.ts';
import { callerReviews } from '../../services/reviews.ts';

const DEFAULT_PAGE = 20;

/** The reviews about the signed-in nanny, newest first, hidden ones too, each saying whether she may reply. */
export const handler = httpHandler(reviewsMine, async ({ principal, query }) =>
  callerReviews(principal, {
    limit: query.limit ?? DEFAULT_PAGE,
    ...(query.cursor ? { cursor: query.cursor } : {}),
  }),
);
