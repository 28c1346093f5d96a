import type { DeletionRequester } from '../contract/data-rights.ts';
import type { Logger } from '../platform/log.ts';

/**
 * Starts deleting an account, or answers with the deletion already running for it. (Stand-in with the
 * deletion service's signature: it starts nothing; the deletion service replaces this file.)
 */
export async function startDeletion(
  input: {
    accountId: string;
    email: string | null;
    userType: string | null;
    requestedBy: DeletionRequester;
    requestedByAdmin?: string;
  },
  _log: Pick<Logger, 'warn'>,
  _now = new Date(),
): Promise<{ deletion: { id: string }; created: boolean }> {
  return { deletion: { id: `stand-in-${input.accountId}` }, created: true };
}
