import { DATA_RIGHTS_MESSAGES } from '../../contract/data-rights.ts';
import { adminDeletionView } from '../../data/deletions.ts';
import { invalid, notFound } from '../../domain/errors.ts';
import { adminRequestDeletion } from '../../contract/routes/admin.ts';
import { httpHandler } from '../handler.ts';
import { poolAccount } from '../../services/accounts.ts';
import { startDeletion } from '../../services/deletion-start.ts';

/**
 * An admin deletes an account on its owner's request (by email, or when the owner cannot sign in):
 * the same deletion the owner can start, recorded as the admin's. Asking again while it runs answers
 * with the running one.
 */
export const handler = httpHandler(adminRequestDeletion, async ({ principal, body, log }) => {
  const account = await poolAccount(body.email);
  if (!account) throw notFound(DATA_RIGHTS_MESSAGES.noSuchAccount);
  if (account.id === principal.id)
    throw invalid(DATA_RIGHTS_MESSAGES.adminSelf, { email: DATA_RIGHTS_MESSAGES.adminSelf });
  const { deletion, created } = await startDeletion(
    {
      accountId: account.id,
      email: account.email || body.email,
      userType: account.userType,
      requestedBy: 'admin',
      requestedByAdmin: principal.id,
    },
    log,
  );
  log.info(created ? 'account deletion started by an admin' : 'account deletion already running', {
    deletionId: deletion.id,
  });
  return adminDeletionView(deletion);
});
