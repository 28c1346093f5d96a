import { attach, route } from './spec.ts';
import {
  agencyProfile,
  agencyProfileInput,
  createSubscriptionInput,
  portalInput,
  redirectResponse,
  subscriptionStatus,
} from '../agency.ts';

export const agencyGet = /* @__PURE__ */ route('agencyGet', {
  method: 'GET',
  path: '/agency',
  auth: 'user',
  // A logo saved before public copies is shown presigned until the profile is saved again.
  uses: ['table:GetItem', 'uploads:read:files/agency-logo'],
  throttle: 'account',
  response: agencyProfile,
});

export const agencySave = /* @__PURE__ */ route('agencySave', {
  method: 'PUT',
  path: '/agency',
  auth: 'user',
  uses: [
    'table:GetItem',
    'table:PutItem',
    'table:UpdateItem',
    /* @__PURE__ */ attach('agency-logo'),
    'uploads:delete:pending/agency-logo',
    // The logo's public copy, read from its checked file (above) and written under logos/.
    'uploads:write:logos',
  ],
  throttle: 'account',
  body: agencyProfileInput,
  response: agencyProfile,
});

export const agencySubscription = /* @__PURE__ */ route('agencySubscription', {
  method: 'GET',
  path: '/agency/subscription',
  auth: 'user',
  uses: ['table:GetItem', 'table:UpdateItem', 'stripe'],
  throttle: 'payment',
  response: subscriptionStatus,
});

export const agencyCheckout = /* @__PURE__ */ route('agencyCheckout', {
  method: 'POST',
  path: '/agency/subscription/checkout',
  auth: 'user',
  // A limited promo code's use is held by the checkout (a hold item put, the code updated) and given
  // back (the hold deleted) when the checkout cannot be opened.
  uses: ['table:GetItem', 'table:PutItem', 'table:UpdateItem', 'table:DeleteItem', 'stripe'],
  throttle: 'payment',
  body: createSubscriptionInput,
  response: redirectResponse,
});

export const agencyPortal = /* @__PURE__ */ route('agencyPortal', {
  method: 'POST',
  path: '/agency/subscription/portal',
  auth: 'user',
  uses: ['table:GetItem', 'stripe'],
  throttle: 'payment',
  body: portalInput,
  response: redirectResponse,
});
