/**
 * A poster's list of their jobs: one small item per job stored (a draft or a post), under the poster,
 * sorted by when the job was stored, so "my jobs" is one Query a page at a time, newest first. The
 * jobs themselves are then read by key (jobs.ts getJobs).
 *
 * Keys: pk USER#<ownerId>, sk MYJOB#<createdAt>#<jobId> -> { jobId, createdAt }.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '../platform/clients.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';
import type { EntityDeclaration, StoredItem } from './entity.ts';
import type { TransactItem } from './transact.ts';

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
    rule: 'kept while the account exists; one whose unpaid draft expired is removed when the list next meets it',
  },
  export: { none: 'an index of the jobs, which are exported themselves' },
} satisfies EntityDeclaration;

/** The transaction item that lists a job under its poster, written with the job. */
export const postedJobPut = (job: { id: string; ownerId: string; createdAt: string }): TransactItem => ({
  Put: {
    TableName: tableName(),
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
  const pk = `USER#${ownerId}`;
  const start = decodeCursor(opts.cursor, ['pk', 'sk'], (key) => key.pk === pk && key.sk!.startsWith(PREFIX));
  const out = await ddb().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :p AND begins_with(sk, :s)',
      ExpressionAttributeValues: { ':p': pk, ':s': PREFIX },
      ScanIndexForward: false,
      Limit: opts.limit,
      ...(start ? { ExclusiveStartKey: start } : {}),
    }),
  );
  return {
    jobIds: (out.Items ?? []).map((item) => ({
      jobId: String(item.jobId),
      createdAt: String(item.createdAt),
    })),
    nextCursor: encodeCursor(out.LastEvaluatedKey),
  };
}
