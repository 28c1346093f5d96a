/**
 * Stripe event receipts: the ids of webhook events already handled, so a replay does nothing.
 *
 * Keys: pk STRIPE_EVENT#<eventId>, sk EVENT -> { type, receivedAt }; expires after 30 days.
 */
import { ddb } from '../platform/clients.ts';
import { attempt } from './table/conditional.ts';
import type { EntityDeclaration } from './entity.ts';
import { getItem, putItem } from './table/commands.ts';

export const stripeEventKey = (eventId: string) => ({ pk: `STRIPE_EVENT#${eventId}`, sk: 'EVENT' });

/**
 * How long an event id is remembered, in the days of its retention row (contract/retention.ts `service`,
 * which a test holds it to; a number here for the reason data/outbox.ts gives for its own); Stripe
 * retries a webhook for up to three days.
 */
export const EVENT_RECEIPT_TTL_SECONDS = 30 * 24 * 60 * 60;

export const entity = {
  name: 'StripeEvent',
  keys: { pk: 'STRIPE_EVENT#', sk: 'EVENT' },
  owner: { none: "Stripe's record of a delivery to us: an event id and type, no one's data" },
  retention: { policy: 'service', ttl: 'expiresAt', period: '30 days after the event was received' },
  export: { none: 'holds no personal data' },
} satisfies EntityDeclaration;

export async function wasStripeEventProcessed(eventId: string): Promise<boolean> {
  const out = await ddb().send(getItem({ Key: stripeEventKey(eventId), ConsistentRead: true }));
  return out.Item !== undefined;
}

/** Records an event as handled; false when another delivery recorded it first. */
export async function recordStripeEvent(eventId: string, type: string, now = new Date()): Promise<boolean> {
  const outcome = await attempt(
    putItem({
      Item: {
        ...stripeEventKey(eventId),
        entity: 'StripeEvent',
        type,
        receivedAt: now.toISOString(),
        expiresAt: Math.floor(now.getTime() / 1000) + EVENT_RECEIPT_TTL_SECONDS,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
  return outcome === 'done';
}
