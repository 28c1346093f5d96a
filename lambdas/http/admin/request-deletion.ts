import { adminRequestDeletion } from '../../contract/routes/admin.ts';
import { httpHandler } from '../handler.ts';
import { deleteAccountForOwner } from '../../services/data-rights.ts';

/**
 * An admin deletes an account on its owner's request (by email, or when the owner cannot sign in):
 * the same deletion the owner can start, recorded as the admin's. Asking again while it runs answers
 * with the running one.
 */
export const handler = httpHandler(adminRequestDeletion, async ({ principal, body, log }) =>
  deleteAccountForOwner(principal, body.email, log),
);
