import * as z from 'zod/mini';
import { schema } from './schema.ts';
import './zod-locale.ts';
import { pagingQuery } from './paging.ts';
import {
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
  REVIEW_REPLY_MAX,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
  REVIEW_TEXTS,
} from './reviews-constants.ts';

export * from './reviews-constants.ts';

const ID = /^[a-z0-9-]{8,64}$/;

/** A review is named by the hire it is about: `<jobId>_<nannyId>` (neither id contains '_'). */
export const reviewIdOf = (jobId: string, nannyId: string) => `${jobId}_${nannyId}`;
export function parseReviewId(id: string): { jobId: string; nannyId: string } | null {
  const [jobId, nannyId, extra] = id.split('_');
  return jobId && nannyId && extra === undefined && ID.test(jobId) && ID.test(nannyId)
    ? { jobId, nannyId }
    : null;
}

export const reviewRating = /* @__PURE__ */ schema(() =>
  z
    .number({ error: REVIEW_TEXTS.ratingRequired })
    .check(
      z.int(REVIEW_TEXTS.ratingRequired),
      z.minimum(REVIEW_RATING_MIN, REVIEW_TEXTS.ratingRequired),
      z.maximum(REVIEW_RATING_MAX, REVIEW_TEXTS.ratingRequired),
    ),
);

/** A review's text: trimmed, plain text with paragraphs (markup is removed on the server). */
export const reviewText = /* @__PURE__ */ schema(() =>
  z
    .string({ error: REVIEW_TEXTS.textTooShort })
    .check(
      z.trim(),
      z.minLength(REVIEW_TEXT_MIN, REVIEW_TEXTS.textTooShort),
      z.maxLength(REVIEW_TEXT_MAX, REVIEW_TEXTS.textTooLong),
    ),
);

/** The poster's review of a hire (POST to write it, PUT to change it within the edit window). */
export const reviewInput = /* @__PURE__ */ schema(() =>
  z.strictObject({ rating: reviewRating, text: reviewText }),
);
export type ReviewInput = z.infer<typeof reviewInput>;

/** The nanny's one public reply. */
export const replyInput = /* @__PURE__ */ schema(() =>
  z.strictObject({
    text: z
      .string({ error: REVIEW_TEXTS.replyRequired })
      .check(
        z.trim(),
        z.minLength(1, REVIEW_TEXTS.replyRequired),
        z.maxLength(REVIEW_REPLY_MAX, REVIEW_TEXTS.replyTooLong),
      ),
  }),
);
export type ReplyInput = z.infer<typeof replyInput>;

export const reviewIdParams = /* @__PURE__ */ schema(() =>
  z.strictObject({
    reviewId: z.string().check(z.regex(/^[a-z0-9-]{8,64}_[a-z0-9-]{8,64}$/, REVIEW_TEXTS.notFound)),
  }),
);
export const reviewsQuery = /* @__PURE__ */ schema(() => z.strictObject(pagingQuery));

const reply = /* @__PURE__ */ schema(() => z.object({ text: z.string(), repliedAt: z.string() }));

/**
 * A review as the public reads it: the rating, the text, who wrote it (a family's first name or an
 * agency's name, never a surname or an address), when, and her reply.
 */
export const publicReview = /* @__PURE__ */ schema(() =>
  z.object({
    id: z.string(),
    rating: z.number(),
    text: z.string(),
    authorLabel: z.string(),
    writtenAt: z.string(),
    editedAt: z.nullable(z.string()),
    reply: z.nullable(reply),
  }),
);
export type PublicReview = z.infer<typeof publicReview>;

/** A nanny's visible reviews, newest first (GET /candidates/{nannyId}/reviews). */
export const reviewsPage = /* @__PURE__ */ schema(() =>
  z.object({ items: z.array(publicReview), nextCursor: z.nullable(z.string()) }),
);
export type ReviewsPage = z.infer<typeof reviewsPage>;

/** A review about her, as the nanny sees it in her account: the job, whether it is shown, her reply. */
export const myReview = /* @__PURE__ */ schema(() =>
  z.extend(publicReview, {
    jobTitle: z.string(),
    /** Hidden by a moderator: not shown publicly nor counted in her rating. */
    hidden: z.boolean(),
    /** She has not replied yet (one reply, never changed). */
    canReply: z.boolean(),
  }),
);
export type MyReview = z.infer<typeof myReview>;
export const myReviewsPage = /* @__PURE__ */ schema(() =>
  z.object({ items: z.array(myReview), nextCursor: z.nullable(z.string()) }),
);
export type MyReviewsPage = z.infer<typeof myReviewsPage>;

/**
 * Where the poster's review of a hire stands, for the applicant view: not yet possible (and from when),
 * open to write, or written (editable until when, or no longer).
 */
export const hireReview = /* @__PURE__ */ schema(() =>
  z.object({
    status: z.enum(['not-yet', 'open', 'written']),
    /** The day reviewing opens (the day after her start date), as YYYY-MM-DD. */
    opensOn: z.string(),
    review: z.nullable(
      z.object({
        id: z.string(),
        rating: z.number(),
        text: z.string(),
        writtenAt: z.string(),
        editedAt: z.nullable(z.string()),
        /** Until when its author may still change it; null once that has passed. */
        editableUntil: z.nullable(z.string()),
        hidden: z.boolean(),
        reply: z.nullable(reply),
      }),
    ),
  }),
);
export type HireReview = z.infer<typeof hireReview>;
