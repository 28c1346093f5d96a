/**
 * The index of accounts: one record per confirmed sign-in, written when Cognito confirms it (the
 * PostConfirmation trigger, triggers/post-confirmation.ts, and the local pool's same handler). It is
 * what the reconciliation (scheduled/reconcile-accounts.ts) compares with the user pool, so an account
 * whose sign-in was removed outside the product (by an operator, through the Cognito API) is found
 * and deleted as if its owner had asked.
 *
 * Keys: pk USER#<sub>, sk ACCOUNT -> { sub, userType, createdAt }; gsi1pk ACCOUNTS,
 * gsi1sk <createdAt>#<sub>, so the reconciliation walks every account, newest first, in pages.
 * The account's deletion removes the record with the rest of the account's items.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '../platform/clients.ts';
import type { EntityDeclaration, StoredItem } from './entity.ts';
import { readPartitionPage } from './pages.ts';

/** The gsi1 partition every account record is listed in. */
export const ACCOUNTS_PARTITION = 'ACCOUNTS';

export const accountRecordKey = (sub: string) => ({ pk: `USER#${sub}`, sk: 'ACCOUNT' });

export interface AccountRecord {
  sub: string;
  /** The type chosen at sign-up; null for an account created without one (an admin). */
  userType: string | null;
  createdAt: string;
}

export const entity = {
  name: 'AccountRecord',
  keys: { pk: 'USER#', sk: 'ACCOUNT' },
  owner: { of: (item) => ({ account: String(item.pk).slice('USER#'.length) }) },
  retention: { policy: 'account', rule: 'kept while the account exists; its deletion removes it' },
  export: { shape: (item) => ({ accountCreatedAt: item.createdAt, userType: item.userType ?? null }) },
  find: (s) => [{ key: accountRecordKey(s.accountId) }],
  erase: { delete: "the account's own record in the index" },
} satisfies EntityDeclaration;

export function accountRecordFromItem(item: StoredItem): AccountRecord {
  return {
    sub: String(item.sub),
    userType: typeof item.userType === 'string' ? item.userType : null,
    createdAt: String(item.createdAt),
  };
}

/**
 * Records an account. Written once: a trigger that runs again (Cognito retries a trigger that timed
 * out) keeps the first creation time, which the reconciliation's race check depends on.
 */
export async function recordAccount(record: AccountRecord): Promise<boolean> {
  try {
    await ddb().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...accountRecordKey(record.sub),
          entity: entity.name,
          gsi1pk: ACCOUNTS_PARTITION,
          gsi1sk: `${record.createdAt}#${record.sub}`,
          ...record,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if ((error as { name?: string }).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}

/** One page of the account records, newest first. */
export async function accountRecordsPage(
  limit: number,
  cursor?: string,
): Promise<{ items: AccountRecord[]; nextCursor: string | null }> {
  const page = await readPartitionPage({ index: 'gsi1', partition: ACCOUNTS_PARTITION, limit, cursor });
  return { items: page.items.map(accountRecordFromItem), nextCursor: page.nextCursor };
}
