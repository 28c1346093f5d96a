import { AdminUpdateUserAttributesCommand } from '@aws-sdk/client-cognito-identity-provider';
import { ATTR, type UserType } from '../contract/auth.ts';
import { ACCOUNT_TYPE_MESSAGES } from '../contract/me.ts';
import { accountTypeChange, getAccountState, recordAccount } from '../data/account-index.ts';
import { accountHoldings, holdingsAbsent } from '../data/accounts.ts';
import { transact } from '../data/table/transact.ts';
import { accountTypeRefusal, mayChangeType } from '../domain/account-type.ts';
import { conflict, forbidden } from '../domain/errors.ts';
import { enforceRateLimits } from '../data/rate-limits.ts';
import { RATE_LIMITS } from '../domain/rate-limits.ts';
import { cognito } from '../platform/clients.ts';
import { required } from '../platform/env.ts';
import type { Logger } from '../platform/log.ts';
import type { Principal } from '../platform/principal.ts';

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

/** An account's type, and whether it may still change it (it has created nothing yet). */
export async function accountTypeStatus(principal: Principal) {
  const holdings = await accountHoldings(principal.id);
  return {
    userType: principal.userType,
    canChange: mayChangeType(principal.userType, holdings),
    holdings,
  };
}

/**
 * Changes an account's type, while it has created nothing. Its type is the server record's (the gate
 * reads it), not the token's; the record changes in one transaction with the checks that nothing was
 * created. The caller then refreshes its session, whose new token carries the new type.
 */
export async function changeCallerType(principal: Principal, wanted: UserType, log: Logger) {
  const current = principal.userType;
  if (current === null) throw forbidden(ACCOUNT_TYPE_MESSAGES.noType);
  const refusal = accountTypeRefusal(current, await accountHoldings(principal.id));
  if (refusal) throw refusal;
  // Asking again for the type the account has already changes nothing (a retry, another tab).
  if (current === wanted) return { userType: wanted, canChange: true, holdings: [] };

  await enforceRateLimits(
    [[RATE_LIMITS.accountTypeChangesPerAccount, principal.id]],
    ACCOUNT_TYPE_MESSAGES.tooMany,
  );
  await changeAccountType(principal.id, current, wanted, log);
  log.info('account type changed', { from: current, to: wanted });
  return { userType: wanted, canChange: true, holdings: [] };
}
