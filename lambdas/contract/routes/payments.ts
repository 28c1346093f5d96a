import { route } from './spec.ts';
import { verifyPaymentInput, verifyPaymentResponse } from '../jobs.ts';

export const paymentsVerify = /* @__PURE__ */ route('paymentsVerify', {
  method: 'POST',
  path: '/payments/verify',
  auth: 'user',
  // Publishing writes the receipt to the outbox (PutItem) in its transaction; the deliverer sends it.
  uses: ['table:GetItem', 'table:UpdateItem', 'table:DeleteItem', 'table:PutItem', 'stripe'],
  throttle: 'payment',
  body: verifyPaymentInput,
  response: verifyPaymentResponse,
});
