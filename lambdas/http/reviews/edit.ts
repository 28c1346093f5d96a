import { reviewsEdit } from '../../contract/routes/reviews.ts';
import { httpHandler } from '../handler.ts';
import { ownJob } from '../../services/my-jobs.ts';
import { editReview } from '../../services/reviews.ts';

/**
 * Its author changes a review, for 48 hours after first writing it and never after; her rating follows a
 * changed rating in the same transaction.
 */
export const handler = httpHandler(reviewsEdit, async ({ principal, params, body, log }) => {
  const job = await ownJob(principal, params.jobId);
  const edited = await editReview(principal, job, params.nannyId, body, new Date());
  log.info('review edited', { jobId: job.id, nannyId: params.nannyId, rating: body.rating });
  return edited;
});
