import { route } from './spec.ts';
import { complaintInput, complaintReceived } from '../complaints.ts';

// Complaints about how we use personal data (complaints.ts): anyone may send one, signed in or not
// (the complainant follows it by email, and finds it in their data export); admins answer them.
export const complaintsCreate = /* @__PURE__ */ route('complaintsCreate', {
  method: 'POST',
  path: '/complaints',
  auth: 'optional',
  // The complaint and its acknowledgement email (the outbox) in one transaction; counted per address.
  uses: ['table:PutItem', 'table:UpdateItem'],
  throttle: 'publicWrite',
  body: complaintInput,
  response: complaintReceived,
  status: 201,
});
