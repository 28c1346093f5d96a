import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { ddb } from '../platform/clients.ts';

type TransactItems = NonNullable<TransactWriteCommandInput['TransactItems']>;

const ATTEMPTS = 4;
const CONDITION_FAILED = 'ConditionalCheckFailed';

/**
 * Writes the items in one transaction. Null when written; when a condition failed, each item's
 * cancellation code in order ('ConditionalCheckFailed' or 'None'), and nothing was written. A
 * transaction cancelled only because another one touched the same items at the same moment
 * (TransactionConflict) is tried again, a few times, before it fails as an unexpected error.
 */
export async function transact(items: TransactItems): Promise<string[] | null> {
  for (let attempt = 1; ; attempt++) {
    try {
      await ddb().send(new TransactWriteCommand({ TransactItems: items }));
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

/** Whether the item at `index` of a cancelled transaction failed its condition. */
export const failedAt = (codes: readonly string[] | null, index: number) =>
  codes?.[index] === CONDITION_FAILED;
