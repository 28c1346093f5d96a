/**
 * Reviews: a poster's review of the nanny they hired for a job, one per hire, with her one reply.
 * Each write that changes what counts toward her rating (a review written, its rating changed, hidden,
 * shown again, deleted) goes in one transaction with her profile's aggregate (nannies.ts
 * reviewAggregateWrite), conditional on the aggregate and the review as read; the caller reads again
 * when either moved meanwhile.
 *
 * Keys: pk REVIEW#<jobId>, sk NANNY#<nannyId> (the hire it is about: one review per application),
 * with gsi1pk REVIEWS#<nannyId>, gsi1sk <writtenAt>#<jobId> (every review about her, newest first) and,
 * while it is not hidden, gsi2pk SHOWN_REVIEWS#<nannyId>, the same gsi2sk (the public list). Its reply is
 * an attribute of the review: written once, with it in every list.
 *
 * Its author's pointer: pk USER#<authorUserId>, sk REVIEW#<jobId>#<nannyId>, written and deleted with
 * the review, so the author's export and deletion find it after the job itself is gone (the retention
 * run deletes a job 12 months after it closes; its review stays).
 */
import { reviewIdOf } from '../contract/reviews.ts';
import { ddb } from '../platform/clients.ts';
import { applicationKey } from './applications.ts';
import type { EntityDeclaration, StoredItem } from './entity.ts';
import { readPartitionPage } from './table/pages.ts';
import { transact, type TransactItem } from './table/transact.ts';
import { getItem } from './table/commands.ts';

export interface ReviewReply {
  text: string;
  repliedAt: string;
}

export interface Review {
  /** `<jobId>_<nannyId>`: the hire it is about. */
  id: string;
  jobId: string;
  nannyId: string;
  /** The nanny's account: she may reply. */
  nannyUserId: string;
  /** The poster's account: they may change it for a while. */
  authorUserId: string;
  /** How it names its author publicly: a family's first name, an agency's name. */
  authorLabel: string;
  /** The job's title when it was written, for the nanny's own list. */
  jobTitle: string;
  rating: number;
  text: string;
  writtenAt: string;
  editedAt: string | null;
  reply: ReviewReply | null;
  /** Hidden by a moderator: off the public list and out of her rating. */
  hidden: boolean;
  /** Moves with every write, so each write holds only against the version it read. */
  version: number;
}

export const REVIEWS_OF = 'REVIEWS#';
export const SHOWN_REVIEWS_OF = 'SHOWN_REVIEWS#';

export const reviewAuthorKey = (authorUserId: string, jobId: string, nannyId: string) => ({
  pk: `USER#${authorUserId}`,
  sk: `REVIEW#${jobId}#${nannyId}`,
});

export const reviewKey = (jobId: string, nannyId: string) => ({
  pk: `REVIEW#${jobId}`,
  sk: `NANNY#${nannyId}`,
});

const aboutIndex = (review: Pick<Review, 'nannyId' | 'writtenAt' | 'jobId'>) => ({
  gsi1pk: `${REVIEWS_OF}${review.nannyId}`,
  gsi1sk: `${review.writtenAt}#${review.jobId}`,
});
const shownIndex = (review: Pick<Review, 'nannyId' | 'writtenAt' | 'jobId'>) => ({
  gsi2pk: `${SHOWN_REVIEWS_OF}${review.nannyId}`,
  gsi2sk: `${review.writtenAt}#${review.jobId}`,
});

const textOrNull = (value: unknown) => (typeof value === 'string' ? value : null);

export function reviewFromItem(item: StoredItem): Review {
  const reply = item.reply as Record<string, unknown> | undefined;
  return {
    id: reviewIdOf(String(item.jobId), String(item.nannyId)),
    jobId: String(item.jobId),
    nannyId: String(item.nannyId),
    nannyUserId: String(item.nannyUserId ?? ''),
    authorUserId: String(item.authorUserId ?? ''),
    authorLabel: String(item.authorLabel ?? ''),
    jobTitle: String(item.jobTitle ?? ''),
    rating: Number(item.rating),
    text: String(item.text ?? ''),
    writtenAt: String(item.writtenAt),
    editedAt: textOrNull(item.editedAt),
    reply: reply ? { text: String(reply.text ?? ''), repliedAt: String(reply.repliedAt ?? '') } : null,
    hidden: item.hidden === true,
    version: typeof item.version === 'number' ? item.version : 0,
  };
}

