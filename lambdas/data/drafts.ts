/**
 * A family's unpaid job post: a Job item (jobs.ts declares it) without board keys, which expires a
 * week after it was stored unless it is paid for. A draft with a limited promo code holds one use of
 * it until it is paid or given back (promos.ts).
 */
import { ddb } from '../platform/clients.ts';
import { ACCOUNT_TYPE_MESSAGES } from '../contract/me.ts';
import { conflict } from '../domain/errors.ts';
import { accountTypeCheck } from './account-index.ts';
import { jobPosterMark } from './accounts.ts';
import { attempt } from './table/conditional.ts';
import { DRAFT_DAYS, jobFromItem, jobKey, jobToItem, type Job } from './jobs.ts';
import { postedJobKey, postedJobPut } from './posted-jobs.ts';
import { endPromoHoldItem, givePromoUseBack, promoHoldPut, takePromoUse } from './promos.ts';
import { retentionDueFrom, retentionDuePut } from './retention-due.ts';
import { transact, type TransactItem } from './table/transact.ts';
import { getItem, updateItem } from './table/commands.ts';

const expiresWeekAfter = (at: number) => Math.floor(at / 1000) + DRAFT_DAYS * 24 * 3600;

/**
 * Stores an unpaid draft, which expires unless paid for within a week. A draft with a limited promo code
 * (`limited`: it has a most uses) also takes one use of it, and its owner's hold on the code, in the same
 * transaction: drafts opened side by side cannot spend a code more often than it allows.
 * 'promo-unavailable' when no use is left or another draft of the owner's holds the code; nothing is
 * stored then. The use stays the draft's until it is paid, or given back (`releaseDraftPromo`).
 */
export async function putDraft(job: Job, limited: boolean): Promise<'stored' | 'promo-unavailable'> {
  const holds = Boolean(job.promoCode) && limited;
  const draft = {
    Item: {
      ...jobToItem(job),
      ...(holds ? { promoHeld: true } : {}),
      expiresAt: expiresWeekAfter(Date.parse(job.createdAt)),
    },
    ConditionExpression: 'attribute_not_exists(pk)',
  };
  // The owner's job poster record goes with the draft: from now on the account's type is fixed.
  const poster = jobPosterMark(job.ownerId, job.createdAt);
  // Stored only while the account is of the poster's type and not being deleted (a type change races it).
  const sameType = accountTypeCheck(job.ownerId, job.posterType);
  // Listed under its poster from the start, so "my jobs" shows a draft awaiting payment.
  const listed = postedJobPut(job);
  // Its TTL deletes the draft but not its photo: the retention run deletes that when the draft expires.
  const due = retentionDuePut(
    retentionDueFrom('draft', job.id, job.createdAt, job.photo ? [job.photo.key] : []),
  );
  if (!holds || !job.promoCode) {
    // The draft's id is new: its condition fails only if that id was somehow taken.
    const outcome = await transact({ draft: { Put: draft }, poster, listed, due, sameType });
    if (outcome.didFail('sameType')) throw conflict(ACCOUNT_TYPE_MESSAGES.changedMeanwhile);
    if (!outcome.done) throw new Error(`Job id ${job.id} is taken`);
    return 'stored';
  }
  const outcome = await transact({
    draft: { Put: draft },
    use: takePromoUse(job.promoCode),
    hold: promoHoldPut(job.promoCode, job.ownerId, job.id),
    poster,
    listed,
    due,
    sameType,
  });
  if (outcome.didFail('sameType')) throw conflict(ACCOUNT_TYPE_MESSAGES.changedMeanwhile);
  // The draft's own id is new, so a failed condition is the code's (used up) or the hold's (taken).
  return outcome.done ? 'stored' : 'promo-unavailable';
}

