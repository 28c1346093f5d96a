import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import type { Agency } from '../domain/agency.ts';
import type { SubscriptionState } from '../domain/subscription.ts';
import { ddb, tableName } from '../platform/clients.ts';
import { conflict } from '../domain/errors.ts';
import { givePromoUseBack, takePromoUse } from './jobs.ts';
import { failedAt, transact } from './transact.ts';
import { keys } from './keys.ts';

type Item = Record<string, unknown>;

const FIELDS = [
  'id',
  'userId',
  'ownerEmail',
  'agencyName',
  'websiteUrl',
  'logo',
  'stripeCustomerId',
  'trialUsed',
  'pendingCheckoutSessionId',
  'subscription',
  'createdAt',
  'updatedAt',
] as const satisfies ReadonlyArray<keyof Agency>;

function fromItem(item: Item): Agency {
  const agency = Object.fromEntries(FIELDS.map((f) => [f, item[f]])) as unknown as Agency;
  return {
    ...agency,
    websiteUrl: agency.websiteUrl ?? '',
    logo: agency.logo ?? null,
    stripeCustomerId: agency.stripeCustomerId ?? null,
    trialUsed: agency.trialUsed ?? false,
    pendingCheckoutSessionId: agency.pendingCheckoutSessionId ?? null,
    subscription: agency.subscription ?? null,
  };
}

export async function getAgency(agencyId: string, consistent = false): Promise<Agency | null> {
  const out = await ddb().send(
    new GetCommand({ TableName: tableName(), Key: keys.agency(agencyId), ConsistentRead: consistent }),
  );
  return out.Item ? fromItem(out.Item) : null;
}

/** The caller's agency (read consistently: a change must start from what was just saved), or null. */
export async function getAgencyOfUser(userId: string): Promise<Agency | null> {
  const out = await ddb().send(
    new GetCommand({ TableName: tableName(), Key: keys.agencyOwner(userId), ConsistentRead: true }),
  );
  const agencyId = out.Item?.agencyId;
  return typeof agencyId === 'string' ? getAgency(agencyId, true) : null;
}

/** Creates an agency and claims its owner record in one transaction: one agency per user. */
export async function createAgency(agency: Agency): Promise<void> {
  try {
    await ddb().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: { ...keys.agency(agency.id), entity: 'Agency', ...agency },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          {
            Put: {
              TableName: tableName(),
              Item: { ...keys.agencyOwner(agency.userId), entity: 'AgencyOwner', agencyId: agency.id },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
        ],
      }),
    );
  } catch (error) {
    if (error instanceof TransactionCanceledException)
      throw conflict('You already have an agency profile. Reload the page to edit it.');
    throw error;
  }
}

/** Saves the agency's public details, only over the version read (a concurrent edit is a 409). */
export async function updateAgencyProfile(
  previous: Agency,
  next: Pick<Agency, 'agencyName' | 'websiteUrl' | 'logo' | 'updatedAt'>,
): Promise<Agency> {
  try {
    const out = await ddb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.agency(previous.id),
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
    return fromItem(out.Attributes!);
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException)
      throw conflict(
        'Your agency profile was changed somewhere else in the meantime. Please reload the page and try again.',
      );
    throw error;
  }
}

