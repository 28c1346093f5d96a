/**
 * The community around the marketplace: newsletter subscriptions, waitlists and referrals.
 *
 * Keys:
 * - Newsletter subscription (newsletter_subscriptions): pk NEWSLETTER#<email lower-cased>, sk SUBSCRIPTION.
 * - Former subscriber: pk NEWSLETTER_FORMER#<one-way hash of the address>, sk FORMER -> { discountCode,
 *   discountUsed, unsubscribedAt }: what is left of a subscription once its address unsubscribes.
 * - Waitlist entry: pk WAITLIST#<list>, sk EMAIL#<email lower-cased>.
 * - Referral: pk USER#<userId>, sk REFERRAL -> { code }; gsi2pk REFERRAL#<CODE>, gsi2sk <at>#<userId>
 *   (who a code brought in).
 */
import { createHash } from 'node:crypto';
import { ddb } from '../platform/clients.ts';
import { attempt, attemptUpdate } from './table/conditional.ts';
import { putOutboxEntry, type OutboxEntry } from './outbox.ts';
import type { EntityDeclaration, StoredItem } from './entity.ts';
import { transact, type TransactItem } from './table/transact.ts';
import { getItem, putItem, updateItem } from './table/commands.ts';

export const newsletterKey = (email: string) => ({
  pk: `NEWSLETTER#${email.toLowerCase()}`,
  sk: 'SUBSCRIPTION',
});
/** The waiting lists an address can join. */
export const WAITLIST_LISTS = ['online-classes'] as const;
/**
 * The one-way code of an address that unsubscribed: SHA-256 of the address as it is compared (trimmed,
 * lower-cased), under a name of its own. It cannot be turned back into the address; it only tells,
 * when the same address comes back, that it was here before and whether its welcome code was used.
 */
export const newsletterHash = (email: string) =>
  createHash('sha256').update(`newsletter-former\n${email.trim().toLowerCase()}`).digest('hex');
export const formerSubscriberKey = (hash: string) => ({ pk: `NEWSLETTER_FORMER#${hash}`, sk: 'FORMER' });

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
    ttl: 'expiresAt',
    period:
      'none while subscribed; unsubscribing reduces it to its key at once, with a TTL of that moment, and keeps a FormerSubscriber without the address',
  },
  export: { shape: (item) => ({ ...subscriptionFromItem(item) }) },
  find: (s) => (s.email ? [{ key: newsletterKey(s.email) }] : []),
  // Deleted, leaving what unsubscribing leaves: the address kept off the list by its hash alone, with
  // its one welcome code still spent.
  erase: {
    delete: "the account's address's subscription",
    leaves: (item) => {
      const subscription = subscriptionFromItem(item);
      if (item.expiresAt !== undefined || !subscription.discountCode) return [];
      return [
        {
          ...formerSubscriberKey(newsletterHash(subscription.email)),
          entity: formerEntity.name,
          discountCode: subscription.discountCode,
          discountUsed: subscription.discountUsed,
          unsubscribedAt: new Date().toISOString(),
        },
      ];
    },
  },
} satisfies EntityDeclaration;

/** A newsletter subscription once its address unsubscribed: nothing of the address but its hash. */
export interface FormerSubscriber {
  hash: string;
  discountCode: string;
  discountUsed: boolean;
  unsubscribedAt: string;
}

export const formerEntity = {
  name: 'FormerSubscriber',
  keys: { pk: 'NEWSLETTER_FORMER#', sk: 'FORMER' },
  owner: { none: 'a one-way code of an address: no one can be found from it' },
  retention: {
    policy: 'newsletter',
    ttl: 'expiresAt',
    period:
      'none while the address stays unsubscribed (it keeps it so, and its one welcome code used); set to the moment it subscribes again',
  },
  export: { none: 'it holds nothing readable of anyone: an address cannot be read back from its hash' },
} satisfies EntityDeclaration;

