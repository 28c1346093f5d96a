import { AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { ATTR, userTypeFrom } from '../../contract/auth.ts';
import { DATA_RIGHTS_MESSAGES } from '../../contract/data-rights.ts';
import { adminDeletionView } from '../../data/deletions.ts';
import { invalid, notFound } from '../../domain/errors.ts';
import { routes } from '../../contract/routes.ts';
import { cognito } from '../../platform/clients.ts';
import { required } from '../../platform/env.ts';
import { httpHandler } from '../../platform/http.ts';
import { ignoreMissingUser, startDeletion } from '../../services/deletion-start.ts';

/**
 * An admin deletes an account on its owner's request (by email, or when the owner cannot sign in):
 * the same deletion the owner can start, recorded as the admin's. Asking again while it runs answers
 * with the running one.
 */
export const handler = httpHandler(routes.adminRequestDeletion, async ({ principal, body, log }) => {
  const user = await cognito()
    .send(new AdminGetUserCommand({ UserPoolId: required('USER_POOL_ID'), Username: body.email }))
    .catch((error: unknown) => {
      ignoreMissingUser(error);
      return null;
    });
  const attributes = Object.fromEntries((user?.UserAttributes ?? []).map((a) => [a.Name, a.Value]));
  const accountId = attributes.sub;
  if (!user || !accountId) throw notFound(DATA_RIGHTS_MESSAGES.noSuchAccount);
  if (accountId === principal.id)
    throw invalid(DATA_RIGHTS_MESSAGES.adminSelf, { email: DATA_RIGHTS_MESSAGES.adminSelf });
  const { deletion, created } = await startDeletion(
    {
      accountId,
      email: (attributes[ATTR.email] ?? body.email).toLowerCase(),
      userType: userTypeFrom(attributes),
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
