import { listShownReviews } from '../../data/reviews.ts';
import { reviewsList } from '../../contract/routes/reviews.ts';
import { httpHandler } from '../../platform/http.ts';
import { getNanny } from '../../data/nannies.ts';
import { notFound } from '../../domain/errors.ts';
import { isListed } from '../../domain/visibility.ts';
import { seal } from '../../platform/signing.ts';
import { REVIEW_ID_PURPOSE } from '../../contract/reviews-constants.ts';
import { toPublicReview } from '../../services/reviews.ts';

const DEFAULT_PAGE = 10;

/**
 * A nanny's reviews as the public reads them, newest first, a page at a time: only reviews no moderator
 * has hidden (one Query of their index), each naming its author by first name or agency name, with her
 * reply.
 */
export const handler = httpHandler(reviewsList, async ({ params, query }) => {
  // Her reviews are shown where her card is: a profile not listed (not looking, hidden by a moderator,
  // or on its way out) shows none to anyone, as an unknown one does.
  const profile = await getNanny(params.nannyId);
  if (!profile || !isListed(profile)) throw notFound('Unknown nanny');
  const page = await listShownReviews(params.nannyId, {
    limit: query.limit ?? DEFAULT_PAGE,
    ...(query.cursor ? { cursor: query.cursor } : {}),
  });
  // A review's own id names the job it was written for, and a closed job's page stays readable: the
  // public gets a sealed id instead (reporting one unseals it), so no review leads to the family's job.
  const items = await Promise.all(
    page.items.map(async (review) => {
      const shown = toPublicReview(review);
      return { ...shown, id: await seal(REVIEW_ID_PURPOSE, shown.id) };
    }),
  );
  return { items, nextCursor: page.nextCursor };
});
