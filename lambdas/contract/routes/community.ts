import { route } from './spec.ts';
import {
  newsletterInput,
  newsletterSubscribed,
  newsletterUnsubscribed,
  referralInput,
  referralRecorded,
  unsubscribeLinkQuery,
  waitlistInput,
  waitlistJoined,
} from '../community.ts';

export const communitySubscribe = /* @__PURE__ */ route('communitySubscribe', {
  method: 'POST',
  path: '/newsletter',
  auth: 'public',
  // The welcome goes through the outbox (PutItem, in the subscription's transaction).
  uses: ['table:GetItem', 'table:PutItem', 'table:UpdateItem', 'signing'],
  throttle: 'publicWrite',
  body: newsletterInput,
  response: newsletterSubscribed,
});

export const communityUnsubscribe = /* @__PURE__ */ route('communityUnsubscribe', {
  method: 'POST',
  path: '/newsletter/unsubscribe',
  auth: 'public',
  uses: ['table:UpdateItem'],
  throttle: 'publicWrite',
  body: newsletterInput,
  response: newsletterUnsubscribed,
});

export const communityUnsubscribeLink = /* @__PURE__ */ route('communityUnsubscribeLink', {
  method: 'POST',
  path: '/newsletter/unsubscribe-link',
  auth: 'public',
  uses: ['table:UpdateItem', 'signing'],
  throttle: 'publicWrite',
  body: unsubscribeLinkQuery,
  response: newsletterUnsubscribed,
});

export const communityWaitlist = /* @__PURE__ */ route('communityWaitlist', {
  method: 'POST',
  path: '/waitlist',
  auth: 'public',
  uses: ['table:PutItem', 'table:UpdateItem'],
  throttle: 'publicWrite',
  body: waitlistInput,
  response: waitlistJoined,
});

export const communityReferral = /* @__PURE__ */ route('communityReferral', {
  method: 'POST',
  path: '/referrals',
  auth: 'user',
  uses: ['table:PutItem', 'userpool:AdminGetUser'],
  throttle: 'account',
  body: referralInput,
  response: referralRecorded,
});
