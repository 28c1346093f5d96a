import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { ADMIN_GROUP, ATTR, type UserType } from '../lambdas/contract/auth.ts';
import { recordAccount } from '../lambdas/data/account-index.ts';

export interface SeedUser {
  email: string;
  password: string;
  name: string;
  userType?: UserType;
  admin?: boolean;
}

/** Demo accounts for trying the product; every one is confirmed and can sign in at once. */
export const SEED_USERS: SeedUser[] = [
  { email: 'admin@nannymarketplace.local', password: 'Admin#Local2024', name: 'Site Admin', admin: true },
  { email: 'family@demo.local', password: 'Demo#Pass2024', name: 'Olivia Bennett', userType: 'family' },
  { email: 'nanny@demo.local', password: 'Demo#Pass2024', name: 'Amelia Hughes', userType: 'nanny' },
  { email: 'agency@demo.local', password: 'Demo#Pass2024', name: 'James Carter', userType: 'agency' },
];

/** Creates the seed users that do not exist yet; returns how many it created and each user's id. */
export async function seedUsers(
  cognito: CognitoIdentityProviderClient,
  userPoolId: string,
): Promise<{ created: number; ids: Map<string, string> }> {
  let created = 0;
  const ids = new Map<string, string>();
  const idOf = async (email: string) => {
    const out = await cognito.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: email }));
    const sub = out.UserAttributes?.find((a) => a.Name === 'sub')?.Value;
    if (sub) ids.set(email, sub);
  };
  for (const user of SEED_USERS) {
    try {
      await idOf(user.email);
      continue;
    } catch (error) {
      if (!(error instanceof UserNotFoundException)) throw error;
    }
    await cognito.send(
      new AdminCreateUserCommand({
        UserPoolId: userPoolId,
        Username: user.email,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: ATTR.email, Value: user.email },
          { Name: 'email_verified', Value: 'true' },
          { Name: ATTR.name, Value: user.name },
          ...(user.userType ? [{ Name: ATTR.userType, Value: user.userType }] : []),
        ],
      }),
    );
    await cognito.send(
      new AdminSetUserPasswordCommand({
        UserPoolId: userPoolId,
        Username: user.email,
        Password: user.password,
        Permanent: true,
      }),
    );
    if (user.admin)
      await cognito.send(
        new AdminAddUserToGroupCommand({
          UserPoolId: userPoolId,
          Username: user.email,
          GroupName: ADMIN_GROUP,
        }),
      );
    await idOf(user.email);
    created += 1;
  }
  // Each seeded account is in the account index, as a confirmed sign-up is (PostConfirmation): the
  // accounts reconciliation compares the index with the pool. Kept first records stay as they are.
  const now = new Date().toISOString();
  for (const user of SEED_USERS) {
    const sub = ids.get(user.email);
    if (sub) await recordAccount({ sub, userType: user.userType ?? null, createdAt: now });
  }
  return { created, ids };
}
