import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { ddb } from '../platform/clients.ts';

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

/**
 * Writes the items in one transaction, or none of them when a condition fails. A transaction
 * cancelled only because another one touched the same items at the same moment (TransactionConflict)
 * is tried again, a few times, before it fails as an unexpected error.
 */
export async function transact(items: TransactItems): Promise<TransactOutcome> {
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
