import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import type { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from '../../platform/clients.ts';

/** What became of a conditional write: the caller decides what each outcome means. */
export type WriteOutcome = 'done' | 'condition-failed';

/** Sends a conditional write; 'condition-failed' when its condition did not hold (nothing was written). */
export async function attempt(command: PutCommand | UpdateCommand | DeleteCommand): Promise<WriteOutcome> {
  try {
    // The union of commands has no common `send` overload; each one is a plain write.
    await ddb().send(command as UpdateCommand);
    return 'done';
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return 'condition-failed';
    throw error;
  }
}

/**
 * Sends a conditional update that asks for the item as written (`ReturnValues: 'ALL_NEW'`): its
 * attributes as returned, or 'condition-failed' when its condition did not hold.
 */
export async function attemptUpdate(
  command: UpdateCommand,
): Promise<Record<string, unknown> | undefined | 'condition-failed'> {
  try {
    return (await ddb().send(command)).Attributes;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return 'condition-failed';
    throw error;
  }
}
