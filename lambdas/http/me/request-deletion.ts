import { meRequestDeletion } from '../../contract/routes/me.ts';
import { httpHandler } from '../../platform/http.ts';
import { deleteOwnAccount } from '../../services/data-rights.ts';

/**
 * The caller deletes their account, confirming with their own email typed again (a wrong one changes
 * nothing). They leave public lists and stop signing in before this answers; the rest follows in the
 * background. Asking again while it runs answers with the running deletion.
 */
export const handler = httpHandler(meRequestDeletion, async ({ principal, body, log }) =>
  deleteOwnAccount(principal, body.confirmEmail, log),
);
