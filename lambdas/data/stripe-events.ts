import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { ddb, tableName } from '../platform/clients.ts';
import { keys } from './keys.ts';

/** How long an event id is remembered; Stripe retries a webhook for up to three days. */
export const EVENT_RECEIPT_TTL_SECONDS = 30 * 24 * 60 * 60;

export async function wasStripeEventProcessed(eventId: string): Promise<boolean> {
  const out = await ddb().send(
    new GetCommand({ TableName: tableName(), Key: keys.stripeEvent(eventId), ConsistentRead: true }),
  );
  return out.Item !== undefined;
}

/** Records an event as handled; false when another delivery recorded it first. */
export async function recordStripeEvent(eventId: string, type: string, now = new Date()): Promise<boolean> {
  try {
    await ddb().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...keys.stripeEvent(eventId),
          entity: 'StripeEvent',
          type,
          receivedAt: now.toISOString(),
          expiresAt: Math.floor(now.getTime() / 1000) + EVENT_RECEIPT_TTL_SECONDS,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}
