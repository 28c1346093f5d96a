import { AdminUpdateUserAttributesCommand } from '@aws-sdk/client-cognito-identity-provider';
import { ATTR, type UserType } from '../contract/auth.ts';
import { ACCOUNT_TYPE_MESSAGES } from '../contract/me.ts';
import { accountTypeChange, getAccountState, recordAccount } from '../data/account-index.ts';
import { accountHoldings, holdingsAbsent } from '../data/accounts.ts';
import { transact } from '../data/table/transact.ts';
import { accountTypeRefusal } from '../domain/account-type.ts';
import { conflict } from '../domain/errors.ts';
import { cognito } from '../platform/clients.ts';
import { required } from '../platform/env.ts';
import type { Logger } from '../platform/log.ts';

/**
 * Sets the account's type in the user pool (the mutable attribute the server alone may write; the type
 * chosen at sign-up cannot change), so the user's next token carries it. The account is named by its
 * `sub`, which the pool accepts for any of its own users.
 */
async function setPoolType(userId: string, userType: UserType): Promise<void> {
  await cognito().send(
    new AdminUpdateUserAttributesCommand({
      UserPoolId: required('USER_POOL_ID'),
      Username: userId,
      UserAttributes: [{ Name: ATTR.accountType, Value: userType }],
    }),
  );
}

/**
 * Changes an account's type from `current` to `wanted`, while it has created nothing. The server's own
 * record of the account (data/account-index.ts) changes in one transaction with the checks that it holds
 * no nanny profile, agency or job; each of those is created only on the condition that the record's type
 * is still its own, so a creation and a change at the same moment cannot both land. The user pool's
 * attribute follows, for the tokens the user is issued next; until then every write reads the record.
 */
export async function changeAccountType(
  userId: string,
  current: UserType,
  wanted: UserType,
  log: Pick<Logger, 'warn'>,
  now = new Date(),
): Promise<void> {
  // An account confirmed before records were kept gets its record first, with the type it has now.
  if (!(await getAccountState(userId)))
    await recordAccount({ sub: userId, userType: current, createdAt: now.toISOString() });
  const outcome = await transact({
    type: accountTypeChange(userId, current, wanted),
    holdings: holdingsAbsent(userId),
  });
  if (!outcome.done) {
    const refusal = accountTypeRefusal(current, await accountHoldings(userId));
    throw refusal ?? conflict(ACCOUNT_TYPE_MESSAGES.changedMeanwhile);
  }
  try {
    await setPoolType(userId, wanted);
  } catch (error) {
    // The pool did not take it: the record goes back, so the account is wholly of its old type.
    log.warn('account type change undone: the user pool refused it', { error });
    await transact({ type: accountTypeChange(userId, wanted, current) });
    throw error;
  }
}
