import { route } from './spec.ts';
import {
  calendarDocument,
  cancelInput,
  emptyInput,
  feedAddress,
  feedParams,
  interviewParams,
  interviewView,
  myInterviews,
  pairParams,
  pairView,
  pickTimeInput,
  proposeInterviewInput,
  retimeInput,
} from '../interviews.ts';

// Interviews and trials: proposed by either side of an application or an invitation, picked, moved,
// cancelled, recorded afterwards; their calendar invites, and each account's private calendar feed.

/** A meeting's move: the meeting, its pair's lock, its reminders and both pointers, the application's
 * move with its counts, the reach checks and the emails, in one transaction. */
const MOVE = [
  'table:GetItem',
  'table:PutItem',
  'table:UpdateItem',
  'table:DeleteItem',
  'table:ConditionCheckItem',
] as const;

export const interviewsMine = /* @__PURE__ */ route('interviewsMine', {
  method: 'GET',
  path: '/interviews',
  auth: 'user',
  // The account's pointers, the meetings they name in one batch, the feed's version; the address signed.
  uses: ['table:Query', 'table:BatchGetItem', 'table:GetItem', 'signing'],
  throttle: 'account',
  response: myInterviews,
});

export const interviewsRevokeFeed = /* @__PURE__ */ route('interviewsRevokeFeed', {
  method: 'POST',
  path: '/interviews/feed',
  auth: 'user',
  uses: ['table:GetItem', 'table:UpdateItem', 'signing'],
  throttle: 'account',
  body: emptyInput,
  response: feedAddress,
});

export const interviewsPair = /* @__PURE__ */ route('interviewsPair', {
  method: 'GET',
  path: '/interviews/pairs/{jobId}/{nannyId}',
  auth: 'user',
  // The pair and its open meetings; the poster's meetings (one query, one batch) for whether they
  // have had an interview, which a trial follows.
  uses: ['table:GetItem', 'table:Query', 'table:BatchGetItem'],
  throttle: 'account',
  params: pairParams,
  response: pairView,
});

export const interviewsPropose = /* @__PURE__ */ route('interviewsPropose', {
  method: 'POST',
  path: '/interviews',
  auth: 'user',
  // A trial also reads the poster's meetings (one query, one batch): it follows an interview.
  uses: [MOVE, 'table:Query', 'table:BatchGetItem'],
  throttle: 'account',
  body: proposeInterviewInput,
  response: interviewView,
  status: 201,
});

export const interviewsGet = /* @__PURE__ */ route('interviewsGet', {
  method: 'GET',
  path: '/interviews/{interviewId}',
  auth: 'user',
  uses: ['table:GetItem'],
  throttle: 'account',
  params: interviewParams,
  response: interviewView,
});

export const interviewsPick = /* @__PURE__ */ route('interviewsPick', {
  method: 'POST',
  path: '/interviews/{interviewId}/pick',
  auth: 'user',
  uses: [MOVE],
  throttle: 'account',
  params: interviewParams,
  body: pickTimeInput,
  response: interviewView,
});

export const interviewsRetime = /* @__PURE__ */ route('interviewsRetime', {
  method: 'POST',
  path: '/interviews/{interviewId}/times',
  auth: 'user',
  uses: [MOVE],
  throttle: 'account',
  params: interviewParams,
  body: retimeInput,
  response: interviewView,
});

export const interviewsCancel = /* @__PURE__ */ route('interviewsCancel', {
  method: 'POST',
  path: '/interviews/{interviewId}/cancel',
  auth: 'user',
  uses: [MOVE],
  throttle: 'account',
  params: interviewParams,
  body: cancelInput,
  response: interviewView,
});

export const interviewsHappened = /* @__PURE__ */ route('interviewsHappened', {
  method: 'POST',
  path: '/interviews/{interviewId}/happened',
  auth: 'user',
  uses: [MOVE],
  throttle: 'account',
  params: interviewParams,
  body: emptyInput,
  response: interviewView,
});

export const interviewsNoShow = /* @__PURE__ */ route('interviewsNoShow', {
  method: 'POST',
  path: '/interviews/{interviewId}/no-show',
  auth: 'user',
  uses: [MOVE],
  throttle: 'account',
  params: interviewParams,
  body: emptyInput,
  response: interviewView,
});

export const interviewsInvite = /* @__PURE__ */ route('interviewsInvite', {
  method: 'GET',
  path: '/interviews/{interviewId}/invite',
  auth: 'user',
  uses: ['table:GetItem'],
  throttle: 'account',
  params: interviewParams,
  response: calendarDocument,
});

/** The private calendar feed a calendar app subscribes to: public, its signed address the only key. */
export const interviewsFeed = /* @__PURE__ */ route('interviewsFeed', {
  method: 'GET',
  path: '/calendar/{token}',
  auth: 'public',
  uses: ['table:GetItem', 'table:Query', 'table:BatchGetItem', 'signing'],
  throttle: 'lookup',
  params: feedParams,
});
