import { route } from './spec.ts';

export const webhooksStripe = /* @__PURE__ */ route('webhooksStripe', {
  method: 'POST',
  path: '/webhooks/stripe',
  auth: 'public',
  uses: ['table:GetItem', 'table:PutItem', 'table:UpdateItem', 'table:DeleteItem', 'stripe'],
  throttle: 'webhook',
  // The signature is verified over the body exactly as received.
  rawBody: true,
  maxBodyBytes: 512 * 1024,
});
