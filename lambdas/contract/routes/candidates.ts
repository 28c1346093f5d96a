import { route } from './spec.ts';
import { candidatesPage, candidatesQuery, contactInput, cvLinkResponse, nannyIdParams } from '../nanny.ts';

export const candidatesList = /* @__PURE__ */ route('candidatesList', {
  method: 'GET',
  path: '/candidates',
  auth: 'public',
  // Signs a view link to a listed nanny's photo.
  // With a place, her postcode area's partition (gsi3); else the whole list (gsi1).
  uses: ['table:Query:gsi1', 'table:Query:gsi3', 'uploads:read:files/nanny-photo'],
  throttle: 'browse',
  query: candidatesQuery,
  response: candidatesPage,
});

export const candidatesCvLink = /* @__PURE__ */ route('candidatesCvLink', {
  method: 'POST',
  path: '/candidates/{nannyId}/cv-link',
  auth: 'user',
  uses: ['table:GetItem', 'table:PutItem', 'table:UpdateItem', 'uploads:read:files/nanny-cv'],
  throttle: 'account',
  params: nannyIdParams,
  response: cvLinkResponse,
});

export const candidatesContact = /* @__PURE__ */ route('candidatesContact', {
  method: 'POST',
  path: '/candidates/{nannyId}/contact',
  auth: 'optional',
  // The message starts a conversation (data/conversations.ts): its emails go through the outbox.
  uses: [
    'table:GetItem',
    'table:PutItem',
    'table:UpdateItem',
    'table:ConditionCheckItem',
    // A family's first name when its token does not carry one.
    'userpool:AdminGetUser',
  ],
  throttle: 'publicWrite',
  params: nannyIdParams,
  body: contactInput,
  status: 202,
});
