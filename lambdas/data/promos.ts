/**
 * Promo codes, and the holds that keep a use of a limited code for the one checkout priced with it.
 * Everything that reads, spends, holds or gives back a code's uses is here; the pricing rules are in
 * domain/jobs.ts.
 *
 * Keys:
 * - Promo code: pk PROMO#<CODE>, sk PROMO -> { amountOffPence, active, dates, maxUses, uses, newsletterEmail? }.
 * - A family's hold on one use, by their unpaid draft (one draft at a time per code):
 *   pk PROMO#<CODE>, sk HOLD#<userId> -> { jobId }.
 * - An agency's hold on one use, by its open subscription checkout (`claim` names it):
 *   pk PROMO#<CODE>, sk HOLD#AGENCY#<agencyId> -> { agencyId, claim, claimedAt }.
 */
import { randomInt } from 'node:crypto';
import type { PromoCode } from '../domain/jobs.ts';
import { ddb } from '../platform/clients.ts';
import type { Logger } from '../platform/log.ts';
import { agencyKey } from './agencies.ts';
import { markFormerDiscountUsed, markNewsletterDiscountUsed } from './community.ts';
import { attempt } from './table/conditional.ts';
import { jobGoneCheck, jobKey, type Job } from './jobs.ts';
import type { EntityDeclaration, StoredItem } from './entity.ts';
import { transact, type TransactItem } from './table/transact.ts';
import { getItem, putItem, updateItem } from './table/commands.ts';

export const promoKey = (code: string) => ({ pk: `PROMO#${code}`, sk: 'PROMO' });
/** A user's hold on one use of a promo code, by their unpaid draft (one draft at a time per code). */
export const promoHoldKey = (code: string, userId: string) => ({ pk: `PROMO#${code}`, sk: `HOLD#${userId}` });
/** An agency's hold on one use of a promo code, by its open subscription checkout (`claim` names it). */
export const agencyPromoHoldKey = (code: string, agencyId: string) => ({
  pk: `PROMO#${code}`,
  sk: `HOLD#AGENCY#${agencyId}`,
});

export function promoToItem(promo: PromoCode): StoredItem {
  return { ...promoKey(promo.code), entity: 'PromoCode', ...promo };
}

export function promoFromItem(item: StoredItem): PromoCode {
  return {
    code: item.code as string,
    amountOffPence: item.amountOffPence as number,
    active: item.active as boolean,
    validFrom: item.validFrom as string | null,
    validUntil: item.validUntil as string | null,
    maxUses: item.maxUses as number | null,
    uses: item.uses as number,
    ...(item.newsletterEmail === undefined ? {} : { newsletterEmail: item.newsletterEmail as string | null }),
    ...(item.newsletterHash === undefined ? {} : { newsletterHash: item.newsletterHash as string | null }),
  };
}

const USER_HOLD = /^HOLD#(?!AGENCY#)(.+)$/;
const AGENCY_HOLD = /^HOLD#AGENCY#(.+)$/;

export const entity = {
  name: 'PromoCode',
  keys: { pk: 'PROMO#', sk: 'PROMO' },
  owner: {
    none: "issued by the business; a newsletter welcome code is exported with its subscriber's subscription",
  },
  retention: {
    policy: 'payments',
    rule: 'kept while the business offers it; an inactive code stays so its uses can be told',
  },
  export: { none: 'no one account owns a code' },
  // A welcome code names the address it was issued to; once that account is gone, so is the code's use.
  mentions: (s) => s.welcomeCodes.map((code) => ({ key: promoKey(code) })),
  erase: {
    reduce: (item) => ({ ...item, newsletterEmail: null, active: false }),
    why: 'the business keeps the codes it issued, so their uses can be told; the address goes',
  },
} satisfies EntityDeclaration;

export const holdEntity = {
  name: 'PromoHold',
  keys: { pk: 'PROMO#', sk: 'HOLD#' },
  owner: { of: (item) => ({ account: USER_HOLD.exec(String(item.sk))?.[1] ?? '' }) },
  retention: {
    policy: 'payments',
    rule: 'deleted when its draft is paid, gives its use back, or is found expired by a new draft with the code',
  },
  export: { none: "a system record of a code's use; the draft that holds it is exported as a job" },
  find: (s) => s.promoCodes.map((code) => ({ key: promoHoldKey(code, s.accountId) })),
  erase: { delete: "a draft's hold on a code, which goes with the draft" },
} satisfies EntityDeclaration;

