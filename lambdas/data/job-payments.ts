import { formerSubscriberKey, getSubscription, newsletterKey } from './community.ts';
import { DRAFT_DAYS, getJob, jobKey, publishWrites, type Job } from './jobs.ts';
import { outboxEntry, putOutboxEntry } from './outbox.ts';
import { endPromoHoldItem, getPromo, givePromoUseBack, takePromoUse } from './promos.ts';
import { transact, type TransactItem } from './table/transact.ts';

/**
 * A family job's payment settling, either way, as one transaction each: the job's change, the promo
 * code's use and the newsletter discount it settles, and the email it sends (an outbox item, sent by
 * the stream deliverer). Whatever call makes the change leaves nothing to do afterwards, so a call that dies
 * halfway leaves nothing undone: either all of it happened, or none of it and the next call does it.
 */

/** Rounds of read-then-write; another round only when something changed between the two. */
const ATTEMPTS = 4;

/** The parts of a transaction that may be left out when their own condition fails (as before, so). */
type Optional = 'use' | 'hold' | 'discount' | 'release';

/**
 * Publishes a paid draft of this checkout session, and settles with it what publishing brings: a held
 * use of a limited promo code is spent (its hold ends), an unlimited code's use is counted, a
 * newsletter subscriber's own code is marked used, and the receipt is written to the outbox. The
 * published job, only to the one call that published it; null when it is published already, gone,
 * or not this session's.
 *
 * A code used up meanwhile (only an unheld, limited one could be) does not stop the job: it is
 * published without the use counted, as a card already paid for it.
 */
export async function publishPaidDraft(
  jobId: string,
  sessionId: string,
  now = new Date(),
): Promise<{ job: Job; discountUsed: boolean } | null> {
  const skip = new Set<Optional>();
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const job = await getJob(jobId, true);
    if (!job || job.paymentConfirmed || job.checkoutSessionId !== sessionId) return null;
    const { writes, published } = publishWrites(job, sessionId, now);
    const parts: Partial<Record<Optional, TransactItem>> = {};
    const add = (part: Optional, item: TransactItem) => {
      if (!skip.has(part)) parts[part] = item;
    };
    let discountUsed = false;
    if (job.promoCode) {
      // A limited code's use was taken with the draft, and is now spent; an unlimited one is counted now.
      if (job.promoHeld) add('hold', endPromoHoldItem(job.promoCode, job.ownerId, job.id));
      else add('use', takePromoUse(job.promoCode));
      // A subscriber's own welcome code is used once it pays for a job.
      const promo = await getPromo(job.promoCode);
      const subscriber = promo?.newsletterEmail ? await getSubscription(promo.newsletterEmail) : null;
      if (subscriber) {
        add('discount', {
          Update: {
            Key: newsletterKey(subscriber.email),
            UpdateExpression: 'SET discountUsed = :yes',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':yes': true },
          },
        });
        discountUsed = parts.discount !== undefined;
      } else if (promo?.newsletterHash) {
        // Its subscriber has unsubscribed since: the code's use is recorded on what is left of them.
        add('discount', {
          Update: {
            Key: formerSubscriberKey(promo.newsletterHash),
            UpdateExpression: 'SET discountUsed = :yes',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':yes': true },
          },
        });
        discountUsed = parts.discount !== undefined;
      }
    }
    const receipt = putOutboxEntry(
      outboxEntry(
        {
          type: 'receipt-email',
          payload: {
            to: job.ownerEmail,
            jobId: job.id,
            title: job.title,
            amountPence: job.amountPence,
            promoCode: job.promoCode,
            publishedAt: published.publishedAt!,
          },
        },
        job.ownerId,
        now,
      ),
    );
    const outcome = await transact({
      ...writes,
      hold: parts.hold,
      use: parts.use,
      discount: parts.discount,
      receipt,
    });
    if (outcome.done) return { job: published, discountUsed };
    // Something changed since it was read: the job itself (read again), or a part that is settled
    // without it, as it always was (the next round leaves it out).
    for (const part of ['use', 'hold', 'discount'] as const) if (outcome.didFail(part)) skip.add(part);
  }
  throw new Error(`job ${jobId} could not be published after ${ATTEMPTS} attempts`);
}

/**
 * Records that a draft's delayed payment failed: it stays unpublished and expires a week from now as
 * any unpaid draft does, the promo code's use it held comes back, and the email telling its owner is
 * written to the outbox, all at once. Only for the draft's own session while it is unpaid and its
 * failure unrecorded: the draft as it was and whether its use came back, only to the one call that
 * recorded the failure; null otherwise.
 */
export async function failDraftPayment(
  jobId: string,
  sessionId: string,
  now = new Date(),
): Promise<{ job: Job; released: boolean } | null> {
  const skip = new Set<Optional>();
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const job = await getJob(jobId, true);
    if (!job || job.checkoutSessionId !== sessionId || job.paymentConfirmed || job.paymentFailedAt)
      return null;
    const release = Boolean(job.promoCode && job.promoHeld) && !skip.has('release');
    const draft: TransactItem = {
      Update: {
        Key: jobKey(jobId),
        UpdateExpression: `SET paymentFailedAt = :at, expiresAt = :exp REMOVE paymentPendingSince${release ? ', promoHeld' : ''}`,
        ConditionExpression: `attribute_exists(pk) AND paymentConfirmed = :no AND checkoutSessionId = :sid AND attribute_not_exists(paymentFailedAt)${release ? ' AND promoHeld = :yes' : ''}`,
        ExpressionAttributeValues: {
          ':at': now.toISOString(),
          ':exp': Math.floor(now.getTime() / 1000) + DRAFT_DAYS * 24 * 3600,
          ':no': false,
          ':sid': sessionId,
          ...(release ? { ':yes': true } : {}),
        },
      },
    };
    const promoBack =
      release && job.promoCode
        ? [givePromoUseBack(job.promoCode), endPromoHoldItem(job.promoCode, job.ownerId, job.id)]
        : null;
    const reusable = job.promoCode && (release || !job.promoHeld) ? job.promoCode : null;
    const email = putOutboxEntry(
      outboxEntry(
        {
          type: 'payment-failed-email',
          payload: { to: job.ownerEmail, jobId: job.id, title: job.title, reusablePromoCode: reusable },
        },
        job.ownerId,
        now,
      ),
    );
    const outcome = await transact({ draft, promoBack, email });
    if (outcome.done) return { job, released: release };
    // The draft changed since it was read (read again); or its use could not be given back, and the
    // failure is recorded without it, as it always was.
    if (!outcome.didFail('draft')) skip.add('release');
  }
  throw new Error(`the failed payment of job ${jobId} could not be recorded after ${ATTEMPTS} attempts`);
}
