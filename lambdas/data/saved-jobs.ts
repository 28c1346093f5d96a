/**
 * Saved jobs (saved_jobs): the jobs a user keeps a note of, while they are on the board.
 *
 * Keys: pk USER#<userId>, sk SAVED#<jobId> -> { jobId, savedAt }, with gsi1pk SAVED#<userId>, gsi1sk
 * <savedAt>#<jobId> (the saved-jobs page, newest first).
 */
import { ddb } from '../platform/clients.ts';
import { readPartitionPage } from './table/pages.ts';
import { onBoardCheck } from './jobs.ts';
import type { EntityDeclaration, StoredItem } from './entity.ts';
import { transact } from './table/transact.ts';
import { deleteItem, queryItems } from './table/commands.ts';

export interface SavedJob {
  userId: string;
  jobId: string;
  savedAt: string;
}

const SAVED_PREFIX = 'SAVED#';
export const savedJobKey = (userId: string, jobId: string) => ({
  pk: `USER#${userId}`,
  sk: `SAVED#${jobId}`,
});

export function savedJobToItem(saved: SavedJob): StoredItem {
  return {
    ...savedJobKey(saved.userId, saved.jobId),
    entity: 'SavedJob',
    jobId: saved.jobId,
    savedAt: saved.savedAt,
    gsi1pk: `SAVED#${saved.userId}`,
    gsi1sk: `${saved.savedAt}#${saved.jobId}`,
  };
}

export function savedJobFromItem(item: StoredItem): SavedJob {
  return {
    userId: String(item.pk).slice('USER#'.length),
    jobId: item.jobId as string,
    savedAt: item.savedAt as string,
  };
}

export const entity = {
  name: 'SavedJob',
  keys: { pk: 'USER#', sk: SAVED_PREFIX },
  owner: { of: (item) => ({ account: savedJobFromItem(item).userId }) },
  retention: { policy: 'account', rule: 'kept while the account exists, until the user removes it' },
  export: {
    shape: (item) => {
      const saved = savedJobFromItem(item);
      return { jobId: saved.jobId, savedAt: saved.savedAt };
    },
  },
  find: (s) => [{ partition: `USER#${s.accountId}`, sortKeyPrefix: SAVED_PREFIX }],
  erase: { delete: "the account's own list" },
} satisfies EntityDeclaration;

/** Saves a job for a user while it is on the board, checked in the write itself; false when it is not. */
export async function saveJobFor(userId: string, jobId: string): Promise<boolean> {
  const outcome = await transact({
    saved: {
      Put: {
        Item: savedJobToItem({ userId, jobId, savedAt: new Date().toISOString() }),
      },
    },
    onBoard: onBoardCheck(jobId),
  });
  return outcome.done;
}

export async function unsaveJobFor(userId: string, jobId: string): Promise<void> {
  await ddb().send(deleteItem({ Key: savedJobKey(userId, jobId) }));
}

const MAX_SAVED = 500;

/** The ids of the jobs a user saved (at most 500, newest saves are kept by the caller's limit). */
export async function savedJobIds(userId: string): Promise<string[]> {
  const ids: string[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await ddb().send(
      queryItems({
        KeyConditionExpression: 'pk = :p AND begins_with(sk, :s)',
        ExpressionAttributeValues: { ':p': savedJobKey(userId, '').pk, ':s': SAVED_PREFIX },
        ProjectionExpression: 'jobId',
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    ids.push(...(out.Items ?? []).map((i) => String(i.jobId)));
    start = out.LastEvaluatedKey;
  } while (start && ids.length < MAX_SAVED);
  return ids;
}

/** A page of a user's saved jobs, the latest saved first. */
export async function listSavedJobs(
  userId: string,
  opts: { limit: number; cursor?: string },
): Promise<{ items: SavedJob[]; nextCursor: string | null }> {
  const page = await readPartitionPage({
    index: 'gsi1',
    partition: `SAVED#${userId}`,
    limit: opts.limit,
    cursor: opts.cursor,
  });
  return { items: page.items.map(savedJobFromItem), nextCursor: page.nextCursor };
}
