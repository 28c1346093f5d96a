import { route } from './spec.ts';
import {
  agreeSplitInput,
  createShareInput,
  emptyShareInput,
  employerInput,
  myShareView,
  proposalParams,
  proposeShareInput,
  shareParams,
  sharesPage,
  sharesQuery,
  shareView,
  splitInput,
} from '../shares.ts';

// Nanny shares (shares.ts): families find each other, propose, agree the split, and leave. Every move
// of a share is one transaction conditional on the share's version, with its pointers, its proposals
// and its outbox emails; starting a conversation between the families goes through messages' rules.

/** A share's move: the share, its proposals and pointers, the account checks and the emails. */
const MOVE = [
  'table:GetItem',
  'table:Query',
  'table:PutItem',
  'table:UpdateItem',
  'table:DeleteItem',
  'table:ConditionCheckItem',
] as const;

export const sharesList = /* @__PURE__ */ route('sharesList', {
  method: 'GET',
  path: '/nanny-shares',
  auth: 'user',
  // The caller's pointer and share, then the listed shares of its postcode area (gsi1), newest first.
  uses: ['table:GetItem', 'table:Query:gsi1'],
  throttle: 'occasional',
  query: sharesQuery,
  response: sharesPage,
});

export const sharesMine = /* @__PURE__ */ route('sharesMine', {
  method: 'GET',
  path: '/nanny-shares/mine',
  auth: 'user',
  uses: ['table:GetItem', 'table:Query'],
  throttle: 'occasional',
  response: myShareView,
});

export const sharesCreate = /* @__PURE__ */ route('sharesCreate', {
  method: 'POST',
  path: '/nanny-shares',
  auth: 'user',
  // The share and the family's pointer, put together only while it has no share.
  uses: MOVE,
  throttle: 'occasional',
  body: createShareInput,
  response: shareView,
  status: 201,
});

export const sharesGet = /* @__PURE__ */ route('sharesGet', {
  method: 'GET',
  path: '/nanny-shares/{shareId}',
  auth: 'user',
  uses: ['table:GetItem', 'table:Query'],
  throttle: 'occasional',
  params: shareParams,
  response: shareView,
});

export const sharesPropose = /* @__PURE__ */ route('sharesPropose', {
  method: 'POST',
  path: '/nanny-shares/{shareId}/proposals',
  auth: 'user',
  // The proposal put while the share seeks, in the transaction of the first message of the families'
  // conversation (messages' rules: blocks, rate limits), with the first family's email in the outbox.
  uses: MOVE,
  throttle: 'occasional',
  params: shareParams,
  body: proposeShareInput,
  response: shareView,
  status: 201,
});

export const sharesAccept = /* @__PURE__ */ route('sharesAccept', {
  method: 'POST',
  path: '/nanny-shares/{shareId}/proposals/{familyId}/accept',
  auth: 'user',
  uses: MOVE,
  throttle: 'occasional',
  params: proposalParams,
  body: emptyShareInput,
  response: shareView,
});

export const sharesDecline = /* @__PURE__ */ route('sharesDecline', {
  method: 'POST',
  path: '/nanny-shares/{shareId}/proposals/{familyId}/decline',
  auth: 'user',
  uses: MOVE,
  throttle: 'occasional',
  params: proposalParams,
  body: emptyShareInput,
  response: shareView,
});

export const sharesSplit = /* @__PURE__ */ route('sharesSplit', {
  method: 'PUT',
  path: '/nanny-shares/{shareId}/split',
  auth: 'user',
  uses: MOVE,
  throttle: 'occasional',
  params: shareParams,
  body: splitInput,
  response: shareView,
});

export const sharesAgree = /* @__PURE__ */ route('sharesAgree', {
  method: 'POST',
  path: '/nanny-shares/{shareId}/split/agree',
  auth: 'user',
  uses: MOVE,
  throttle: 'occasional',
  params: shareParams,
  body: agreeSplitInput,
  response: shareView,
});

export const sharesEmployer = /* @__PURE__ */ route('sharesEmployer', {
  method: 'PUT',
  path: '/nanny-shares/{shareId}/employer',
  auth: 'user',
  uses: MOVE,
  throttle: 'occasional',
  params: shareParams,
  body: employerInput,
  response: shareView,
});

export const sharesLeave = /* @__PURE__ */ route('sharesLeave', {
  method: 'POST',
  path: '/nanny-shares/{shareId}/leave',
  auth: 'user',
  // The share ended, both pointers deleted, open proposals declined, and its job (if any) made the
  // remaining family's own, with both families' emails through the outbox.
  uses: MOVE,
  throttle: 'occasional',
  params: shareParams,
  body: emptyShareInput,
  response: shareView,
});
