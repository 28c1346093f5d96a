import { DATA_RIGHTS_MESSAGES } from '../../contract/data-rights.ts';
import { deletionView } from '../../data/deletions.ts';
import { invalid } from '../../domain/errors.ts';
import { meRequestDeletion } from '../../contract/routes/me.ts';
import { httpHandler } from '../../platform/http.ts';
import { startDeletion } from '../../services/deletion-start.ts';

/**
 * The caller deletes their account, confirming with their own email typed again (a wrong one changes
 * nothing). They leave public lists and stop signing in before this answers; the rest follows in the
 * background. Asking again while it runs answers with the running deletion.
 */
export const handler = httpHandler(meRequestDeletion, async ({ principal, body, log }) => {
  if (body.confirmEmail.toLowerCase() !== principal.email.toLowerCase())
    throw invalid(DATA_RIGHTS_MESSAGES.wrongEmail, { confirmEmail: DATA_RIGHTS_MESSAGES.wrongEmail });
  const { deletion, created } = await startDeletion(
    { accountId: principal.id, email: principal.email, userType: principal.userType, requestedBy: 'self' },
    log,
  );
  log.info(created ? 'account deletion started' : 'account deletion already running', {
    deletionId: deletion.id,
  });
  return deletionView(deletion);
});
