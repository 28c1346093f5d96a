import { route } from './spec.ts';
import {
  acceptOfferInput,
  declineOfferInput,
  myOffersPage,
  myOffersQuery,
  offerDocument,
  offerDocumentQuery,
  offerParams,
  offerView,
  proposeOfferInput,
  statementParams,
  withdrawOfferInput,
} from '../offers.ts';

// Offers of employment: the poster's offer to an applicant, her answer, and the written statement and
// payroll pack of an accepted offer, for both sides.
export const offersMine = /* @__PURE__ */ route('offersMine', {
  method: 'GET',
  path: '/offers',
  auth: 'user',
  // The account's pointers (its own partition), then the offers they name, in one batch.
  uses: ['table:Query', 'table:BatchGetItem'],
  throttle: 'account',
  query: myOffersQuery,
  response: myOffersPage,
});

export const offersGet = /* @__PURE__ */ route('offersGet', {
  method: 'GET',
  path: '/offers/{jobId}/{nannyId}',
  auth: 'user',
  // The offer, the application and the job (and the job's pay, for a new offer's form).
  uses: ['table:GetItem'],
  throttle: 'account',
  params: offerParams,
  response: offerView,
});

export const offersPropose = /* @__PURE__ */ route('offersPropose', {
  method: 'PUT',
  path: '/offers/{jobId}/{nannyId}',
  auth: 'user',
  // One transaction: the offer (and a new statement version after acceptance) put, earlier statements'
  // expiry moved, both parties' pointers put, the application moved with the job's and the badges'
  // counts, the poster's account checked, the emails put in the outbox.
  uses: ['table:GetItem', 'table:PutItem', 'table:UpdateItem', 'table:ConditionCheckItem'],
  throttle: 'occasional',
  params: offerParams,
  body: proposeOfferInput,
  response: offerView,
});

export const offersAccept = /* @__PURE__ */ route('offersAccept', {
  method: 'POST',
  path: '/offers/{jobId}/{nannyId}/accept',
  auth: 'user',
  // One transaction: the offer accepted, the statement's first version put, the application hired (with
  // its counts), both accounts checked, the poster's email put in the outbox.
  uses: ['table:GetItem', 'table:PutItem', 'table:UpdateItem', 'table:ConditionCheckItem'],
  throttle: 'occasional',
  params: offerParams,
  body: acceptOfferInput,
  response: offerView,
});

export const offersDecline = /* @__PURE__ */ route('offersDecline', {
  method: 'POST',
  path: '/offers/{jobId}/{nannyId}/decline',
  auth: 'user',
  uses: ['table:GetItem', 'table:PutItem', 'table:UpdateItem', 'table:ConditionCheckItem'],
  throttle: 'occasional',
  params: offerParams,
  body: declineOfferInput,
  response: offerView,
});

export const offersWithdraw = /* @__PURE__ */ route('offersWithdraw', {
  method: 'POST',
  path: '/offers/{jobId}/{nannyId}/withdraw',
  auth: 'user',
  uses: ['table:GetItem', 'table:PutItem', 'table:UpdateItem'],
  throttle: 'occasional',
  params: offerParams,
  body: withdrawOfferInput,
  response: offerView,
});

export const offersStatement = /* @__PURE__ */ route('offersStatement', {
  method: 'GET',
  path: '/offers/{jobId}/{nannyId}/statements/{version}',
  auth: 'user',
  uses: ['table:GetItem'],
  throttle: 'account',
  params: statementParams,
  query: offerDocumentQuery,
  response: offerDocument,
});

export const offersPayrollPack = /* @__PURE__ */ route('offersPayrollPack', {
  method: 'GET',
  path: '/offers/{jobId}/{nannyId}/payroll-pack',
  auth: 'user',
  uses: ['table:GetItem'],
  throttle: 'account',
  params: offerParams,
  query: offerDocumentQuery,
  response: offerDocument,
});
