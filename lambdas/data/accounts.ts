import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import type { AccountHolding } from '../contract/me.ts';
import { ddb, tableName } from '../platform/clients.ts';
import { keys } from './keys.ts';

/**
 * What an account has created, as far as its type goes: its nanny profile and agency records (each claimed
 * by an owner record in the same transaction that creates it), and the job poster record every stored job
 * writes with itself (`jobPosterMark`). Read consistently, in one request, so a creation already written
 * is always seen.
 */
export async function accountHoldings(userId: string): Promise<AccountHolding[]> {
  const table = tableName();
  const wanted: Array<[AccountHolding, { pk: string; sk: string }]> = [
    ['nanny-profile', keys.nannyOwner(userId)],
    ['agency-profile', keys.agencyOwner(userId)],
    ['job', keys.jobPoster(userId)],
  ];
  let request: Record<string, { Keys: Array<Record<string, unknown>>; ConsistentRead: boolean }> = {
    [table]: { Keys: wanted.map(([, key]) => key), ConsistentRead: true },
  };
  const found = new Set<string>();
  // A batch may leave keys unread under load; they are asked for again until all are read.
  for (let attempt = 0; attempt < 5 && Object.keys(request).length; attempt++) {
    const out = await ddb().send(new BatchGetCommand({ RequestItems: request }));
    for (const item of out.Responses?.[table] ?? []) found.add(`${String(item.pk)}|${String(item.sk)}`);
    const left = out.UnprocessedKeys?.[table]?.Keys ?? [];
    request = left.length ? { [table]: { Keys: left, ConsistentRead: true } } : {};
  }
  if (Object.keys(request).length) throw new Error('Reading the account records did not finish');
  return wanted.filter(([, key]) => found.has(`${key.pk}|${key.sk}`)).map(([holding]) => holding);
}

/**
 * The transaction item that records, with a job being stored, that its owner has posted a job; first
 * and latest time. Kept when a draft expires: the account created it, so its type stays.
 */
export const jobPosterMark = (userId: string, at: string) => ({
  Update: {
    TableName: tableName(),
    Key: keys.jobPoster(userId),
    UpdateExpression: 'SET entity = :entity, firstAt = if_not_exists(firstAt, :at), lastAt = :at',
    ExpressionAttributeValues: { ':entity': 'JobPoster', ':at': at },
  },
});
