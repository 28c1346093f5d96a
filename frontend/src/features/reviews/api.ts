/** Reviews' calls: a nanny's public reviews, the poster's review of a hire, and her own list and reply. */
import type { ReviewInput } from '@contract/reviews.ts';
import { call } from '@/api/client.ts';

/** GET /candidates/{nannyId}/reviews: a page of her reviews the public reads, newest first. */
export const readReviewsPage = (
  nannyId: string,
  query: { limit: number; cursor: string | undefined },
  signal?: AbortSignal,
) => call('reviewsList', { params: { nannyId }, query, ...(signal ? { signal } : {}) });

/** POST (first time) or PUT (within 48 hours) /my-jobs/{jobId}/applicants/{nannyId}/review. */
export const saveHireReview = (jobId: string, nannyId: string, review: ReviewInput, editing: boolean) =>
  call(editing ? 'reviewsEdit' : 'reviewsCreate', { params: { jobId, nannyId }, body: review });

/** GET /me/reviews: a page of the reviews about the signed-in nanny. */
export const readMyReviewsPage = (
  query: { limit: number; cursor: string | undefined },
  signal?: AbortSignal,
) => call('reviewsMine', { query, ...(signal ? { signal } : {}) });

/** POST /me/reviews/{reviewId}/reply: her one public reply. */
export const sendReply = (reviewId: string, text: string) =>
  call('reviewsReply', { params: { reviewId }, body: { text } });