export const agencyHoldEntity = {
  name: 'AgencyPromoHold',
  keys: { pk: 'PROMO#', sk: 'HOLD#AGENCY#' },
  owner: {
    of: (item) => ({ sameOwnerAs: agencyKey(AGENCY_HOLD.exec(String(item.sk))?.[1] ?? '') }),
  },
  retention: {
    policy: 'payments',
    rule: 'deleted when its checkout completes (the use is spent) or expires unpaid (the use is given back)',
  },
  export: { none: "a system record of a code's use while a checkout is open" },
} satisfies EntityDeclaration;

/** The condition under which one more use of a promo code may be counted. */
const PROMO_HAS_USES =
  'attribute_exists(pk) AND (attribute_not_exists(maxUses) OR attribute_type(maxUses, :null) OR uses < maxUses)';

const countUse = (code: string) => ({
  Key: promoKey(code),
  UpdateExpression: 'ADD uses :one',
  ConditionExpression: PROMO_HAS_USES,
  ExpressionAttributeValues: { ':one': 1, ':null': 'NULL' },
});

/** A transaction item that counts one more use of a promo code, if one is left. */
export const takePromoUse = (code: string): TransactItem => ({ Update: countUse(code) });

/** A transaction item that gives one use of a promo code back. */
export const givePromoUseBack = (code: string): TransactItem => ({
  Update: {
    Key: promoKey(code),
    UpdateExpression: 'ADD uses :minus',
    ConditionExpression: 'attribute_exists(pk) AND uses > :zero',
    ExpressionAttributeValues: { ':minus': -1, ':zero': 0 },
  },
});

/** A transaction item that records a user's draft holding one use of a code (none may hold it yet). */
export const promoHoldPut = (code: string, userId: string, jobId: string): TransactItem => ({
  Put: {
    Item: { ...promoHoldKey(code, userId), entity: 'PromoHold', jobId },
    ConditionExpression: 'attribute_not_exists(pk)',
  },
});

export async function getPromo(code: string): Promise<PromoCode | null> {
  const out = await ddb().send(getItem({ Key: promoKey(code) }));
  return out.Item ? promoFromItem(out.Item) : null;
}

export async function putPromo(promo: PromoCode): Promise<void> {
  await ddb().send(putItem({ Item: promoToItem(promo) }));
}

