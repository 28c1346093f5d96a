import { reviewsReply } from '../../contract/routes/reviews.ts';
import { httpHandler } from '../handler.ts';
import { replyToReview } from '../../services/reviews.ts';

/** The nanny a review is about replies to it, once and publicly; a reply is not changed afterwards. */
export const handler = httpHandler(reviewsReply, async ({ principal, params, body, log }) => {
  const replied = await replyToReview(principal, params.reviewId, body.text, new Date());
  log.info('review replied', { reviewId: params.reviewId });
  return replied;
});