/** Records the agency's Stripe customer, once: a second, different customer is never recorded. */
export async function setStripeCustomer(agencyId: string, customerId: string): Promise<boolean> {
  try {
    await ddb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.agency(agencyId),
        UpdateExpression: 'SET stripeCustomerId = :c',
        ConditionExpression:
          'attribute_exists(pk) AND (attribute_not_exists(stripeCustomerId) OR attribute_type(stripeCustomerId, :null) OR stripeCustomerId = :c)',
        ExpressionAttributeValues: { ':c': customerId, ':null': 'NULL' },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
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
  try {
    await ddb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.agency(agencyId),
        UpdateExpression: 'SET pendingCheckoutSessionId = :next',
        ConditionExpression: seen
          ? 'attribute_exists(pk) AND pendingCheckoutSessionId = :seen'
          : 'attribute_exists(pk) AND (attribute_not_exists(pendingCheckoutSessionId) OR attribute_type(pendingCheckoutSessionId, :null))',
        ExpressionAttributeValues: { ':next': next, ...(seen ? { ':seen': seen } : { ':null': 'NULL' }) },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
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
  try {
    await ddb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.agency(agencyId),
        UpdateExpression: `SET #sub = :s, subscriptionUpdatedAt = :u${trial ? ', trialUsed = :yes' : ''}`,
        ConditionExpression: condition,
        ExpressionAttributeNames: { '#sub': 'subscription' },
        ExpressionAttributeValues: values,
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** How long a checkout being opened may take; a hold claimed longer ago by no pending checkout is left over. */
const OPENING_CHECKOUT_MS = 2 * 60 * 1000;

export type AgencyHold = 'held' | 'busy' | 'used-up';

/**
 * An agency's subscription checkout takes one use of a limited promo code as it opens, as a family's
 * draft does: agencies opening checkouts side by side cannot spend a code more often than it allows.
 * The hold names the checkout by `claim` (carried in the session's metadata). An agency starting again
 * takes over its own hold without a second use, but only from the checkout it has just ended
 * (`previousClaim`), or from one left over by a request that failed half-way (claimed over two minutes
 * ago): a hold another request of the agency claimed a moment ago is 'busy' (two windows, or a double
 * click), so no checkout is ever left open without the use it was priced with. 'used-up' when no use
 * is left.
 */
export async function holdPromoForAgency(
  code: string,
  agencyId: string,
  claim: string,
  previousClaim: string | null,
  now = Date.now(),
): Promise<AgencyHold> {
  const hold = keys.agencyPromoHold(code, agencyId);
  const claimedAt = new Date(now).toISOString();
  // Round again only when the hold was given back between the two steps below.
  for (;;) {
    const codes = await transact([
      {
        Put: {
          TableName: tableName(),
          Item: { ...hold, entity: 'PromoHold', agencyId, claim, claimedAt },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      takePromoUse(code),
    ]);
    if (!codes) return 'held';
    if (!failedAt(codes, 0)) return 'used-up';
    const taken = await takeOverHold(hold, claim, claimedAt, previousClaim, now);
    if (taken !== 'released') return taken;
  }
}

/** Moves an existing hold to a new checkout, when the rules above allow; 'released' if it is gone. */
async function takeOverHold(
  hold: { pk: string; sk: string },
  claim: string,
  claimedAt: string,
  previousClaim: string | null,
  now: number,
): Promise<'held' | 'busy' | 'released'> {
  const current = (
    await ddb().send(new GetCommand({ TableName: tableName(), Key: hold, ConsistentRead: true }))
  ).Item;
  if (!current) return 'released';
  const seenClaim = String(current.claim);
  const leftOver = now - Date.parse(String(current.claimedAt ?? '')) > OPENING_CHECKOUT_MS;
  if (seenClaim !== previousClaim && !leftOver) return 'busy';
  try {
    await ddb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: hold,
        UpdateExpression: 'SET claim = :claim, claimedAt = :at',
        ConditionExpression: 'claim = :seen',
        ExpressionAttributeValues: { ':claim': claim, ':at': claimedAt, ':seen': seenClaim },
      }),
    );
    return 'held';
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    // Another request took it over first, or it was given back: look again next time round.
    return 'busy';
  }
}

/**
 * Gives back the use an agency's checkout held (it expired unpaid, or could not be opened). Only the
 * checkout named by `claim`: one its agency has since replaced gives nothing back. False when there was
 * nothing to give back.
 */
export async function releaseAgencyPromo(code: string, agencyId: string, claim: string): Promise<boolean> {
  const codes = await transact([
    {
      Delete: {
        TableName: tableName(),
        Key: keys.agencyPromoHold(code, agencyId),
        ConditionExpression: 'claim = :claim',
        ExpressionAttributeValues: { ':claim': claim },
      },
    },
    givePromoUseBack(code),
  ]);
  return codes === null;
}

/**
 * Counts one use of a checkout's promo code, once per checkout however many times its completion is
 * seen: the checkout is marked on the agency in the same transaction. A checkout that held its use
 * (`claim`, a limited code) spends that hold; otherwise (an unlimited code, or a hold its agency has
 * since handed to another checkout) the use is counted now. Answers 'counted', 'already' (this checkout
 * was counted before) or 'used-up' (the code reached its limit meanwhile; the checkout is still marked,
 * so it is not tried again).
 */
export async function countPromoForCheckout(
  agencyId: string,
  sessionId: string,
  code: string,
  claim?: string,
): Promise<'counted' | 'already' | 'used-up'> {
  const mark = {
    TableName: tableName(),
    Key: keys.agency(agencyId),
    UpdateExpression: 'ADD promoCountedSessions :s',
    ConditionExpression: 'attribute_exists(pk) AND NOT contains(promoCountedSessions, :id)',
    ExpressionAttributeValues: { ':s': new Set([sessionId]), ':id': sessionId },
  };
  if (claim) {
    // The checkout held its use: spending the hold counts it.
    const codes = await transact([
      { Update: mark },
      {
        Delete: {
          TableName: tableName(),
          Key: keys.agencyPromoHold(code, agencyId),
          ConditionExpression: 'claim = :claim',
          ExpressionAttributeValues: { ':claim': claim },
        },
      },
    ]);
    if (!codes) return 'counted';
    if (failedAt(codes, 0)) return 'already';
    // The hold is another checkout's now: this one's use is counted afresh.
  }
  const codes = await transact([{ Update: mark }, takePromoUse(code)]);
  if (!codes) return 'counted';
  if (failedAt(codes, 0)) return 'already';
  // Used up meanwhile: the checkout is still marked, so it is not tried again.
  try {
    await ddb().send(new UpdateCommand(mark));
  } catch (markError) {
    if (!(markError instanceof ConditionalCheckFailedException)) throw markError;
    return 'already';
  }
  return 'used-up';
}

/**
 * A subscription checkout whose payment settled later failed: the use of its promo code that its
 * completion counted comes back, once (the checkout's mark is removed in the same transaction).
 * False when it was never counted, or given back before.
 */
export async function uncountPromoForCheckout(
  agencyId: string,
  sessionId: string,
  code: string,
): Promise<boolean> {
  const codes = await transact([
    {
      Update: {
        TableName: tableName(),
        Key: keys.agency(agencyId),
        UpdateExpression: 'DELETE promoCountedSessions :s',
        ConditionExpression: 'contains(promoCountedSessions, :id)',
        ExpressionAttributeValues: { ':s': new Set([sessionId]), ':id': sessionId },
      },
    },
    givePromoUseBack(code),
  ]);
  return codes === null;
}
