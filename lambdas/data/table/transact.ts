import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { ddb } from '../../platform/clients.ts';

export type TransactItems = NonNullable<TransactWriteCommandInput['TransactItems']>;
export type TransactItem = TransactItems[number];

/**
 * What became of a transaction: `done` when every item was written; otherwise nothing was, and
 * `failedAt(index)` tells whether the item at that index (in the order given) failed its condition.
 */
export interface TransactOutcome {
  done: boolean;
  failedAt: (index: number) => boolean;
}

const ATTEMPTS = 4;
const CONDITION_FAILED = 'ConditionalCheckFailed';

const written: TransactOutcome = { done: true, failedAt: () => false };

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
function refuseRepeatedItems(items: TransactItems): void {
  const seen = new Set<string>();
  for (const item of items) {
    const key = itemKey(item);
    if (key === null) continue;
    if (seen.has(key)) throw new Error(`A transaction names the item ${key} twice`);
    seen.add(key);
  }
}

/**
 * Writes the items in one transaction, or none of them when a condition fails. A transaction
 * cancelled only because another one touched the same items at the same moment (TransactionConflict)
 * is tried again, a few times, before it fails as an unexpected error.
 */
export async function transact(items: TransactItems): Promise<TransactOutcome> {
  refuseRepeatedItems(items);
  for (let attempt = 1; ; attempt++) {
    try {
      await ddb().send(new TransactWriteCommand({ TransactItems: items }));
      return written;
    } catch (error) {
      if (!(error instanceof TransactionCanceledException)) throw error;
      const codes = (error.CancellationReasons ?? []).map((r) => r.Code ?? 'None');
      if (codes.includes(CONDITION_FAILED))
        return { done: false, failedAt: (index) => codes[index] === CONDITION_FAILED };
      if (attempt >= ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20 * attempt));
    }
  }
}

/** A transaction's items by name: one item, a list of them, or nothing (left out). */
export type NamedItems<K extends string> = Record<
  K,
  TransactItem | readonly TransactItem[] | null | undefined
>;

/**
 * What became of a named transaction: done, or which named entry failed its condition first (in the
 * order the names were given), with the failing item's place when the entry is a list.
 */
export type NamedOutcome<K extends string> =
  { done: true; failed: null; at: -1 } | { done: false; failed: K; at: number };

/**
 * Writes named items in one transaction, as `transact` does, and says by name which one failed:
 * `transactNamed({ message, conversation, senderReach, ...})` answers `{ done: true }` or
 * `{ done: false, failed: 'senderReach' }`, so no caller counts positions.
 */
export async function transactNamed<K extends string>(items: NamedItems<K>): Promise<NamedOutcome<K>> {
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
  const outcome = await transact(flat);
  if (outcome.done) return { done: true, failed: null, at: -1 };
  const first = owners.findIndex((_owner, index) => outcome.failedAt(index));
  if (first < 0) throw new Error('A transaction was cancelled without a failed condition');
  return { done: false, failed: owners[first]!.name, at: owners[first]!.at };
}
