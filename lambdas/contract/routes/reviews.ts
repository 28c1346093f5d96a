import { route } from './spec.ts';
import { applicantParams } from '../hiring.ts';
import { nannyIdParams } from '../nanny.ts';
import {
  hireReview,
  myReview,
  myReviewsPage,
  replyInput,
  reviewIdParams,
  reviewInput as hireReviewInput,
  reviewsPage,
  reviewsQuery,
} from '../reviews.ts';

// Reviews (reviews.ts): a poster's review of the nanny they hired, her reply, the public list.
export const reviewsList = /* @__PURE__ */ route('reviewsList', {
  method: 'GET',
  path: '/candidates/{nannyId}/reviews',
  auth: 'public',
  // Her reviews no moderator has hid, on their own index (gsi2), newest first.
  // Each review's id is sealed with a key derived from the signing secret.
  uses: ['table:GetItem', 'table:Query:gsi2', 'signing'],
  throttle: 'browse',
  params: nannyIdParams,
  query: reviewsQuery,
  response: reviewsPage,
});

export const reviewsCreate = /* @__PURE__ */ route('reviewsCreate', {
  method: 'POST',
  path: '/my-jobs/{jobId}/applicants/{nannyId}/review',
  auth: 'user',
  // The review is put with her rating (an update of her profile), while the application is a hire.
  uses: ['table:GetItem', 'table:PutItem', 'table:UpdateItem', 'table:ConditionCheckItem'],
  throttle: 'occasional',
  params: applicantParams,
  body: hireReviewInput,
  response: hireReview,
  status: 201,
});

export const reviewsEdit = /* @__PURE__ */ route('reviewsEdit', {
  method: 'PUT',
  path: '/my-jobs/{jobId}/applicants/{nannyId}/review',
  auth: 'user',
  uses: ['table:GetItem', 'table:PutItem', 'table:UpdateItem'],
  throttle: 'occasional',
  params: applicantParams,
  body: hireReviewInput,
  response: hireReview,
});

export const reviewsMine = /* @__PURE__ */ route('reviewsMine', {
  method: 'GET',
  path: '/me/reviews',
  auth: 'user',
  // Her profile's id, then every review about her (gsi1), hidden ones too.
  uses: ['table:GetItem', 'table:Query:gsi1'],
  throttle: 'account',
  query: reviewsQuery,
  response: myReviewsPage,
});

export const reviewsReply = /* @__PURE__ */ route('reviewsReply', {
  method: 'POST',
  path: '/me/reviews/{reviewId}/reply',
  auth: 'user',
  uses: ['table:GetItem', 'table:PutItem'],
  throttle: 'occasional',
  params: reviewIdParams,
  body: replyInput,
  response: myReview,
  status: 201,
});
