/**
 * A poster's list of their jobs: one small item per job stored (a draft or a post), under the poster,
 * sorted by when the job was stored, so "my jobs" is one Query a page at a time, newest first. The
 * jobs themselves are then read by key (jobs.ts getJobs).
 *
 * Keys: pk USER#<ownerId>, sk MYJOB#<createdAt>#<jobId> -> { jobId, createdAt }.
 */
import { readPartitionPage } from './table/pages.ts';
import type { EntityDeclaration, StoredItem } from './entity.ts';
import type { TransactItem } from './table/transact.ts';

export const postedJobKey = (ownerId: string, createdAt: string, jobId: string) => ({
  pk: `USER#${ownerId}`,
  sk: `MYJOB#${createdAt}#${jobId}`,
});
const PREFIX = 'MYJOB#';

export const entity = {
  name: 'PostedJob',
  keys: { pk: 'USER#', sk: PREFIX },
  owner: { of: (item: StoredItem) => ({ account: String(item.pk).slice('USER#'.length) }) },
  retention: {
    policy: 'jobs',
    rule: 'kept while the account exists; deleted with its job by the retention run 12 months after it closes; one whose unpaid draft expired is removed when the list next meets it',
  },
  export: { none: 'an index of the jobs, which are exported themselves' },
  find: (s) => [{ partition: `USER#${s.accountId}`, sortKeyPrefix: PREFIX }],
  erase: { delete: 'an index of the jobs' },
} satisfies EntityDeclaration;

/** The transaction item that lists a job under its poster, written with the job. */
export const postedJobPut = (job: { id: string; ownerId: string; createdAt: string }): TransactItem => ({
  Put: {
    Item: {
      ...postedJobKey(job.ownerId, job.createdAt, job.id),
      entity: entity.name,
      jobId: job.id,
      createdAt: job.createdAt,
    },
  },
});

/** A page of a poster's job ids, newest first. */
export async function listPostedJobIds(
  ownerId: string,
  opts: { limit: number; cursor?: string },
): Promise<{ jobIds: Array<{ jobId: string; createdAt: string }>; nextCursor: string | null }> {
  const page = await readPartitionPage({
    partition: `USER#${ownerId}`,
    sortKeyPrefix: PREFIX,
    limit: opts.limit,
    cursor: opts.cursor,
  });
  return {
    jobIds: page.items.map((item) => ({ jobId: String(item.jobId), createdAt: String(item.createdAt) })),
    nextCursor: page.nextCursor,
  };
}
