import { AdminUpdateUserAttributesCommand } from '@aws-sdk/client-cognito-identity-provider';
import { ATTR } from '../contract/auth.ts';
import { invalid } from '../domain/errors.ts';
import { accountNameProblem } from '../domain/names.ts';
import { cognito } from '../platform/clients.ts';
import { required } from '../platform/env.ts';
import type { Principal } from '../platform/principal.ts';

/**
 * Changes the account's name in the user pool, once it passes the name rules: those sign-up's PreSignUp
 * trigger applies (domain/sign-up.ts), the site's and its staff's names included (domain/names.ts),
 * which staff (the admin group) are not held to. A refused name is a 400 naming the field, and changes
 * nothing. Answers the name as stored; the user's next token carries it. The account is named by its
 * `sub`, which the pool accepts for any of its own users.
 */
export async function changeAccountName(principal: Principal, typed: string): Promise<string> {
  const { name, problem } = accountNameProblem(typed, { staff: principal.isAdmin });
  if (problem) throw invalid('Invalid request body', { name: problem });
  await cognito().send(
    new AdminUpdateUserAttributesCommand({
      UserPoolId: required('USER_POOL_ID'),
      Username: principal.id,
      UserAttributes: [{ Name: ATTR.name, Value: name }],
    }),
  );
  return name;
}
