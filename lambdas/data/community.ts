import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { ddb, tableName } from '../platform/clients.ts';
import { keys } from './keys.ts';
import { putOutboxEntry, type OutboxEntry } from './outbox.ts';
import { transact } from './transact.ts';

/** A newsletter subscription (newsletter_subscriptions). Unsubscribing keeps the record, not the consent. */
export interface NewsletterSubscription {
  email: string;
  subscribed: boolean;
  /** The subscriber's own welcome code (£10 off), and whether it has been used. */
  discountCode: string;
  discountUsed: boolean;
  subscribedAt: string;
  unsubscribedAt: string | null;
}

export async function getSubscription(email: string): Promise<NewsletterSubscription | null> {
  const out = await ddb().send(
    new GetCommand({ TableName: tableName(), Key: keys.newsletter(email), ConsistentRead: true }),
  );
  if (!out.Item) return null;
  const { pk: _pk, sk: _sk, entity: _e, ...subscription } = out.Item;
  return subscription as NewsletterSubscription;
}

/**
 * Subscribes an address: a new record, or a former subscriber's record switched back on (keeping its
 * code, so leaving and rejoining never earns a second discount), with the welcome it owes (`owes`, an
 * outbox entry). False when it is already subscribed; nothing is written then.
 */
export async function subscribe(subscription: NewsletterSubscription, owes: OutboxEntry): Promise<boolean> {
  const codes = await transact([
    {
      Put: {
        TableName: tableName(),
        Item: { ...keys.newsletter(subscription.email), entity: 'NewsletterSubscription', ...subscription },
        ConditionExpression: 'attribute_not_exists(pk) OR subscribed = :no',
        ExpressionAttributeValues: { ':no': false },
      },
    },
    putOutboxEntry(owes),
  ]);
  return codes === null;
}

/** Unsubscribes an address; nothing happens (and nothing is told) when it was not subscribed. */
export async function unsubscribe(email: string, at: string): Promise<void> {
  try {
    await ddb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.newsletter(email),
        UpdateExpression: 'SET subscribed = :no, unsubscribedAt = :at',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':no': false, ':at': at },
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}

/** Records that a subscriber's welcome code was used (discount_used). */
export async function markNewsletterDiscountUsed(email: string): Promise<void> {
  try {
    await ddb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.newsletter(email),
        UpdateExpression: 'SET discountUsed = :yes',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':yes': true },
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}

/** Adds an address to a waitlist once; false when it was already on it. */
export async function joinWaitlist(list: string, email: string, at: string): Promise<boolean> {
  try {
    await ddb().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...keys.waitlist(list, email),
          entity: 'WaitlistEntry',
          list,
          email: email.toLowerCase(),
          joinedAt: at,
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

/** Records who referred a user, once per user; false when a referral was recorded before. */
export async function recordReferral(userId: string, code: string, at: string): Promise<boolean> {
  try {
    await ddb().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...keys.referral(userId, code, at),
          entity: 'Referral',
          userId,
          code: code.toUpperCase(),
          at,
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
