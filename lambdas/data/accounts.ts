/**
 * What an account has created, as far as its type goes, and the job poster record that says it has
 * stored a job.
 *
 * Keys: the job poster record pk USER#<userId>, sk POSTED_JOB -> { firstAt, lastAt }: the user has
 * stored a job (a draft or a post), written with it; it outlives an expired draft. With the nanny and
 * agency owner records (nannies.ts, agencies.ts) it tells whether an account has created anything, and
 * so may still change its type.
 */
import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import type { AccountHolding } from '../contract/me.ts';
import { ddb, tableName } from '../platform/clients.ts';
import { agencyOwnerKey } from './agencies.ts';
import { nannyOwnerKey } from './nannies.ts';
import type { EntityDeclaration } from './entity.ts';
import type { TransactItem } from './table/transact.ts';

export const jobPosterKey = (userId: string) => ({ pk: `USER#${userId}`, sk: 'POSTED_JOB' });

export const entity = {
  name: 'JobPoster',
  keys: { pk: 'USER#', sk: 'POSTED_JOB' },
  owner: { of: (item) => ({ account: String(item.pk).slice('USER#'.length) }) },
  retention: {
    policy: 'account',
    rule: 'kept while the account exists: it fixes the account type even after a draft expires',
  },
  export: {
    shape: (item) => ({ firstJobStoredAt: item.firstAt, lastJobStoredAt: item.lastAt }),
  },
  find: (s) => [{ key: jobPosterKey(s.accountId) }],
  erase: { delete: "the account's own mark" },
} satisfies EntityDeclaration;

/**
 * What an account has created, as far as its type goes: its nanny profile and agency records (each claimed
 * by an owner record in the same transaction that creates it), and the job poster record every stored job
 * writes with itself (`jobPosterMark`). Read consistently, in one request, so a creation already written
 * is always seen.
 */
export async function accountHoldings(userId: string): Promise<AccountHolding[]> {
  const table = tableName();
  const wanted: Array<[AccountHolding, { pk: string; sk: string }]> = [
    ['nanny-profile', nannyOwnerKey(userId)],
    ['agency-profile', agencyOwnerKey(userId)],
    ['job', jobPosterKey(userId)],
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
 * The conditions, inside a change of the account's type, that it has created nothing that fixes its
 * type: no nanny profile, no agency, no job (each is created with a check of the type, so the change and
 * a creation never both land).
 */
export const holdingsAbsent = (userId: string): TransactItem[] =>
  [nannyOwnerKey(userId), agencyOwnerKey(userId), jobPosterKey(userId)].map((key) => ({
    ConditionCheck: { Key: key, ConditionExpression: 'attribute_not_exists(pk)' },
  }));

/**
 * The transaction item that records, with a job being stored, that its owner has posted a job; first
 * and latest time. Kept when a draft expires: the account created it, so its type stays.
 */
export const jobPosterMark = (userId: string, at: string): TransactItem => ({
  Update: {
    Key: jobPosterKey(userId),
    UpdateExpression: 'SET entity = :entity, firstAt = if_not_exists(firstAt, :at), lastAt = :at',
    ExpressionAttributeValues: { ':entity': 'JobPoster', ':at': at },
  },
});
