import { route } from './spec.ts';
import {
  blockResult,
  guestBlockInput,
  guestSendInput,
  guestThread as guestThreadSchema,
  guestThreadInput,
  sentMessage,
} from '../messages.ts';

// A visitor's side of her conversation, opened with the signed token from her email.
export const guestThread = /* @__PURE__ */ route('guestThread', {
  method: 'POST',
  path: '/guest/conversation',
  auth: 'public',
  uses: ['table:GetItem', 'table:BatchGetItem', 'table:Query', 'table:UpdateItem', 'signing'],
  // Open to anyone with a link, so in a public class; a visitor's open page asks as a member's does.
  throttle: 'browse',
  body: guestThreadInput,
  response: guestThreadSchema,
});

export const guestSend = /* @__PURE__ */ route('guestSend', {
  method: 'POST',
  path: '/guest/conversation/messages',
  auth: 'public',
  uses: ['table:GetItem', 'table:PutItem', 'table:UpdateItem', 'table:ConditionCheckItem', 'signing'],
  throttle: 'publicWrite',
  body: guestSendInput,
  response: sentMessage,
  status: 201,
});

export const guestBlock = /* @__PURE__ */ route('guestBlock', {
  method: 'PUT',
  path: '/guest/conversation/block',
  auth: 'public',
  uses: ['table:GetItem', 'table:PutItem', 'table:UpdateItem', 'table:DeleteItem', 'signing'],
  throttle: 'publicWrite',
  body: guestBlockInput,
  response: blockResult,
});