/** Stores a new promo code; false when the code exists already. */
export async function createPromo(promo: PromoCode): Promise<boolean> {
  const outcome = await attempt(
    putItem({
      Item: promoToItem(promo),
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
  return outcome === 'done';
}

/** What a newsletter subscriber's own code takes off their next job post. */
export const WELCOME_DISCOUNT_PENCE = 1000;
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

const newWelcomeCode = () =>
  `WELCOME-${Array.from({ length: 6 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('')}`;

/** A personal, single-use £10 code for a new newsletter subscriber. */
export async function issueWelcomeCode(email: string, now: Date): Promise<string> {
  for (let round = 0; round < 5; round++) {
    const code = newWelcomeCode();
    const created = await createPromo({
      code,
      amountOffPence: WELCOME_DISCOUNT_PENCE,
      active: true,
      validFrom: now.toISOString(),
      validUntil: null,
      maxUses: 1,
      uses: 0,
      newsletterEmail: email,
    });
    if (created) return code;
  }
  throw new Error('could not issue a unique welcome code');
}

/** After a promo code's use is counted: a subscriber's own welcome code is recorded as used. */
export async function recordPromoUse(code: string, log: Logger): Promise<void> {
  const promo = await getPromo(code);
  if (promo?.newsletterHash) await markFormerDiscountUsed(promo.newsletterHash);
  if (!promo?.newsletterEmail) return;
  await markNewsletterDiscountUsed(promo.newsletterEmail);
  log.info('newsletter discount used', { code });
}

/** The draft through which a user holds a use of a promo code, if any. */
export async function promoHolder(code: string, userId: string): Promise<string | null> {
  const out = await ddb().send(getItem({ Key: promoHoldKey(code, userId), ConsistentRead: true }));
  return typeof out.Item?.jobId === 'string' ? out.Item.jobId : null;
}

/**
 * A transaction item that ends a user's hold, only while it is still that draft's: as its draft is paid,
 * the use it held is spent.
 */
export const endPromoHoldItem = (code: string, userId: string, jobId: string): TransactItem => ({
  Delete: {
    Key: promoHoldKey(code, userId),
    ConditionExpression: 'jobId = :job',
    ExpressionAttributeValues: { ':job': jobId },
  },
});

/**
 * Gives back the use of a promo code an unpaid draft holds: its checkout expired or was never opened, or
 * its owner started another draft with the code. Once only, and never for a paid job (the transaction's
 * conditions see to both, on the stored draft); false when there was nothing to give back. The webhook
 * and a new draft may release the same draft at once: the one cancelled by the other's is tried again,
 * and then finds the use given back already.
 */
export async function releaseDraftPromo(job: Pick<Job, 'id' | 'promoCode' | 'ownerId'>): Promise<boolean> {
  if (!job.promoCode) return false;
  const outcome = await transact({
    draft: {
      Update: {
        Key: jobKey(job.id),
        UpdateExpression: 'REMOVE promoHeld',
        ConditionExpression: 'promoHeld = :yes AND paymentConfirmed = :no',
        ExpressionAttributeValues: { ':yes': true, ':no': false },
      },
    },
    use: givePromoUseBack(job.promoCode),
    hold: endPromoHoldItem(job.promoCode, job.ownerId, job.id),
  });
  return outcome.done;
}

/**
 * A hold whose draft is gone (an unpaid draft expires after a week; a paid one never does, and its
 * hold ends when it is published): the use it held comes back, once. False when the hold is no longer
 * that draft's.
 */
export async function releaseOrphanedHold(code: string, userId: string, jobId: string): Promise<boolean> {
  const outcome = await transact({
    hold: endPromoHoldItem(code, userId, jobId),
    jobGone: jobGoneCheck(jobId),
    use: givePromoUseBack(code),
  });
  return outcome.done;
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
  const hold = agencyPromoHoldKey(code, agencyId);
  const claimedAt = new Date(now).toISOString();
  // Round again only when the hold was given back between the two steps below.
  for (;;) {
    const outcome = await transact({
      hold: {
        Put: {
          Item: { ...hold, entity: 'PromoHold', agencyId, claim, claimedAt },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      use: takePromoUse(code),
    });
    if (outcome.done) return 'held';
    if (outcome.failed !== 'hold') return 'used-up';
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
  const current = (await ddb().send(getItem({ Key: hold, ConsistentRead: true }))).Item;
  if (!current) return 'released';
  const seenClaim = String(current.claim);
  const leftOver = now - Date.parse(String(current.claimedAt ?? '')) > OPENING_CHECKOUT_MS;
  if (seenClaim !== previousClaim && !leftOver) return 'busy';
  const outcome = await attempt(
    updateItem({
      Key: hold,
      UpdateExpression: 'SET claim = :claim, claimedAt = :at',
      ConditionExpression: 'claim = :seen',
      ExpressionAttributeValues: { ':claim': claim, ':at': claimedAt, ':seen': seenClaim },
    }),
  );
  // Another request took it over first, or it was given back: look again next time round.
  return outcome === 'done' ? 'held' : 'busy';
}

/** A transaction item that ends an agency's hold, only while it is still the named checkout's. */
const endAgencyHold = (code: string, agencyId: string, claim: string): TransactItem => ({
  Delete: {
    Key: agencyPromoHoldKey(code, agencyId),
    ConditionExpression: 'claim = :claim',
    ExpressionAttributeValues: { ':claim': claim },
  },
});

/**
 * Gives back the use an agency's checkout held (it expired unpaid, or could not be opened). Only the
 * checkout named by `claim`: one its agency has since replaced gives nothing back. False when there was
 * nothing to give back.
 */
export async function releaseAgencyPromo(code: string, agencyId: string, claim: string): Promise<boolean> {
  return (await transact({ hold: endAgencyHold(code, agencyId, claim), use: givePromoUseBack(code) })).done;
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
    Key: agencyKey(agencyId),
    UpdateExpression: 'ADD promoCountedSessions :s',
    ConditionExpression: 'attribute_exists(pk) AND NOT contains(promoCountedSessions, :id)',
    ExpressionAttributeValues: { ':s': new Set([sessionId]), ':id': sessionId },
  };
  if (claim) {
    // The checkout held its use: spending the hold counts it.
    const spent = await transact({ mark: { Update: mark }, hold: endAgencyHold(code, agencyId, claim) });
    if (spent.done) return 'counted';
    if (spent.failed === 'mark') return 'already';
    // The hold is another checkout's now: this one's use is counted afresh.
  }
  const counted = await transact({ mark: { Update: mark }, use: takePromoUse(code) });
  if (counted.done) return 'counted';
  if (counted.failed === 'mark') return 'already';
  // Used up meanwhile: the checkout is still marked, so it is not tried again.
  return (await attempt(updateItem(mark))) === 'done' ? 'used-up' : 'already';
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
  const outcome = await transact({
    mark: {
      Update: {
        Key: agencyKey(agencyId),
        UpdateExpression: 'DELETE promoCountedSessions :s',
        ConditionExpression: 'contains(promoCountedSessions, :id)',
        ExpressionAttributeValues: { ':s': new Set([sessionId]), ':id': sessionId },
      },
    },
    use: givePromoUseBack(code),
  });
  return outcome.done;
}
