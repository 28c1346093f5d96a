import type { DeletionRequester } from '../contract/data-rights.ts';

/**
 * Starts the deletion of an account. (Stand-in with the deletion service's signature: it starts
 * nothing; the account deletion service replaces this file.)
 */
export async function startDeletion(input: {
  accountId: string;
  email: string | null;
  userType: string | null;
  requestedBy: DeletionRequester;
}): Promise<unknown> {
  return input;
}