/**
 * Records the checkout opened for a draft. A draft that held a promo code's use must still hold it:
 * false when the use was given back meanwhile (the checkout, priced with the discount, must not stay),
 * when the draft was discarded meanwhile, or, for a checkout opened for a new price (`claim`, see
 * `repriceDraft`), when the draft has been priced again since.
 */
export async function setCheckoutSession(
  job: Pick<Job, 'id' | 'promoHeld'>,
  sessionId: string,
  claim?: string,
): Promise<boolean> {
  const outcome = await attempt(
    updateItem({
      Key: jobKey(job.id),
      UpdateExpression: 'SET checkoutSessionId = :s',
      ConditionExpression: `attribute_exists(pk) AND paymentConfirmed = :no AND attribute_not_exists(discardedAt)${job.promoHeld ? ' AND promoHeld = :yes' : ''}${claim ? ' AND pricingClaim = :claim' : ''}`,
      ExpressionAttributeValues: {
        ':s': sessionId,
        ':no': false,
        ...(job.promoHeld ? { ':yes': true } : {}),
        ...(claim ? { ':claim': claim } : {}),
      },
    }),
  );
  return outcome === 'done';
}

/** The condition that a draft still has the checkout it was read with (none yet, or that one). */
function sameCheckout(sessionId: string | null) {
  return sessionId
    ? { expression: 'checkoutSessionId = :sid', values: { ':sid': sessionId } }
    : {
        expression:
          '(attribute_not_exists(checkoutSessionId) OR attribute_type(checkoutSessionId, :nullType))',
        values: { ':nullType': 'NULL' },
      };
}

/** The price a draft is given again: its amount and promo code, and whether the code is limited. */
export interface DraftPrice {
  amountPence: number;
  promoCode: string | null;
  /** The code has a most uses: the draft takes one and holds it until paid or given back. */
  limited: boolean;
}

/**
 * Prices an unpaid draft again, for a checkout that replaces the one it was read with (ended at Stripe
 * first, and any promo use it held given back): its amount and promo code as given, no checkout until
 * the new one is recorded, and with a limited code one use taken and held by the draft, as `putDraft`
 * takes one, in one transaction. Held to the
 * draft being unpaid, not discarded, holding no use and still with that checkout. `claim` names this
 * pricing: only the checkout opened for it may be recorded (`setCheckoutSession`), so two resumes at once
 * leave one payable checkout, at the price the draft says. 'changed' when the draft moved meanwhile;
 * 'promo-unavailable' when no use of the code is left or another draft of the owner's holds it.
 */
export async function repriceDraft(
  job: Pick<Job, 'id' | 'ownerId' | 'checkoutSessionId'>,
  price: DraftPrice,
  claim: string,
): Promise<'priced' | 'changed' | 'promo-unavailable'> {
  const holds = price.limited && price.promoCode !== null;
  const checkout = sameCheckout(job.checkoutSessionId);
  const draft: TransactItem = {
    Update: {
      Key: jobKey(job.id),
      // Its ended checkout is no longer its own: that checkout's expiry (the webhook) gives nothing back.
      // A bank payment that failed before is behind it: the new checkout's payment is followed afresh.
      UpdateExpression: `SET amountPence = :amount, promoCode = :code, pricingClaim = :claim, checkoutSessionId = :none${holds ? ', promoHeld = :yes' : ''} REMOVE paymentFailedAt`,
      ConditionExpression: `attribute_exists(pk) AND paymentConfirmed = :no AND attribute_not_exists(discardedAt) AND attribute_not_exists(paymentPendingSince) AND attribute_not_exists(promoHeld) AND ${checkout.expression}`,
      ExpressionAttributeValues: {
        ':amount': price.amountPence,
        ':code': price.promoCode,
        ':claim': claim,
        ':none': null,
        ':no': false,
        ...(holds ? { ':yes': true } : {}),
        ...checkout.values,
      },
    },
  };
  const outcome = await transact({
    draft,
    promo:
      holds && price.promoCode
        ? [takePromoUse(price.promoCode), promoHoldPut(price.promoCode, job.ownerId, job.id)]
        : null,
  });
  if (outcome.done) return 'priced';
  return outcome.failed === 'draft' ? 'changed' : 'promo-unavailable';
}

