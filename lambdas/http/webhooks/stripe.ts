import { webhooksStripe } from '../../contract/routes/webhooks.ts';
import { httpHandler } from '../../platform/http.ts';
import { receiveStripeWebhook } from '../../services/stripe-webhook.ts';

/** Stripe's events, verified on the raw body and handled once each (services/stripe-webhook.ts). */
export const handler = httpHandler(webhooksStripe, ({ event, rawBody, log }) =>
  receiveStripeWebhook(event.headers?.['stripe-signature'], rawBody, log),
);
