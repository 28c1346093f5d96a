import { attach, route } from './spec.ts';
import {
  checkRequestInput,
  checkRequestView,
  consentInput,
  consentView,
  myVerification,
  refereeIdParams,
  refereeInput,
  refereeView,
} from '../verification.ts';

// Verification: a nanny's checks, her referees' answers, and the moderators' queue.
export const verificationMine = /* @__PURE__ */ route('verificationMine', {
  method: 'GET',
  path: '/me/verification',
  auth: 'user',
  uses: ['table:GetItem', 'table:Query'],
  throttle: 'account',
  response: myVerification,
});

export const verificationRequest = /* @__PURE__ */ route('verificationRequest', {
  method: 'POST',
  path: '/me/verification/requests',
  auth: 'user',
  uses: [
    'table:GetItem',
    'table:PutItem',
    'table:UpdateItem',
    'table:ConditionCheckItem',
    /* @__PURE__ */ attach('nanny-evidence'),
    'uploads:delete:pending/nanny-evidence',
  ],
  throttle: 'account',
  body: checkRequestInput,
  response: checkRequestView,
  status: 201,
});

export const verificationConsent = /* @__PURE__ */ route('verificationConsent', {
  method: 'PUT',
  path: '/me/verification/consent',
  auth: 'user',
  // Withdrawing consent also withdraws a waiting Update Service request.
  uses: ['table:GetItem', 'table:Query', 'table:PutItem', 'table:UpdateItem', 'table:DeleteItem'],
  throttle: 'account',
  body: consentInput,
  response: consentView,
});

export const verificationAddReferee = /* @__PURE__ */ route('verificationAddReferee', {
  method: 'POST',
  path: '/me/verification/referees',
  auth: 'user',
  // The referee's email goes through the outbox, which signs the link as it sends it. The referee, her
  // places and the email are one transaction, which checks her profile (and, the first time her places
  // are written, the referees they are made from).
  uses: ['table:GetItem', 'table:Query', 'table:PutItem', 'table:UpdateItem', 'table:ConditionCheckItem'],
  throttle: 'account',
  body: refereeInput,
  response: refereeView,
  status: 201,
});

export const verificationWithdrawReferee = /* @__PURE__ */ route('verificationWithdrawReferee', {
  method: 'DELETE',
  path: '/me/verification/referees/{refereeId}',
  auth: 'user',
  uses: [
    'table:GetItem',
    'table:PutItem',
    'table:UpdateItem',
    'table:DeleteItem',
    'table:ConditionCheckItem',
  ],
  throttle: 'account',
  params: refereeIdParams,
  response: refereeView,
});
