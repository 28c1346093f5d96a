import { AdminGetUserCommand, UserNotFoundException } from '@aws-sdk/client-cognito-identity-provider';
import { ATTR } from '../contract/auth.ts';
import { firstName } from '../domain/nanny.ts';
import { plainText } from '../domain/sanitise.ts';
import { cognito } from '../platform/clients.ts';
import { required } from '../platform/env.ts';

/**
 * The first name of an account, from the name it gave at sign-up, for a moderator looking at what it
 * posted; null when the account no longer exists (or never gave a name). Looked up by the account's id,
 * not its email, which its owner may change and someone else may then take. Only the first name leaves
 * here: a surname is never shown, not even to a moderator.
 */
export async function accountFirstName(userId: string): Promise<string | null> {
  const user = await cognito()
    .send(new AdminGetUserCommand({ UserPoolId: required('USER_POOL_ID'), Username: userId }))
    .catch((error: unknown) => {
      if (error instanceof UserNotFoundException) return null;
      throw error;
    });
  const name = user?.UserAttributes?.find((attribute) => attribute.Name === ATTR.name)?.Value ?? '';
  return firstName(plainText(name)) || null;
}
