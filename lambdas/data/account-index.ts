/**
 * The index of accounts: one record per confirmed sign-in, written when Cognito confirms it (the
 * PostConfirmation trigger, triggers/post-confirmation.ts, and the local pool's same handler). It is
 * what the reconciliation (scheduled/reconcile-accounts.ts) compares with the user pool, so an account
 * whose sign-in was removed outside the product (by an operator, through the Cognito API) is found
 * and deleted as if its owner had asked.
 *
 * It is also the server's own record of what the account is, which no token can contradict: its type
 * now (`accountType`, once it changed from the type chosen at sign-up) and whether its deletion has
 * started (`deletingAt`). Every signed-in write reads it first (services/account-gate.ts); every path by
 * which the account reaches another person checks it inside its write (`accountActiveCheck`); and every
 * record an account creates for one type (a nanny profile, an agency, a job) checks the type in its
 * write (`accountTypeCheck`), while a change of type checks that nothing was created, so the two never
 * cross.
 *
 * Keys: pk USER#<sub>, sk ACCOUNT -> { sub, userType, accountType?, deletingAt?, createdAt }; gsi1pk
 * ACCOUNTS, gsi1sk <createdAt>#<sub>, so the reconciliation walks every account, newest first, in
 * pages. The account's deletion removes the record with the rest of the account's items (its deletion
 * marker, data/deletions.ts, then says it is gone).
 */
import { isUserType, type UserType } from '../contract/auth.ts';
import { ddb } from '../platform/clients.ts';
import type { EntityDeclaration, StoredItem } from './entity.ts';
import { readPartitionPage } from './table/pages.ts';
import type { TransactItem } from './table/transact.ts';
import { getItem, putItem } from './table/commands.ts';

/** The gsi1 partition every account record is listed in. */
export const ACCOUNTS_PARTITION = 'ACCOUNTS';

export const accountRecordKey = (sub: string) => ({ pk: `USER#${sub}`, sk: 'ACCOUNT' });

export interface AccountRecord {
  sub: string;
  /** The type when the account was recorded; null for an account created without one (an admin). */
  userType: string | null;
  createdAt: string;
}

/** The record as the server reads it before a signed-in write. */
export interface AccountState extends AccountRecord {
  /** The account's type now: the one it changed to, else the one it was recorded with. */
  type: UserType | null;
  /** When its deletion started; null while it is not being deleted. */
  deletingAt: string | null;
}

export const entity = {
  name: 'AccountRecord',
  keys: { pk: 'USER#', sk: 'ACCOUNT' },
  owner: { of: (item) => ({ account: String(item.pk).slice('USER#'.length) }) },
  retention: { policy: 'account', rule: 'kept while the account exists; its deletion removes it' },
  export: {
    shape: (item) => ({
      accountCreatedAt: item.createdAt,
      userType: item.userType ?? null,
      ...(typeof item.accountType === 'string' ? { accountTypeNow: item.accountType } : {}),
    }),
  },
  find: (s) => [{ key: accountRecordKey(s.accountId) }],
  erase: { delete: "the account's own record in the index" },
} satisfies EntityDeclaration;

export function accountRecordFromItem(item: StoredItem): AccountRecord {
  return {
    sub: String(item.sub),
    userType: typeof item.userType === 'string' ? item.userType : null,
    // A record the deletion's mark made for an account that had none holds no creation time.
    createdAt: typeof item.createdAt === 'string' ? item.createdAt : '',
  };
}

export function accountStateFromItem(item: StoredItem): AccountState {
  const record = accountRecordFromItem(item);
  const recorded = isUserType(record.userType) ? record.userType : null;
  return {
    ...record,
    type: isUserType(item.accountType) ? item.accountType : recorded,
    deletingAt: typeof item.deletingAt === 'string' ? item.deletingAt : null,
  };
}

/** The account's record, read consistently (a type change or a deletion just written is seen). */
export async function getAccountState(sub: string): Promise<AccountState | null> {
  const out = await ddb().send(getItem({ Key: accountRecordKey(sub), ConsistentRead: true }));
  return out.Item?.entity === entity.name ? accountStateFromItem(out.Item) : null;
}

/**
 * The condition, inside a write, that an account is not being deleted: every path by which it reaches
 * another person carries it, so a deletion that starts between the path's reads and its write still
 * stops it. An account without a record (one confirmed before records were kept, not yet reconciled)
 * passes: its deletion writes the mark on a record of its own.
 */
export const accountActiveCheck = (sub: string): TransactItem => ({
  ConditionCheck: {
    Key: accountRecordKey(sub),
    ConditionExpression: 'attribute_not_exists(deletingAt)',
  },
});

/** The type condition: the account's type now is `type` (the one it changed to, else its recorded one). */
const TYPE_IS = '(accountType = :type OR (attribute_not_exists(accountType) AND userType = :type))';

/**
 * The condition, inside the write that creates a record made for one account type (her nanny profile,
 * an agency, a job), that the account is of that type now and not being deleted; a type change checks
 * the other way round (`accountTypeChange`), so one of the two always fails.
 */
export const accountTypeCheck = (sub: string, type: UserType): TransactItem => ({
  ConditionCheck: {
    Key: accountRecordKey(sub),
    // An account with no record yet has never changed its type (a change records it first) and is
    // not being deleted (a deletion's mark records it).
    ConditionExpression: `attribute_not_exists(pk) OR (attribute_not_exists(deletingAt) AND ${TYPE_IS})`,
    ExpressionAttributeValues: { ':type': type },
  },
});

/** The write that changes an account's type from `from` to `to`, while it is of type `from`. */
export const accountTypeChange = (sub: string, from: UserType, to: UserType): TransactItem => ({
  Update: {
    Key: accountRecordKey(sub),
    UpdateExpression: 'SET accountType = :to',
    ConditionExpression: `attribute_exists(pk) AND attribute_not_exists(deletingAt) AND ${TYPE_IS}`,
    ExpressionAttributeValues: { ':to': to, ':type': from },
  },
});

/**
 * The mark a deletion puts on the account's record as it starts (in the deletion's own transaction):
 * from then on the account writes nothing and reaches nobody. An account without a record gets one.
 */
export const deletingMark = (sub: string, at: string): TransactItem => ({
  Update: {
    Key: accountRecordKey(sub),
    UpdateExpression:
      'SET entity = if_not_exists(entity, :entity), #sub = if_not_exists(#sub, :sub), deletingAt = if_not_exists(deletingAt, :at)',
    ExpressionAttributeNames: { '#sub': 'sub' },
    ExpressionAttributeValues: { ':entity': entity.name, ':sub': sub, ':at': at },
  },
});

/**
 * Records an account. Written once: a trigger that runs again (Cognito retries a trigger that timed
 * out) keeps the first creation time, which the reconciliation's race check depends on.
 */
export async function recordAccount(record: AccountRecord): Promise<boolean> {
  try {
    await ddb().send(
      putItem({
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