export async function getFormerSubscriber(email: string): Promise<FormerSubscriber | null> {
  const hash = newsletterHash(email);
  const out = await ddb().send(getItem({ Key: formerSubscriberKey(hash), ConsistentRead: true }));
  // One whose address subscribed again waits only for its TTL.
  if (!out.Item || out.Item.expiresAt !== undefined) return null;
  return {
    hash,
    discountCode: String(out.Item.discountCode),
    discountUsed: out.Item.discountUsed === true,
    unsubscribedAt: String(out.Item.unsubscribedAt),
  };
}

export const waitlistEntity = {
  name: 'WaitlistEntry',
  keys: { pk: 'WAITLIST#', sk: 'EMAIL#' },
  owner: { of: (item) => ({ email: String(item.email) }) },
  retention: { policy: 'newsletter', rule: 'kept until the list it waits for opens' },
  export: { shape: (item) => ({ list: item.list, email: item.email, joinedAt: item.joinedAt }) },
  find: (s) => (s.email ? WAITLIST_LISTS.map((list) => ({ key: waitlistKey(list, s.email!) })) : []),
  erase: { delete: "the account's address on a waiting list" },
} satisfies EntityDeclaration;

export const referralEntity = {
  name: 'Referral',
  keys: { pk: 'USER#', sk: 'REFERRAL' },
  owner: { of: (item) => ({ account: String(item.userId) }) },
  retention: { policy: 'account', rule: 'kept while the account exists' },
  export: { shape: (item) => ({ referralCode: item.code, at: item.at }) },
  find: (s) => [{ partition: `USER#${s.accountId}`, sortKeyPrefix: 'REFERRAL' }],
  erase: { delete: "the account's own record" },
} satisfies EntityDeclaration;

export async function getSubscription(email: string): Promise<NewsletterSubscription | null> {
  const out = await ddb().send(getItem({ Key: newsletterKey(email), ConsistentRead: true }));
  // A subscription reduced to its key by unsubscribing waits only for its TTL: there is none.
  return out.Item && out.Item.expiresAt === undefined ? subscriptionFromItem(out.Item) : null;
}

/** A promo code's key, as promos.ts builds it (which imports this module, so it is not imported here). */
const welcomeCodeKey = (code: string) => ({ pk: `PROMO#${code}`, sk: 'PROMO' });

/** The promo code's link to its subscriber: the address while subscribed, its hash once gone. */
const welcomeCodeOwner = (code: string, owner: { email: string } | { hash: string }): TransactItem => ({
  Update: {
    Key: welcomeCodeKey(code),
    ...('email' in owner
      ? {
          UpdateExpression: 'SET newsletterEmail = :owner REMOVE newsletterHash',
          ExpressionAttributeValues: { ':owner': owner.email },
        }
      : {
          UpdateExpression: 'SET newsletterHash = :owner REMOVE newsletterEmail',
          ExpressionAttributeValues: { ':owner': owner.hash },
        }),
    ConditionExpression: 'attribute_exists(pk)',
  },
});

/**
 * Subscribes an address: a new record, or a former subscriber back (`returning`: keeping their code,
 * so leaving and rejoining never earns a second discount; its hash goes and its code is the address's
 * again), with its welcome (`welcome`, an outbox entry). False when it is already subscribed, or
 * came back meanwhile; nothing is written then.
 */
export async function subscribe(
  subscription: NewsletterSubscription,
  welcome: OutboxEntry,
  returning?: FormerSubscriber,
): Promise<boolean> {
  const outcome = await transact({
    subscription: {
      Put: {
        Item: subscriptionToItem(subscription),
        ConditionExpression: 'attribute_not_exists(pk) OR subscribed = :no',
        ExpressionAttributeValues: { ':no': false },
      },
    },
    welcome: putOutboxEntry(welcome),
    returning: returning
      ? [
          {
            // Deleted by its TTL from now: the address is on the list again, by name.
            Update: {
              Key: formerSubscriberKey(returning.hash),
              UpdateExpression: 'SET expiresAt = :now',
              ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(expiresAt)',
              ExpressionAttributeValues: { ':now': Math.floor(Date.parse(subscription.subscribedAt) / 1000) },
            },
          },
          welcomeCodeOwner(returning.discountCode, { email: subscription.email }),
        ]
      : [],
  });
  return outcome.done;
}

