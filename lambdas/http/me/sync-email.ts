import { AdminGetUserCommand, UserNotFoundException } from '@aws-sdk/client-cognito-identity-provider';
import { ATTR } from '../../contract/auth.ts';
import { getAgencyOfUser, setAgencyOwnerEmail } from '../../data/agencies.ts';
import { getNannyIdOfUser, setNannyEmail } from '../../data/nannies.ts';
import { conflict } from '../../domain/errors.ts';
import { routes } from '../../contract/routes.ts';
import { cognito } from '../../platform/clients.ts';
import { required } from '../../platform/env.ts';
import { httpHandler } from '../../platform/http.ts';

/**
 * After the caller verified a new address with the user pool, the copies the product keeps follow it:
 * a nanny profile's contact address, an agency's owner address. The address is read from the pool,
 * verified, never taken from the request (nor from a token issued before the change).
 */
export const handler = httpHandler(routes.meSyncEmail, async ({ principal, log }) => {
  const user = await cognito().send(
    new AdminGetUserCommand({ UserPoolId: required('USER_POOL_ID'), Username: principal.id }),
  );
  const attribute = (name: string) => user.UserAttributes?.find((a) => a.Name === name)?.Value;
  const email = attribute(ATTR.email)?.toLowerCase();
  if (!email || attribute('email_verified') !== 'true')
    throw conflict('Please verify your new email address first.');
  // The address signs in to one account only: the pool's user for it must be this account.
  const holder = await cognito()
    .send(new AdminGetUserCommand({ UserPoolId: required('USER_POOL_ID'), Username: email }))
    .catch((error: unknown) => {
      if (error instanceof UserNotFoundException) return null;
      throw error;
    });
  const holderId = holder?.UserAttributes?.find((a) => a.Name === 'sub')?.Value;
  if (holderId && holderId !== principal.id)
    throw conflict('An account with the given email already exists.');
  const [nannyId, agency] = await Promise.all([
    getNannyIdOfUser(principal.id),
    getAgencyOfUser(principal.id),
  ]);
  if (nannyId) await setNannyEmail(nannyId, email);
  if (agency) await setAgencyOwnerEmail(agency.id, email);
  log.info('account email copies updated', { nanny: Boolean(nannyId), agency: Boolean(agency) });
  return { email };
});