export function reviewToItem(review: Review): StoredItem {
  const { id: _id, reply, editedAt, ...stored } = review;
  return {
    ...reviewKey(review.jobId, review.nannyId),
    entity: 'Review',
    ...stored,
    ...(editedAt ? { editedAt } : {}),
    ...(reply ? { reply } : {}),
    ...aboutIndex(review),
    ...(review.hidden ? {} : shownIndex(review)),
  };
}

/** The review of one hire, read consistently; null when none was written. */
export async function getReview(jobId: string, nannyId: string): Promise<Review | null> {
  const out = await ddb().send(getItem({ Key: reviewKey(jobId, nannyId), ConsistentRead: true }));
  return out.Item ? reviewFromItem(out.Item) : null;
}

/** A nanny's reviews the public may read (not hidden), newest first, a page at a time. */
export async function listShownReviews(nannyId: string, opts: { limit: number; cursor?: string }) {
  const page = await readPartitionPage({
    index: 'gsi2',
    partition: `${SHOWN_REVIEWS_OF}${nannyId}`,
    limit: opts.limit,
    cursor: opts.cursor,
  });
  return { items: page.items.map(reviewFromItem), nextCursor: page.nextCursor };
}

/** Every review about a nanny, hidden ones too, newest first (her own list). */
export async function listReviewsAbout(nannyId: string, opts: { limit: number; cursor?: string }) {
  const page = await readPartitionPage({
    index: 'gsi1',
    partition: `${REVIEWS_OF}${nannyId}`,
    limit: opts.limit,
    cursor: opts.cursor,
  });
  return { items: page.items.map(reviewFromItem), nextCursor: page.nextCursor };
}

/** The reviews of a job's hires (a job has one hire as a rule), for its poster's account deletion. */
export async function listReviewsOfJob(jobId: string): Promise<Review[]> {
  const page = await readPartitionPage({ partition: `REVIEW#${jobId}`, sortKeyPrefix: 'NANNY#', limit: 50 });
  return page.items.map(reviewFromItem);
}

/** The condition that a review is still the version read. */
const sameVersion = (review: Review) => ({
  ConditionExpression: 'attribute_exists(pk) AND #version = :version',
  names: { '#version': 'version' },
  values: { ':version': review.version },
});

/**
 * Writes a new review, once per hire, while the application is still a hire, with the aggregate's
 * write (`aggregate`, from nannies.ts). 'already' when the hire has a review; 'stale' when her
 * aggregate moved meanwhile (read again); 'not-hired' when the application is no longer a hire.
 */
