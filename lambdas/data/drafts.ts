/**
 * A family's unpaid job post: a Job item (jobs.ts declares it) without board keys, which expires a
 * week after it was stored unless it is paid for. A draft with a limited promo code holds one use of
 * it until it is paid or given back (promos.ts).
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../platform/clients.ts';
import { ACCOUNT_TYPE_MESSAGES } from '../contract/me.ts';
import { conflict } from '../domain/errors.ts';
import { accountTypeCheck } from './account-index.ts';
import { jobPosterMark } from './accounts.ts';
import { attempt } from './conditional.ts';
import { DRAFT_DAYS, jobKey, jobToItem, type Job } from './jobs.ts';
import { postedJobPut } from './posted-jobs.ts';
import { promoHoldPut, takePromoUse } from './promos.ts';
import { retentionDueFrom, retentionDuePut } from './retention-due.ts';
import { transact } from './transact.ts';

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
    TableName: tableName(),
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
    const outcome = await transact([{ Put: draft }, poster, listed, due, sameType]);
    if (outcome.failedAt(4)) throw conflict(ACCOUNT_TYPE_MESSAGES.changedMeanwhile);
    if (!outcome.done) throw new Error(`Job id ${job.id} is taken`);
    return 'stored';
  }
  const outcome = await transact([
    { Put: draft },
    takePromoUse(job.promoCode),
    promoHoldPut(job.promoCode, job.ownerId, job.id),
    poster,
    listed,
    due,
    sameType,
  ]);
  if (outcome.failedAt(6)) throw conflict(ACCOUNT_TYPE_MESSAGES.changedMeanwhile);
  // The draft's own id is new, so a failed condition is the code's (used up) or the hold's (taken).
  return outcome.done ? 'stored' : 'promo-unavailable';
}

/**
 * Records the checkout opened for a draft. A draft that held a promo code's use must still hold it:
 * false when the use was given back meanwhile (the checkout, priced with the discount, must not stay).
 */
export async function setCheckoutSession(
  job: Pick<Job, 'id' | 'promoHeld'>,
  sessionId: string,
): Promise<boolean> {
  const outcome = await attempt(
    new UpdateCommand({
      TableName: tableName(),
      Key: jobKey(job.id),
      UpdateExpression: 'SET checkoutSessionId = :s',
      ConditionExpression: `attribute_exists(pk) AND paymentConfirmed = :no${job.promoHeld ? ' AND promoHeld = :yes' : ''}`,
      ExpressionAttributeValues: {
        ':s': sessionId,
        ':no': false,
        ...(job.promoHeld ? { ':yes': true } : {}),
      },
    }),
  );
  return outcome === 'done';
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
    new UpdateCommand({
      TableName: tableName(),
      Key: jobKey(jobId),
      UpdateExpression: 'SET paymentPendingSince = if_not_exists(paymentPendingSince, :at) REMOVE expiresAt',
      ConditionExpression:
        'attribute_exists(pk) AND paymentConfirmed = :no AND checkoutSessionId = :sid AND attribute_not_exists(paymentFailedAt)',
      ExpressionAttributeValues: { ':at': now.toISOString(), ':no': false, ':sid': sessionId },
    }),
  );
  return outcome === 'done';
}
