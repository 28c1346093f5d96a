import { AdminUpdateUserAttributesCommand } from '@aws-sdk/client-cognito-identity-provider';
import { ATTR, type UserType } from '../contract/auth.ts';
import { cognito } from '../platform/clients.ts';
import { required } from '../platform/env.ts';

/**
 * Sets the account's type in the user pool (the mutable attribute the server alone may write; the type
 * chosen at sign-up cannot change). The user's next token carries it. The account is named by its `sub`,
 * which the pool accepts for any of its own users.
 */
export async function setAccountType(userId: string, userType: UserType): Promise<void> {
  await cognito().send(
    new AdminUpdateUserAttributesCommand({
      UserPoolId: required('USER_POOL_ID'),
      Username: userId,
      UserAttributes: [{ Name: ATTR.accountType, Value: userType }],
    }),
  );
}