/**
 * A draft as stored, discarded or not (getJob leaves a discarded one out): for the discard itself, which
 * answers a discard asked again as it answered the first.
 */
export async function getDraftForDiscard(jobId: string): Promise<Job | null> {
  const out = await ddb().send(getItem({ Key: jobKey(jobId), ConsistentRead: true }));
  return out.Item ? jobFromItem(out.Item) : null;
}

/**
 * Discards an unpaid draft at its poster's request, once no checkout of it can be paid any more (the
 * caller ends it at Stripe first). One transaction: the draft is marked discarded (from then on it is
 * gone for every reader, getJob) and its TTL passes now; it leaves its poster's list; the use of a
 * limited promo code it held is given back, its hold ended; and its retention comes due now, so the
 * next retention run deletes it with its photo. Held to the draft being as it was read (unpaid, not
 * paying, with the same checkout and hold): 'changed' when it moved meanwhile (read it again).
 */
export async function discardDraft(job: Job, now: Date): Promise<'discarded' | 'changed'> {
  const checkout = sameCheckout(job.checkoutSessionId);
  const held = Boolean(job.promoHeld && job.promoCode);
  const outcome = await transact({
    draft: {
      Update: {
        Key: jobKey(job.id),
        UpdateExpression: `SET discardedAt = :at, expiresAt = :ttl${held ? ' REMOVE promoHeld' : ''}`,
        ConditionExpression: `attribute_exists(pk) AND ownerId = :owner AND paymentConfirmed = :no AND attribute_not_exists(paymentPendingSince) AND attribute_not_exists(discardedAt) AND ${held ? 'promoHeld = :yes' : 'attribute_not_exists(promoHeld)'} AND ${checkout.expression}`,
        ExpressionAttributeValues: {
          ':at': now.toISOString(),
          ':ttl': Math.floor(now.getTime() / 1000),
          ':owner': job.ownerId,
          ':no': false,
          ...(held ? { ':yes': true } : {}),
          ...checkout.values,
        },
      },
    },
    posted: {
      Delete: { Key: postedJobKey(job.ownerId, job.createdAt, job.id) },
    },
    due: retentionDuePut({
      kind: 'draft',
      id: job.id,
      dueAt: now.toISOString(),
      files: job.photo ? [job.photo.key] : [],
    }),
    promo:
      held && job.promoCode
        ? [givePromoUseBack(job.promoCode), endPromoHoldItem(job.promoCode, job.ownerId, job.id)]
        : null,
  });
  return outcome.done ? 'discarded' : 'changed';
}

/**
 * A draft's checkout was completed with a payment that settles later (a bank debit, say): the draft
 * must outlive its week, or a job paid for days later would be gone. Its expiry is removed while the
 * payment is pending; publishing keeps it removed, and a failed payment sets one again
 * (`recordDraftPaymentFailed`). Only for the draft's own session, while it is unpaid and its payment
 * has not failed; false when nothing changed.
 */
export async function keepDraftWhilePaymentPending(
  jobId: string,
  sessionId: string,
  now = new Date(),
): Promise<boolean> {
  const outcome = await attempt(
    updateItem({
      Key: jobKey(jobId),
      UpdateExpression: 'SET paymentPendingSince = if_not_exists(paymentPendingSince, :at) REMOVE expiresAt',
      ConditionExpression:
        'attribute_exists(pk) AND paymentConfirmed = :no AND checkoutSessionId = :sid AND attribute_not_exists(paymentFailedAt)',
      ExpressionAttributeValues: { ':at': now.toISOString(), ':no': false, ':sid': sessionId },
    }),
  );
  return outcome === 'done';
}
