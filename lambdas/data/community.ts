/**
 * The community around the marketplace: newsletter subscriptions, waitlists and referrals.
 *
 * Keys:
 * - Newsletter subscription (newsletter_subscriptions): pk NEWSLETTER#<email lower-cased>, sk SUBSCRIPTION.
 * - Waitlist entry: pk WAITLIST#<list>, sk EMAIL#<email lower-cased>.
 * - Referral: pk USER#<userId>, sk REFERRAL -> { code }; gsi2pk REFERRAL#<CODE>, gsi2sk <at>#<userId>
 *   (who a code brought in).
 */
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '../platform/clients.ts';
import { attempt } from './conditional.ts';
import { putOutboxEntry, type OutboxEntry } from './outbox.ts';
import type { EntityDeclaration, StoredItem } from './entity.ts';
import { transact } from './transact.ts';

export const newsletterKey = (email: string) => ({
  pk: `NEWSLETTER#${email.toLowerCase()}`,
  sk: 'SUBSCRIPTION',
});
export const waitlistKey = (list: string, email: string) => ({
  pk: `WAITLIST#${list}`,
  sk: `EMAIL#${email.toLowerCase()}`,
});
export const referralKey = (userId: string, code: string, at: string) => ({
  pk: `USER#${userId}`,
  sk: 'REFERRAL',
  gsi2pk: `REFERRAL#${code.toUpperCase()}`,
  gsi2sk: `${at}#${userId}`,
});

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

export function subscriptionToItem(subscription: NewsletterSubscription): StoredItem {
  return { ...newsletterKey(subscription.email), entity: 'NewsletterSubscription', ...subscription };
}

export function subscriptionFromItem(item: StoredItem): NewsletterSubscription {
  return {
    email: item.email as string,
    subscribed: item.subscribed as boolean,
    discountCode: item.discountCode as string,
    discountUsed: item.discountUsed as boolean,
    subscribedAt: item.subscribedAt as string,
    unsubscribedAt: item.unsubscribedAt as string | null,
  };
}

export const entity = {
  name: 'NewsletterSubscription',
  keys: { pk: 'NEWSLETTER#', sk: 'SUBSCRIPTION' },
  // Signing up needs no account: the subscription is the address's, whoever holds it.
  owner: { of: (item) => ({ email: subscriptionFromItem(item).email }) },
  retention: {
    policy: 'newsletter',
    rule: 'kept after unsubscribing without the consent, so a returning subscriber keeps their one welcome code',
  },
  export: { shape: (item) => ({ ...subscriptionFromItem(item) }) },
} satisfies EntityDeclaration;

export const waitlistEntity = {
  name: 'WaitlistEntry',
  keys: { pk: 'WAITLIST#', sk: 'EMAIL#' },
  owner: { of: (item) => ({ email: String(item.email) }) },
  retention: { policy: 'newsletter', rule: 'kept until the list it waits for opens' },
  export: { shape: (item) => ({ list: item.list, email: item.email, joinedAt: item.joinedAt }) },
} satisfies EntityDeclaration;

export const referralEntity = {
  name: 'Referral',
  keys: { pk: 'USER#', sk: 'REFERRAL' },
  owner: { of: (item) => ({ account: String(item.userId) }) },
  retention: { policy: 'account', rule: 'kept while the account exists' },
  export: { shape: (item) => ({ referralCode: item.code, at: item.at }) },
} satisfies EntityDeclaration;

export async function getSubscription(email: string): Promise<NewsletterSubscription | null> {
  const out = await ddb().send(
    new GetCommand({ TableName: tableName(), Key: newsletterKey(email), ConsistentRead: true }),
  );
  return out.Item ? subscriptionFromItem(out.Item) : null;
}

/**
 * Subscribes an address: a new record, or a former subscriber's record switched back on (keeping its
 * code, so leaving and rejoining never earns a second discount), with the welcome it owes (`owes`, an
 * outbox entry). False when it is already subscribed; nothing is written then.
 */
export async function subscribe(subscription: NewsletterSubscription, owes: OutboxEntry): Promise<boolean> {
  const outcome = await transact([
    {
      Put: {
        TableName: tableName(),
        Item: subscriptionToItem(subscription),
        ConditionExpression: 'attribute_not_exists(pk) OR subscribed = :no',
        ExpressionAttributeValues: { ':no': false },
      },
    },
    putOutboxEntry(owes),
  ]);
  return outcome.done;
}

/** Unsubscribes an address; nothing happens (and nothing is told) when it was not subscribed. */
export async function unsubscribe(email: string, at: string): Promise<void> {
  await attempt(
    new UpdateCommand({
      TableName: tableName(),
      Key: newsletterKey(email),
      UpdateExpression: 'SET subscribed = :no, unsubscribedAt = :at',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':no': false, ':at': at },
    }),
  );
}

/** Records that a subscriber's welcome code was used (discount_used). */
export async function markNewsletterDiscountUsed(email: string): Promise<void> {
  // An address that was never subscribed has nothing to mark.
  await attempt(
    new UpdateCommand({
      TableName: tableName(),
      Key: newsletterKey(email),
      UpdateExpression: 'SET discountUsed = :yes',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':yes': true },
    }),
  );
}

/** Adds an address to a waitlist once; false when it was already on it. */
export async function joinWaitlist(list: string, email: string, at: string): Promise<boolean> {
  const outcome = await attempt(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...waitlistKey(list, email),
        entity: 'WaitlistEntry',
        list,
        email: email.toLowerCase(),
        joinedAt: at,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
  return outcome === 'done';
}

/** Records who referred a user, once per user; false when a referral was recorded before. */
export async function recordReferral(userId: string, code: string, at: string): Promise<boolean> {
  const outcome = await attempt(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...referralKey(userId, code, at),
        entity: 'Referral',
        userId,
        code: code.toUpperCase(),
        at,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
  return outcome === 'done';
}
