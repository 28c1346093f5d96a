/**
 * Agencies (agencies): one per agency user, with its Stripe customer and subscription state, and the
 * owner record that keeps it one per user. Agency jobs are Job items (jobs.ts).
 *
 * Keys:
 * - Agency: pk AGENCY#<agencyId>, sk AGENCY; `promoCountedSessions` marks the checkouts whose promo
 *   code use was counted (promos.ts).
 * - Owner: pk USER#<userId>, sk AGENCY -> { agencyId }.
 */
import { publicLogoKeyOfPath } from '../contract/logo-keys.ts';
import type { Agency, AgencyLogo } from '../domain/agency.ts';
import { conflict } from '../domain/errors.ts';
import type { SubscriptionState } from '../domain/subscription.ts';
import { ddb } from '../platform/clients.ts';
import { ACCOUNT_TYPE_MESSAGES } from '../contract/me.ts';
import { accountTypeCheck } from './account-index.ts';
import { attempt, attemptUpdate } from './table/conditional.ts';
import { putOutboxEntry, type OutboxEntry } from './outbox.ts';
import type { EntityDeclaration, StoredItem } from './entity.ts';
import { transact } from './table/transact.ts';
import { getItem, updateItem } from './table/commands.ts';

export const agencyKey = (agencyId: string) => ({ pk: `AGENCY#${agencyId}`, sk: 'AGENCY' });
export const agencyOwnerKey = (userId: string) => ({ pk: `USER#${userId}`, sk: 'AGENCY' });

export function agencyToItem(agency: Agency): StoredItem {
  return { ...agencyKey(agency.id), entity: 'Agency', ...agency };
}

/** An agency as read; attributes older items lack read as their empty value. */
export function agencyFromItem(item: StoredItem): Agency {
  return {
    id: item.id as string,
    userId: item.userId as string,
    ownerEmail: item.ownerEmail as string,
    agencyName: item.agencyName as string,
    websiteUrl: (item.websiteUrl as string | undefined) ?? '',
    logo: (item.logo as AgencyLogo | undefined) ?? null,
    stripeCustomerId: (item.stripeCustomerId as string | undefined) ?? null,
    trialUsed: (item.trialUsed as boolean | undefined) ?? false,
    pendingCheckoutSessionId: (item.pendingCheckoutSessionId as string | undefined) ?? null,
    subscription: (item.subscription as SubscriptionState | undefined) ?? null,
    createdAt: item.createdAt as string,
    updatedAt: item.updatedAt as string,
  };
}

export const entity = {
  name: 'Agency',
  keys: { pk: 'AGENCY#', sk: 'AGENCY' },
  owner: { of: (item) => ({ account: String(item.userId) }) },
  retention: { policy: 'account', rule: 'kept while the account exists' },
  export: {
    shape: (item) => {
      const agency = agencyFromItem(item);
      return {
        agencyName: agency.agencyName,
        websiteUrl: agency.websiteUrl,
        logo: agency.logo,
        ownerEmail: agency.ownerEmail,
        trialUsed: agency.trialUsed,
        subscription: agency.subscription,
        createdAt: agency.createdAt,
        updatedAt: agency.updatedAt,
      };
    },
  },
  find: (s) => (s.agencyId ? [{ key: agencyKey(s.agencyId) }] : []),
  // Its subscription is cancelled first (the deletion's subscription step).
  erase: { delete: "the agency's profile" },
  // Its logo, and the logo's public copy (a replaced logo's copy is in its logos folder, which the
  // account's deletion empties too: services/account-data.ts).
  files: (item) => {
    const logo = agencyFromItem(item).logo;
    const publicCopy = publicLogoKeyOfPath(logo?.path);
    return logo ? [logo.key, ...(publicCopy ? [publicCopy] : [])] : [];
  },
} satisfies EntityDeclaration;

export const ownerEntity = {
  name: 'AgencyOwner',
  keys: { pk: 'USER#', sk: 'AGENCY' },
  owner: { of: (item) => ({ account: String(item.pk).slice('USER#'.length) }) },
  retention: {
    policy: 'account',
    rule: 'written and deleted with its agency, which is kept while the account exists',
  },
  export: { none: 'a pointer from the account to its agency, which is exported itself' },
  find: (s) => [{ key: agencyOwnerKey(s.accountId) }],
  erase: { delete: 'a pointer to the agency, deleted with it' },
} satisfies EntityDeclaration;

export async function getAgency(agencyId: string, consistent = false): Promise<Agency | null> {
  const out = await ddb().send(getItem({ Key: agencyKey(agencyId), ConsistentRead: consistent }));
  return out.Item ? agencyFromItem(out.Item) : null;
}

/** The caller's agency (read consistently: a change must start from what was just saved), or null. */
export async function getAgencyOfUser(userId: string): Promise<Agency | null> {
  const out = await ddb().send(getItem({ Key: agencyOwnerKey(userId), ConsistentRead: true }));
  const agencyId = out.Item?.agencyId;
  return typeof agencyId === 'string' ? getAgency(agencyId, true) : null;
}

