import {
  BatchGetCommand,
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import type { FileRef } from '../contract/uploads.ts';
import type { PromoCode } from '../domain/jobs.ts';
import { ddb, tableName } from '../platform/clients.ts';
import { jobPosterMark } from './accounts.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';
import { failedAt, transact } from './transact.ts';
import { BOARD_PARTITION, keys } from './keys.ts';
import { putOutboxEntry, type OutboxEntry } from './outbox.ts';

/** A job posting as stored. The contact email and owner never reach the board. */
export interface Job {
  id: string;
  ownerId: string;
  ownerEmail: string;
  posterType: 'family' | 'agency';
  posterLabel: string;
  /** The agency that posted it (agency jobs only), with its branding as it was when posted. */
  agencyId: string | null;
  posterWebsite: string | null;
  posterLogo: FileRef | null;
  title: string;
  description: string;
  location: string;
  locationLower: string;
  jobType: string;
  jobTypeOther: string;
  startDate: string;
  daysHours: string;
  salaryText: string;
  salaryMin: number | null;
  salaryMax: number | null;
  salaryPeriod: string | null;
  childrenAges: string;
  languages: string[];
  requirements: string[];
  photo: FileRef | null;
  contactEmail: string;
  additionalComments: string;
  amountPence: number;
  promoCode: string | null;
  /** The draft took a use of its limited promo code as it was stored (an unlimited code is counted when paid). */
  promoHeld?: boolean;
  checkoutSessionId: string | null;
  active: boolean;
  paymentConfirmed: boolean;
  /** Hidden from the board by a moderator (older items have no flag). */
  hidden?: boolean;
  createdAt: string;
  publishedAt: string | null;
  /** When its checkout completed with a payment that settles later (a bank debit), until it is paid or fails. */
  paymentPendingSince?: string;
  /** When a payment that was to settle later failed: the draft stays unpublished. */
  paymentFailedAt?: string;
}

const DRAFT_DAYS = 7;
const MAX_READ_PAGES = 5;

const table = () => tableName();
const strip = (item: Record<string, unknown>): Job => {
  const {
    pk: _pk,
    sk: _sk,
    gsi1pk: _a,
    gsi1sk: _b,
    gsi2pk: _c,
    gsi2sk: _d,
    entity: _e,
    expiresAt: _x,
    ...job
  } = item;
  return job as unknown as Job;
};

/** The condition under which one more use of a promo code may be counted. */
const PROMO_HAS_USES =
  'attribute_exists(pk) AND (attribute_not_exists(maxUses) OR attribute_type(maxUses, :null) OR uses < maxUses)';

/** A transaction item that counts one more use of a promo code, if one is left. */
export const takePromoUse = (code: string) => ({
  Update: {
    TableName: table(),
    Key: keys.promo(code),
    UpdateExpression: 'ADD uses :one',
    ConditionExpression: PROMO_HAS_USES,
    ExpressionAttributeValues: { ':one': 1, ':null': 'NULL' },
  },
});

/** A transaction item that gives one use of a promo code back. */
export const givePromoUseBack = (code: string) => ({
  Update: {
    TableName: table(),
    Key: keys.promo(code),
    UpdateExpression: 'ADD uses :minus',
    ConditionExpression: 'attribute_exists(pk) AND uses > :zero',
    ExpressionAttributeValues: { ':minus': -1, ':zero': 0 },
  },
});

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
    TableName: table(),
    Item: {
      ...keys.job(job.id),
      entity: 'Job',
      ...job,
      ...(holds ? { promoHeld: true } : {}),
      expiresAt: Math.floor(Date.parse(job.createdAt) / 1000) + DRAFT_DAYS * 24 * 3600,
    },
    ConditionExpression: 'attribute_not_exists(pk)',
  };
  // The owner's job poster record goes with the draft: from now on the account's type is fixed.
  const poster = jobPosterMark(job.ownerId, job.createdAt);
  if (!holds || !job.promoCode) {
    // The draft's id is new: its condition fails only if that id was somehow taken.
    if (await transact([{ Put: draft }, poster])) throw new Error(`Job id ${job.id} is taken`);
    return 'stored';
  }
  const codes = await transact([
    { Put: draft },
    takePromoUse(job.promoCode),
    {
      Put: {
        TableName: table(),
        Item: { ...keys.promoHold(job.promoCode, job.ownerId), entity: 'PromoHold', jobId: job.id },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    poster,
  ]);
  // The draft's own id is new, so a failed condition is the code's (used up) or the hold's (taken).
  return codes ? 'promo-unavailable' : 'stored';
}

/** The draft through which a user holds a use of a promo code, if any. */
export async function promoHolder(code: string, userId: string): Promise<string | null> {
  const out = await ddb().send(
    new GetCommand({ TableName: table(), Key: keys.promoHold(code, userId), ConsistentRead: true }),
  );
  return typeof out.Item?.jobId === 'string' ? out.Item.jobId : null;
}

/**
 * Gives back the use of a promo code an unpaid draft holds: its checkout expired or was never opened, or
 * its owner started another draft with the code. Once only, and never for a paid job (the transaction's
 * conditions see to both, on the stored draft); false when there was nothing to give back. The webhook
 * and a new draft may release the same draft at once: the one cancelled by the other's is tried again,
 * and then finds the use given back already.
 */
export async function releaseDraftPromo(job: Pick<Job, 'id' | 'promoCode' | 'ownerId'>): Promise<boolean> {
  if (!job.promoCode) return false;
  const codes = await transact([
    {
      Update: {
        TableName: table(),
        Key: keys.job(job.id),
        UpdateExpression: 'REMOVE promoHeld',
        ConditionExpression: 'promoHeld = :yes AND paymentConfirmed = :no',
        ExpressionAttributeValues: { ':yes': true, ':no': false },
      },
    },
    givePromoUseBack(job.promoCode),
    {
      Delete: {
        TableName: table(),
        Key: keys.promoHold(job.promoCode, job.ownerId),
        ConditionExpression: 'jobId = :job',
        ExpressionAttributeValues: { ':job': job.id },
      },
    },
  ]);
  return codes === null;
}

/**
 * A hold whose draft is gone (an unpaid draft expires after a week; a paid one never does, and its
 * hold ends when it is published): the use it held comes back, once. False when the hold is no longer
 * that draft's.
 */
export async function releaseOrphanedHold(code: string, userId: string, jobId: string): Promise<boolean> {
  const codes = await transact([
    {
      Delete: {
        TableName: table(),
        Key: keys.promoHold(code, userId),
        ConditionExpression: 'jobId = :job',
        ExpressionAttributeValues: { ':job': jobId },
      },
    },
    {
      ConditionCheck: {
        TableName: table(),
        Key: keys.job(jobId),
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    givePromoUseBack(code),
  ]);
  return codes === null;
}

/** A paid draft's hold on its promo code ends: the use it held is now spent. */
export async function endPromoHold(code: string, userId: string, jobId: string): Promise<void> {
  try {
    await ddb().send(
      new DeleteCommand({
        TableName: table(),
        Key: keys.promoHold(code, userId),
        ConditionExpression: 'jobId = :job',
        ExpressionAttributeValues: { ':job': jobId },
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}

/**
 * Stores a job that is published at once (an agency's, covered by its subscription): straight onto the
 * board, never as a draft, with the email it owes its poster (`owes`, an outbox entry; null for demo
 * data, which owes nothing).
 */
export async function putPublishedJob(job: Job, owes: OutboxEntry | null): Promise<void> {
  const index = keys.boardIndex(job.jobType, job.publishedAt!, job.id);
  const put = {
    Put: {
      TableName: table(),
      Item: { ...keys.job(job.id), entity: 'Job', ...job, ...index },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
  // The job's id is new: its condition fails only if that id was somehow taken.
  if (await transact(owes ? [put, putOutboxEntry(owes)] : [put]))
    throw new Error(`Job id ${job.id} is taken`);
}

/**
 * Records the checkout opened for a draft. A draft that held a promo code's use must still hold it:
 * false when the use was given back meanwhile (the checkout, priced with the discount, must not stay).
 */
export async function setCheckoutSession(
  job: Pick<Job, 'id' | 'promoHeld'>,
  sessionId: string,
): Promise<boolean> {
  try {
    await ddb().send(
      new UpdateCommand({
        TableName: table(),
        Key: keys.job(job.id),
        UpdateExpression: 'SET checkoutSessionId = :s',
        ConditionExpression: `attribute_exists(pk) AND paymentConfirmed = :no${job.promoHeld ? ' AND promoHeld = :yes' : ''}`,
        ExpressionAttributeValues: {
          ':s': sessionId,
          ':no': false,
          ...(job.promoHeld ? { ':yes': true } : {}),
        },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

export async function getJob(jobId: string, consistent = false): Promise<Job | null> {
  const out = await ddb().send(
    new GetCommand({ TableName: table(), Key: keys.job(jobId), ConsistentRead: consistent }),
  );
  return out.Item ? strip(out.Item) : null;
}

/**
 * Publishes a paid job: true only for the one call that changed it. Safe to call any number of times,
 * concurrently, in any order: the write is conditional on the job being unpaid and on the session being
 * the one created for it.
 */
export async function publishJob(jobId: string, sessionId: string, now = new Date()): Promise<Job | null> {
  const job = await getJob(jobId, true);
  if (!job || job.paymentConfirmed) return null;
  const publishedAt = now.toISOString();
  const index = keys.boardIndex(job.jobType, publishedAt, jobId);
  try {
    const out = await ddb().send(
      new UpdateCommand({
        TableName: table(),
        Key: keys.job(jobId),
        UpdateExpression:
          'SET active = :yes, paymentConfirmed = :yes, publishedAt = :at, gsi1pk = :g1, gsi1sk = :s, gsi2pk = :g2, gsi2sk = :s REMOVE expiresAt',
        ConditionExpression: 'attribute_exists(pk) AND paymentConfirmed = :no AND checkoutSessionId = :sid',
        ExpressionAttributeValues: {
          ':yes': true,
          ':no': false,
          ':at': publishedAt,
          ':sid': sessionId,
          ':g1': index.gsi1pk,
          ':s': index.gsi1sk,
          ':g2': index.gsi2pk,
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return out.Attributes ? strip(out.Attributes) : null;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return null;
    throw error;
  }
}

/**
 * The board, newest first, a page at a time from one index partition (all jobs, or one type). A
 * location filter reads on until the page is full, at most a few index pages, so a rare location
 * cannot make one request read the whole board.
 */
export async function listBoard(opts: { limit: number; cursor?: string; type?: string; location?: string }) {
  const index = opts.type ? 'gsi2' : 'gsi1';
  const partition = opts.type ? `${BOARD_PARTITION}#${opts.type}` : BOARD_PARTITION;
  const attributes = opts.type ? ['pk', 'sk', 'gsi2pk', 'gsi2sk'] : ['pk', 'sk', 'gsi1pk', 'gsi1sk'];
  let start: Record<string, unknown> | undefined = decodeCursor(
    opts.cursor,
    attributes,
    (key) => key[attributes[2]!] === partition,
  );
  const location = opts.location?.trim().toLowerCase();
  const items: Job[] = [];
  for (let page = 0; page < MAX_READ_PAGES; page++) {
    const out = await ddb().send(
      new QueryCommand({
        TableName: table(),
        IndexName: index,
        KeyConditionExpression: `${attributes[2]} = :p`,
        ...(location
          ? {
              FilterExpression: 'contains(locationLower, :loc)',
              ExpressionAttributeValues: { ':p': partition, ':loc': location },
            }
          : { ExpressionAttributeValues: { ':p': partition } }),
        ScanIndexForward: false,
        Limit: opts.limit - items.length,
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    items.push(...(out.Items ?? []).map(strip));
    start = out.LastEvaluatedKey;
    if (!start || items.length >= opts.limit || !location) break;
  }
  return { items, nextCursor: encodeCursor(start) };
}

export async function getPromo(code: string): Promise<PromoCode | null> {
  const out = await ddb().send(new GetCommand({ TableName: table(), Key: keys.promo(code) }));
  if (!out.Item) return null;
  const { pk: _pk, sk: _sk, entity: _e, ...promo } = out.Item;
  return promo as PromoCode;
}

export async function putPromo(promo: PromoCode): Promise<void> {
  await ddb().send(
    new PutCommand({
      TableName: table(),
      Item: { ...keys.promo(promo.code), entity: 'PromoCode', ...promo },
    }),
  );
}

/** Stores a new promo code; false when the code exists already. */
export async function createPromo(promo: PromoCode): Promise<boolean> {
  try {
    await ddb().send(
      new PutCommand({
        TableName: table(),
        Item: { ...keys.promo(promo.code), entity: 'PromoCode', ...promo },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** Counts one use of a promo code, unless it is used up meanwhile (then false). */
export async function usePromo(code: string): Promise<boolean> {
  try {
    await ddb().send(
      new UpdateCommand({
        TableName: table(),
        Key: keys.promo(code),
        UpdateExpression: 'ADD uses :one',
        ConditionExpression: PROMO_HAS_USES,
        ExpressionAttributeValues: { ':one': 1, ':null': 'NULL' },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** Whether a nanny has applied to a job already. */
export async function hasApplied(jobId: string, nannyId: string): Promise<boolean> {
  const out = await ddb().send(
    new GetCommand({ TableName: table(), Key: keys.application(jobId, nannyId), ConsistentRead: true }),
  );
  return out.Item !== undefined;
}

const BATCH_GET_MAX = 100;
const BATCH_GET_ATTEMPTS = 5;

/**
 * When a nanny applied to each of some jobs (a page of the board, or one job): her own application
 * records (NANNY#<id>, APP#<jobId>), read by key in one batch, never a list of all she applied to.
 * Jobs she has not applied to are absent from the answer.
 */
export async function appliedAtByJob(
  nannyId: string,
  jobIds: readonly string[],
): Promise<Map<string, string>> {
  const applied = new Map<string, string>();
  const unique = [...new Set(jobIds)];
  for (let i = 0; i < unique.length; i += BATCH_GET_MAX) {
    let pending: Array<Record<string, unknown>> = unique
      .slice(i, i + BATCH_GET_MAX)
      .map((jobId) => keys.nannyApplication(nannyId, jobId));
    // DynamoDB may leave some keys unprocessed under load: those are asked again, a few times.
    for (let attempt = 0; pending.length > 0 && attempt < BATCH_GET_ATTEMPTS; attempt++) {
      const out = await ddb().send(
        new BatchGetCommand({
          RequestItems: {
            [table()]: { Keys: pending, ProjectionExpression: 'jobId, createdAt', ConsistentRead: true },
          },
        }),
      );
      for (const item of out.Responses?.[table()] ?? [])
        if (typeof item.jobId === 'string' && typeof item.createdAt === 'string')
          applied.set(item.jobId, item.createdAt);
      pending = out.UnprocessedKeys?.[table()]?.Keys ?? [];
    }
  }
  return applied;
}

/**
 * The board's rule (domain/visibility.ts isOnBoard) as a condition, so a write that needs the job on the
 * board checks it as it writes: a job hidden or closed a moment after it was read is not acted on.
 */
const ON_BOARD =
  'active = :yes AND paymentConfirmed = :yes AND (attribute_not_exists(#hidden) OR #hidden = :no)';
/** A nanny profile a moderator has not hidden (visibility.ts mayReachOthers). */
const NOT_HIDDEN = 'attribute_exists(pk) AND (attribute_not_exists(#hidden) OR #hidden = :no)';

/** Saves a job for a user while it is on the board, checked in the write itself; false when it is not. */
export async function saveJobFor(userId: string, jobId: string): Promise<boolean> {
  const codes = await transact([
    {
      Put: {
        TableName: table(),
        Item: {
          ...keys.savedJob(userId, jobId),
          entity: 'SavedJob',
          jobId,
          savedAt: new Date().toISOString(),
        },
      },
    },
    {
      ConditionCheck: {
        TableName: table(),
        Key: keys.job(jobId),
        ConditionExpression: ON_BOARD,
        ExpressionAttributeNames: { '#hidden': 'hidden' },
        ExpressionAttributeValues: { ':yes': true, ':no': false },
      },
    },
  ]);
  return codes === null;
}

export async function unsaveJobFor(userId: string, jobId: string): Promise<void> {
  await ddb().send(new DeleteCommand({ TableName: table(), Key: keys.savedJob(userId, jobId) }));
}

const MAX_SAVED = 500;

/** The ids of the jobs a user saved (at most 500, newest saves are kept by the caller's limit). */
export async function savedJobIds(userId: string): Promise<string[]> {
  const ids: string[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await ddb().send(
      new QueryCommand({
        TableName: table(),
        KeyConditionExpression: 'pk = :p AND begins_with(sk, :s)',
        ExpressionAttributeValues: { ':p': `USER#${userId}`, ':s': 'SAVED#' },
        ProjectionExpression: 'jobId',
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    ids.push(...(out.Items ?? []).map((i) => String(i.jobId)));
    start = out.LastEvaluatedKey;
  } while (start && ids.length < MAX_SAVED);
  return ids;
}

export interface Application {
  id: string;
  jobId: string;
  nannyId: string;
  userId: string;
  applicantName: string;
  applicantEmail: string;
  applicantPhone: string;
  coverLetter: string;
  cv: FileRef | null;
  status: 'pending';
  createdAt: string;
}

/**
 * Records an application once per nanny per job, while the job is on the board and the nanny's profile
 * is not hidden, all checked in the write itself, with the email it owes the poster (`owes`, an outbox
 * entry). Otherwise nothing is written, and the answer says why.
 */
export async function createApplication(
  application: Application,
  owes: OutboxEntry,
): Promise<'created' | 'already-applied' | 'job-gone' | 'profile-hidden'> {
  const codes = await transact([
    {
      Put: {
        TableName: table(),
        Item: {
          ...keys.application(application.jobId, application.nannyId),
          entity: 'Application',
          ...application,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      Put: {
        TableName: table(),
        Item: {
          ...keys.nannyApplication(application.nannyId, application.jobId),
          entity: 'NannyApplication',
          applicationId: application.id,
          jobId: application.jobId,
          createdAt: application.createdAt,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      ConditionCheck: {
        TableName: table(),
        Key: keys.job(application.jobId),
        ConditionExpression: ON_BOARD,
        ExpressionAttributeNames: { '#hidden': 'hidden' },
        ExpressionAttributeValues: { ':yes': true, ':no': false },
      },
    },
    {
      ConditionCheck: {
        TableName: table(),
        Key: keys.nannyProfile(application.nannyId),
        ConditionExpression: NOT_HIDDEN,
        ExpressionAttributeNames: { '#hidden': 'hidden' },
        ExpressionAttributeValues: { ':no': false },
      },
    },
    putOutboxEntry(owes),
  ]);
  if (!codes) return 'created';
  if (failedAt(codes, 0) || failedAt(codes, 1)) return 'already-applied';
  return failedAt(codes, 2) ? 'job-gone' : 'profile-hidden';
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
  try {
    await ddb().send(
      new UpdateCommand({
        TableName: table(),
        Key: keys.job(jobId),
        UpdateExpression:
          'SET paymentPendingSince = if_not_exists(paymentPendingSince, :at) REMOVE expiresAt',
        ConditionExpression:
          'attribute_exists(pk) AND paymentConfirmed = :no AND checkoutSessionId = :sid AND attribute_not_exists(paymentFailedAt)',
        ExpressionAttributeValues: { ':at': now.toISOString(), ':no': false, ':sid': sessionId },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/**
 * A draft's delayed payment failed: it stays unpublished, and expires a week from now as any unpaid
 * draft does. Returns the draft only to the one call that recorded the failure (so its owner is told
 * once); null when it was recorded before, or the draft is paid or not this session's.
 */
export async function recordDraftPaymentFailed(
  jobId: string,
  sessionId: string,
  now = new Date(),
): Promise<Job | null> {
  try {
    const out = await ddb().send(
      new UpdateCommand({
        TableName: table(),
        Key: keys.job(jobId),
        UpdateExpression: 'SET paymentFailedAt = :at, expiresAt = :exp REMOVE paymentPendingSince',
        ConditionExpression:
          'attribute_exists(pk) AND paymentConfirmed = :no AND checkoutSessionId = :sid AND attribute_not_exists(paymentFailedAt)',
        ExpressionAttributeValues: {
          ':at': now.toISOString(),
          ':exp': Math.floor(now.getTime() / 1000) + DRAFT_DAYS * 24 * 3600,
          ':no': false,
          ':sid': sessionId,
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return out.Attributes ? strip(out.Attributes) : null;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return null;
    throw error;
  }
}
