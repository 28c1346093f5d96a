import { reviewsCreate } from '../../contract/routes/reviews.ts';
import { httpHandler } from '../handler.ts';
import { ownJob } from '../../services/my-jobs.ts';
import { writeReview } from '../../services/reviews.ts';

/**
 * The job's poster reviews the nanny they hired for it: once per hire, from the day after her start date
 * (UK time), never themselves; counted in her rating in the same transaction. Anything else is refused
 * with its reason and stores nothing.
 */
export const handler = httpHandler(reviewsCreate, async ({ principal, params, body, log }) => {
  const job = await ownJob(principal, params.jobId);
  const written = await writeReview(principal, job, params.nannyId, body, new Date());
  log.info('review written', { jobId: job.id, nannyId: params.nannyId, rating: body.rating });
  return written;
});
