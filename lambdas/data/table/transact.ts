import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { ddb, tableName } from '../../platform/clients.ts';

type SdkItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/**
 * One write of a transaction (a Put, Update, Delete or ConditionCheck) on the single table: it names no
 * table, `transact` fills the table's name in once for every item.
 */
export type TransactItem = {
  [Kind in keyof SdkItem]?: Omit<NonNullable<SdkItem[Kind]>, 'TableName'>;
};

/** A transaction's items by name: one item, a list of them, or nothing (left out). */
export type NamedItems<K extends string> = Record<
  K,
  TransactItem | readonly TransactItem[] | null | undefined
>;

/**
 * What became of a transaction: done, when every item was written; otherwise nothing was, and `failed`
 * names the entry whose condition failed first (in the order the names were given), with the failing
 * item's place in it when the entry is a list. DynamoDB reports every condition that failed, not only
 * the first: `didFail(name)` tells whether an entry's did, for an answer that outranks the first one.
 */
export type NamedOutcome<K extends string> = (
  { done: true; failed: null; at: -1 } | { done: false; failed: K; at: number }
) & { didFail: (name: K) => boolean };

class Outcome<K extends string> {
  readonly #failures: ReadonlySet<K>;
  readonly done: boolean;
  readonly failed: K | null;
  readonly at: number;
  constructor(done: boolean, failed: K | null, at: number, failures: ReadonlySet<K>) {
    this.done = done;
    this.failed = failed;
    this.at = at;
    this.#failures = failures;
  }
  didFail(name: K): boolean {
    return this.#failures.has(name);
  }
}

const ATTEMPTS = 4;
const CONDITION_FAILED = 'ConditionalCheckFailed';

/** The table item a transaction item names, as `pk|sk`. */
function itemKey(item: TransactItem): string | null {
  const key = item.Put?.Item ?? item.Update?.Key ?? item.Delete?.Key ?? item.ConditionCheck?.Key;
  return key ? `${String(key.pk)}|${String(key.sk)}` : null;
}

/**
 * DynamoDB refuses a transaction that names one item twice (a ValidationException, which would reach
 * the caller as an unexplained 500): that is a bug in the path that built it (a poster hiring herself,
 * say, would count the same badge twice), so it is named here, with the item, before anything is sent.
 */
function refuseRepeatedItems(items: readonly TransactItem[]): void {
  const seen = new Set<string>();
  for (const item of items) {
    const key = itemKey(item);
    if (key === null) continue;
    if (seen.has(key)) throw new Error(`A transaction names the item ${key} twice`);
    seen.add(key);
  }
}

/** The item as DynamoDB takes it: the same write, on this function's table. */
function onTable(item: TransactItem): SdkItem {
  const TableName = tableName();
  return {
    ...(item.Put && { Put: { ...item.Put, TableName } }),
    ...(item.Update && { Update: { ...item.Update, TableName } }),
    ...(item.Delete && { Delete: { ...item.Delete, TableName } }),
    ...(item.ConditionCheck && { ConditionCheck: { ...item.ConditionCheck, TableName } }),
  };
}

/**
 * Writes the items in one transaction, or none of them when a condition fails, in the order given.
 * Answers the codes DynamoDB gave each item when a condition failed (TransactionCanceledException
 * lists its CancellationReasons in item order), or null when every item was written. A transaction
 * cancelled only because another one touched the same items at the same moment (TransactionConflict)
 * is tried again, a few times, before it fails as an unexpected error.
 */
async function send(items: readonly TransactItem[]): Promise<string[] | null> {
  refuseRepeatedItems(items);
  const TransactItems = items.map(onTable);
  for (let attempt = 1; ; attempt++) {
    try {
      await ddb().send(new TransactWriteCommand({ TransactItems }));
      return null;
    } catch (error) {
      if (!(error instanceof TransactionCanceledException)) throw error;
      const codes = (error.CancellationReasons ?? []).map((r) => r.Code ?? 'None');
      if (codes.includes(CONDITION_FAILED)) return codes;
      if (attempt >= ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20 * attempt));
    }
  }
}

/**
 * Writes named items in one transaction, all or none, and says by name which one failed:
 * `transact({ message, conversation, senderReach, ...outbox })` answers `{ done: true }` or
 * `{ done: false, failed: 'senderReach' }`, so no caller counts positions. Items are sent in the order
 * their names were given; an entry that is a list sends its items in its own order.
 */
export async function transact<K extends string>(items: NamedItems<K>): Promise<NamedOutcome<K>> {
  const flat: TransactItem[] = [];
  const owners: Array<{ name: K; at: number }> = [];
  for (const [name, entry] of Object.entries(items) as Array<[K, NamedItems<K>[K]]>) {
    if (!entry) continue;
    const list: readonly TransactItem[] = Array.isArray(entry) ? entry : [entry as TransactItem];
    list.forEach((item, at) => {
      flat.push(item);
      owners.push({ name, at });
    });
  }
  const codes = await send(flat);
  if (!codes) return new Outcome<K>(true, null, -1, new Set()) as NamedOutcome<K>;
  const failures = owners.filter((_owner, index) => codes[index] === CONDITION_FAILED);
  const first = failures[0];
  if (!first) throw new Error('A transaction was cancelled without a failed condition');
  const names = new Set(failures.map((owner) => owner.name));
  return new Outcome<K>(false, first.name, first.at, names) as NamedOutcome<K>;
}