export async function putNewReview(
  review: Review,
  aggregate: TransactItem,
): Promise<'created' | 'already' | 'stale' | 'not-hired'> {
  const outcome = await transact({
    review: {
      Put: {
        Item: reviewToItem(review),
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    aggregate,
    author: {
      Put: {
        Item: {
          ...reviewAuthorKey(review.authorUserId, review.jobId, review.nannyId),
          entity: authorPointerEntity.name,
          jobId: review.jobId,
          nannyId: review.nannyId,
        },
      },
    },
    hired: {
      ConditionCheck: {
        Key: applicationKey(review.jobId, review.nannyId),
        ConditionExpression: '#status = :hired',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':hired': 'hired' },
      },
    },
  });
  if (outcome.done) return 'created';
  if (outcome.failed === 'review') return 'already';
  return outcome.didFail('hired') ? 'not-hired' : 'stale';
}

/**
 * Writes a change to a review (`next`, from the version `read`), with the aggregate's write when its
 * rating counts differently now. 'stale' when either moved meanwhile (nothing is written).
 */
export async function putReviewChange(
  read: Review,
  next: Review,
  aggregate: TransactItem | null,
  /** Conditions the change holds only with (a reply: its nanny may still reach the reviewer). */
  checks: readonly TransactItem[] = [],
): Promise<'done' | 'stale' | 'refused'> {
  const same = sameVersion(read);
  const outcome = await transact({
    checks,
    review: {
      Put: {
        Item: reviewToItem({ ...next, version: read.version + 1 }),
        ConditionExpression: same.ConditionExpression,
        ExpressionAttributeNames: same.names,
        ExpressionAttributeValues: same.values,
      },
    },
    aggregate,
  });
  if (outcome.done) return 'done';
  return outcome.didFail('checks') ? 'refused' : 'stale';
}

/**
 * A moderator hides a review (off the public list, out of her rating) or shows it again, as writes of
 * the decision's transaction, with the aggregate's write when her profile is there to count it.
 */
export function reviewVisibilityWrite(read: Review, hidden: boolean, aggregate: TransactItem | null) {
  const same = sameVersion(read);
  const index = shownIndex(read);
  const items: TransactItem[] = [
    {
      Update: {
        Key: reviewKey(read.jobId, read.nannyId),
        UpdateExpression: hidden
          ? 'SET #hidden = :yes, #version = :next REMOVE gsi2pk, gsi2sk'
          : 'SET #hidden = :no, #version = :next, gsi2pk = :gp, gsi2sk = :gs',
        ConditionExpression: same.ConditionExpression,
        ExpressionAttributeNames: { ...same.names, '#hidden': 'hidden' },
        ExpressionAttributeValues: {
          ...same.values,
          ':next': read.version + 1,
          ...(hidden ? { ':yes': true } : { ':no': false, ':gp': index.gsi2pk, ':gs': index.gsi2sk }),
        },
      },
    },
  ];
  if (aggregate) items.push(aggregate);
  return items;
}

/** Deletes a review as read, with the aggregate's write when it was counted. 'stale' when either moved. */
export async function deleteReview(read: Review, aggregate: TransactItem | null): Promise<'done' | 'stale'> {
  const same = sameVersion(read);
  const outcome = await transact({
    review: {
      Delete: {
        Key: reviewKey(read.jobId, read.nannyId),
        ConditionExpression: same.ConditionExpression,
        ExpressionAttributeNames: same.names,
        ExpressionAttributeValues: same.values,
      },
    },
    author: { Delete: { Key: reviewAuthorKey(read.authorUserId, read.jobId, read.nannyId) } },
    aggregate,
  });
  return outcome.done ? 'done' : 'stale';
}

const isAuthor = (item: StoredItem, accountId: string) => item.authorUserId === accountId;

/**
 * A review is its author's and the nanny's: each gets it in an export, the author what they wrote and
 * the nanny what was written about her with her reply. Deleting either account deletes it (a step of
 * the deletion does, so her rating follows: services/reviews.ts eraseReviews).
 */
export const entity = {
  name: 'Review',
  keys: { pk: 'REVIEW#', sk: 'NANNY#' },
  owner: {
    of: (item) => ({ accounts: [String(item.authorUserId), String(item.nannyUserId)] }),
  },
  retention: {
    policy: 'reviews',
    rule: 'kept while both its author’s and the nanny’s accounts exist; deleted with either, her rating recomputed without it',
  },
  export: {
    shape: (item, subject) => {
      const review = reviewFromItem(item);
      const common = {
        id: review.id,
        rating: review.rating,
        text: review.text,
        writtenAt: review.writtenAt,
        editedAt: review.editedAt,
        reply: review.reply,
        hiddenByModerator: review.hidden,
        job: review.jobTitle,
      };
      return isAuthor(item, subject.accountId)
        ? { yourReviewOf: review.nannyId, ...common }
        : { reviewAboutYouBy: review.authorLabel, ...common };
    },
  },
  find: (s) => [
    // Reviews the account wrote, through its pointers (the job may be gone); reviews about its profile.
    {
      via: { partition: `USER#${s.accountId}`, sortKeyPrefix: 'REVIEW#' },
      key: (pointer) => reviewKey(String(pointer.jobId), String(pointer.nannyId)),
    },
    ...(s.nannyId ? [{ index: 'gsi1' as const, partition: `${REVIEWS_OF}${s.nannyId}` }] : []),
  ],
  // Deleted one by one with her rating, before the registry's walk (services/account-deletion.ts data).
  erase: {
    with: 'the data step deletes each review in a transaction with her rating (services/reviews.ts eraseReviews)',
  },
} satisfies EntityDeclaration;

/** The author's pointer to a review they wrote: written and deleted with it (see the keys above). */
export const authorPointerEntity = {
  name: 'ReviewAuthorPointer',
  keys: { pk: 'USER#', sk: 'REVIEW#' },
  owner: { of: (item) => ({ account: String(item.pk).slice('USER#'.length) }) },
  retention: { policy: 'reviews', rule: 'written and deleted with the review it points to' },
  export: { none: 'a pointer to a review the account wrote, which is exported itself' },
  find: (s) => [{ partition: `USER#${s.accountId}`, sortKeyPrefix: 'REVIEW#' }],
  erase: { delete: 'a pointer to a review the account wrote' },
} satisfies EntityDeclaration;

/** The reviews an account wrote, through its pointers: the keys of each. */
export async function listReviewKeysByAuthor(authorUserId: string) {
  const keys: Array<{ jobId: string; nannyId: string }> = [];
  let cursor: string | undefined;
  do {
    const page = await readPartitionPage({
      partition: `USER#${authorUserId}`,
      sortKeyPrefix: 'REVIEW#',
      limit: 100,
      cursor,
    });
    for (const item of page.items) keys.push({ jobId: String(item.jobId), nannyId: String(item.nannyId) });
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return keys;
}
