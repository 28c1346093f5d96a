import { forbidden } from '../../domain/errors.ts';
import { getNannyIdOfUser } from '../../data/nannies.ts';
import { reviewsMine } from '../../contract/routes/reviews.ts';
import { httpHandler } from '../../platform/http.ts';
import { myReviews } from '../../services/reviews.ts';

const DEFAULT_PAGE = 20;

/** The reviews about the signed-in nanny, newest first, hidden ones too, each saying whether she may reply. */
export const handler = httpHandler(reviewsMine, async ({ principal, query }) => {
  if (principal.userType !== 'nanny') throw forbidden('Only nanny accounts are reviewed.');
  const nannyId = await getNannyIdOfUser(principal.id);
  if (!nannyId) return { items: [], nextCursor: null };
  return myReviews(nannyId, {
    limit: query.limit ?? DEFAULT_PAGE,
    ...(query.cursor ? { cursor: query.cursor } : {}),
  });
});