/** Creates an agency and claims its owner record in one transaction: one agency per user. */
export async function createAgency(agency: Agency): Promise<void> {
  const outcome = await transact({
    agency: {
      Put: {
        Item: agencyToItem(agency),
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    owner: {
      Put: {
        Item: { ...agencyOwnerKey(agency.userId), entity: 'AgencyOwner', agencyId: agency.id },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    // Only an agency account (now, not as its token was) creates an agency.
    sameType: accountTypeCheck(agency.userId, 'agency'),
  });
  if (outcome.didFail('sameType')) throw conflict(ACCOUNT_TYPE_MESSAGES.changedMeanwhile);
  if (!outcome.done) throw conflict('You already have an agency profile. Reload the page to edit it.');
}

/** Saves the agency's public details, only over the version read (a concurrent edit is a 409). */
export async function updateAgencyProfile(
  previous: Agency,
  next: Pick<Agency, 'agencyName' | 'websiteUrl' | 'logo' | 'updatedAt'>,
): Promise<Agency> {
  const written = await attemptUpdate(
    updateItem({
      Key: agencyKey(previous.id),
      UpdateExpression: 'SET agencyName = :n, websiteUrl = :w, logo = :l, updatedAt = :u',
      ConditionExpression: 'attribute_exists(pk) AND updatedAt = :seen',
      ExpressionAttributeValues: {
        ':n': next.agencyName,
        ':w': next.websiteUrl,
        ':l': next.logo,
        ':u': next.updatedAt,
        ':seen': previous.updatedAt,
      },
      ReturnValues: 'ALL_NEW',
    }),
  );
  if (written === 'condition-failed')
    throw conflict(
      'Your agency profile was changed somewhere else in the meantime. Please reload the page and try again.',
    );
  return agencyFromItem(written!);
}

/** Records the agency's Stripe customer, once: a second, different customer is never recorded. */
export async function setStripeCustomer(agencyId: string, customerId: string): Promise<boolean> {
  const outcome = await attempt(
    updateItem({
      Key: agencyKey(agencyId),
      UpdateExpression: 'SET stripeCustomerId = :c',
      ConditionExpression:
        'attribute_exists(pk) AND (attribute_not_exists(stripeCustomerId) OR attribute_type(stripeCustomerId, :null) OR stripeCustomerId = :c)',
      ExpressionAttributeValues: { ':c': customerId, ':null': 'NULL' },
    }),
  );
  return outcome === 'done';
}

/**
 * Sets the agency's pending subscription checkout, only if it is still the one the caller saw (null for
 * none): two checkouts started at once cannot both be claimed, and a finished checkout forgets only
 * itself, never a newer one. False when someone else changed it first.
 */
export async function setPendingCheckout(
  agencyId: string,
  seen: string | null,
  next: string | null,
): Promise<boolean> {
  const outcome = await attempt(
    updateItem({
      Key: agencyKey(agencyId),
      UpdateExpression: 'SET pendingCheckoutSessionId = :next',
      ConditionExpression: seen
        ? 'attribute_exists(pk) AND pendingCheckoutSessionId = :seen'
        : 'attribute_exists(pk) AND (attribute_not_exists(pendingCheckoutSessionId) OR attribute_type(pendingCheckoutSessionId, :null))',
      ExpressionAttributeValues: { ':next': next, ...(seen ? { ':seen': seen } : { ':null': 'NULL' }) },
    }),
  );
  return outcome === 'done';
}

/**
 * Replaces the agency's subscription state, only if it is still the one the caller read (optimistic
 * concurrency: a racing writer makes this return false, and the caller reads again and decides again).
 * A state with a trial marks the free month as used, for good.
 */
export async function writeSubscription(
  agencyId: string,
  seen: SubscriptionState | null,
  next: SubscriptionState,
  /** The change's outbox entry (its jobs taken off the board when it ended), written with it. */
  outbox: OutboxEntry | null = null,
): Promise<boolean> {
  const values: Record<string, unknown> = { ':s': next, ':u': new Date().toISOString() };
  let condition = 'attribute_exists(pk) AND ';
  if (seen) {
    condition += '#sub.subscriptionId = :seenId AND #sub.syncedAt = :seenAt';
    values[':seenId'] = seen.subscriptionId;
    values[':seenAt'] = seen.syncedAt;
  } else {
    condition += '(attribute_not_exists(#sub) OR attribute_type(#sub, :null))';
    values[':null'] = 'NULL';
  }
  const trial = next.trialEnd !== null;
  if (trial) values[':yes'] = true;
  const outcome = await transact({
    subscription: {
      Update: {
        Key: agencyKey(agencyId),
        UpdateExpression: `SET #sub = :s, subscriptionUpdatedAt = :u${trial ? ', trialUsed = :yes' : ''}`,
        ConditionExpression: condition,
        ExpressionAttributeNames: { '#sub': 'subscription' },
        ExpressionAttributeValues: values,
      },
    },
    outbox: outbox ? putOutboxEntry(outbox) : null,
  });
  return outcome.done;
}

/** The agency's owner address (its subscription emails) follows its account's, once verified. */
export async function setAgencyOwnerEmail(agencyId: string, email: string): Promise<void> {
  await attempt(
    updateItem({
      Key: agencyKey(agencyId),
      UpdateExpression: 'SET ownerEmail = :e',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':e': email },
    }),
  );
}