/**
 * Unsubscribes an address (contract/retention.ts, newsletter): its subscription is reduced at once to
 * its key, with a TTL of this moment (so DynamoDB deletes it), and a former subscriber's record keeps,
 * in place of the address, its one-way hash with the welcome code and whether it was used; the code's
 * own record names the hash instead of the address. Every step is an update, the one write the
 * unsubscribe routes may make. Nothing happens (and nothing is told) when it was not subscribed.
 */
export async function unsubscribe(email: string, at: string): Promise<void> {
  const hash = newsletterHash(email);
  const expiresAt = Math.floor(Date.parse(at) / 1000);
  for (let round = 0; round < 3; round++) {
    // Reads the subscription as it is (an update that changes nothing of it), if it is one.
    const read = await attemptUpdate(
      updateItem({
        Key: newsletterKey(email),
        UpdateExpression: 'SET unsubscribedAt = if_not_exists(unsubscribedAt, :null)',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(expiresAt)',
        ExpressionAttributeValues: { ':null': null },
        ReturnValues: 'ALL_NEW',
      }),
    );
    if (read === 'condition-failed' || !read) return;
    const subscription = subscriptionFromItem(read);
    const subscriptionWrite: TransactItem = {
      Update: {
        Key: newsletterKey(email),
        UpdateExpression:
          'SET subscribed = :no, unsubscribedAt = :at, expiresAt = :expires ' +
          'REMOVE email, discountCode, discountUsed, subscribedAt',
        // Only the subscription as read: its code's use recorded meanwhile is read again.
        ConditionExpression: 'attribute_not_exists(expiresAt) AND discountUsed = :used',
        ExpressionAttributeValues: {
          ':no': false,
          ':at': at,
          ':expires': expiresAt,
          ':used': subscription.discountUsed,
        },
      },
    };
    const former: TransactItem = {
      Update: {
        Key: formerSubscriberKey(hash),
        UpdateExpression:
          'SET entity = :entity, discountCode = :code, discountUsed = :used, unsubscribedAt = :at REMOVE expiresAt',
        ExpressionAttributeValues: {
          ':entity': formerEntity.name,
          ':code': subscription.discountCode,
          ':used': subscription.discountUsed,
          ':at': at,
        },
      },
    };
    const code = welcomeCodeOwner(subscription.discountCode, { hash });
    const outcome = await transact({ subscription: subscriptionWrite, former, code });
    if (outcome.done) return;
    // A code with no record of its own (issued elsewhere, or removed): the rest goes on without it.
    if (
      outcome.didFail('code') &&
      !outcome.didFail('subscription') &&
      (await transact({ subscription: subscriptionWrite, former })).done
    )
      return;
  }
  throw new Error('An unsubscribe kept meeting a change to the same subscription');
}

/** Records that a former subscriber's welcome code was used, by the hash its code names. */
export async function markFormerDiscountUsed(hash: string): Promise<void> {
  await attempt(
    updateItem({
      Key: formerSubscriberKey(hash),
      UpdateExpression: 'SET discountUsed = :yes',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':yes': true },
    }),
  );
}

/** Records that a subscriber's welcome code was used (discount_used). */
export async function markNewsletterDiscountUsed(email: string): Promise<void> {
  // An address that was never subscribed has nothing to mark.
  await attempt(
    updateItem({
      Key: newsletterKey(email),
      UpdateExpression: 'SET discountUsed = :yes',
      ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(expiresAt)',
      ExpressionAttributeValues: { ':yes': true },
    }),
  );
}

/** Adds an address to a waitlist once; false when it was already on it. */
export async function joinWaitlist(list: string, email: string, at: string): Promise<boolean> {
  const outcome = await attempt(
    putItem({
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
    putItem({
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
