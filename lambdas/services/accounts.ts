import { AdminGetUserCommand, UserNotFoundException } from '@aws-sdk/client-cognito-identity-provider';
import { ATTR, userTypeFrom, type UserType } from '../contract/auth.ts';
import { conflict } from '../domain/errors.ts';
import { firstName } from '../domain/nanny.ts';
import { plainText } from '../domain/sanitise.ts';
import { cognito } from '../platform/clients.ts';
import { required } from '../platform/env.ts';

/**
 * Accounts as the user pool knows them: what the table does not hold (when an account was created, the
 * name it gave at sign-up).
 */

/**
 * When an account was created, by its sign-in name (its email); null when the user pool does not say.
 * An account deleted since its token was issued has nothing to act on: a conflict.
 */
export async function accountCreatedAt(username: string): Promise<Date | null> {
  const user = await cognito()
    .send(new AdminGetUserCommand({ UserPoolId: required('USER_POOL_ID'), Username: username }))
    .catch((error: unknown) => {
      if (error instanceof UserNotFoundException) throw conflict('This account no longer exists.');
      throw error;
    });
  return user.UserCreateDate ?? null;
}

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

/** An account as the user pool holds it, by its id or its sign-in address. */
export interface PoolAccount {
  id: string;
  email: string;
  emailVerified: boolean;
  userType: UserType | null;
}

/** The account a user name, id or address signs in as; null when the pool has none. */
export async function poolAccount(username: string): Promise<PoolAccount | null> {
  const user = await cognito()
    .send(new AdminGetUserCommand({ UserPoolId: required('USER_POOL_ID'), Username: username }))
    .catch((error: unknown) => {
      if (error instanceof UserNotFoundException) return null;
      throw error;
    });
  const attributes = Object.fromEntries((user?.UserAttributes ?? []).map((a) => [a.Name, a.Value]));
  if (!attributes.sub) return null;
  return {
    id: attributes.sub,
    email: (attributes[ATTR.email] ?? '').toLowerCase(),
    emailVerified: attributes.email_verified === 'true',
    userType: userTypeFrom(attributes),
  };
}
