/**
 * A rating in words, as the candidate card and each review show it. Apart from the rest of the reviews'
 * words, so the candidate list loads only these; reviews-constants.ts re-exports all of it.
 */

/** A rating as the card shows it: one decimal ('4.7'). */
export const formatRating = (rating: number) => rating.toFixed(1);

export const reviewCountLabel = (count: number) => (count === 1 ? '1 review' : `${count} reviews`);

/** The rating's accessible name: 'Rated 4.7 out of 5 from 3 reviews'. */
export const ratingLabel = (rating: number, count: number) =>
  `Rated ${formatRating(rating)} out of 5 from ${reviewCountLabel(count)}`;

/** A star rating in words, for one review: '4 out of 5 stars'. */
export const starsLabel = (rating: number) => `${rating} out of 5 ${rating === 1 ? 'star' : 'stars'}`;
