import { route } from './spec.ts';
import {
  EMAIL_STOP_API_PATH,
  emailStopInput,
  emailStopOpenQuery,
  emailStopQuery,
  emailStopResult,
} from '../email-stop.ts';

// The one-click stop of a notification email (RFC 8058; contract/email-stop-constants.ts): the
// address in its List-Unsubscribe header. POST stops; GET, a person opening it, leads to the page.
export const emailStop = /* @__PURE__ */ route('emailStop', {
  method: 'POST',
  path: EMAIL_STOP_API_PATH,
  auth: 'public',
  // The token's signature decides: one setting turned off (the account's record checked in the same
  // write), an alert deleted with her count, or an address unsubscribed; counted per address.
  uses: ['table:UpdateItem', 'table:DeleteItem', 'table:ConditionCheckItem', 'signing'],
  throttle: 'publicWrite',
  oneClickForm: true,
  query: emailStopQuery,
  body: emailStopInput,
  response: emailStopResult,
});

export const emailStopOpen = /* @__PURE__ */ route('emailStopOpen', {
  method: 'GET',
  path: EMAIL_STOP_API_PATH,
  auth: 'public',
  // A 303 to the page that asks first: a link scanner's GET stops nothing.
  uses: [],
  throttle: 'browse',
  query: emailStopOpenQuery,
});
