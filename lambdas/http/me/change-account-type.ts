import { ACCOUNT_TYPE_MESSAGES } from '../../contract/me.ts';
import { accountHoldings } from '../../data/accounts.ts';
import { enforceRateLimits } from '../../data/rate-limits.ts';
import { accountTypeRefusal } from '../../domain/account-type.ts';
import { RATE_LIMITS } from '../../domain/rate-limits.ts';
import { forbidden } from '../../domain/errors.ts';
import { meChangeAccountType } from '../../contract/routes/me.ts';
import { httpHandler } from '../handler.ts';
import { changeAccountType } from '../../services/account-type.ts';

/**
 * Changes the caller's account type, while they have created nothing. The caller's type is the server
 * record's (the gate reads it), not the token's; the record changes in one transaction with the checks
 * that nothing was created (services/account-type.ts). The caller then refreshes their session, whose
 * new token carries the new type.
 */
export const handler = httpHandler(meChangeAccountType, async ({ principal, body, log }) => {
  const current = principal.userType;
  if (current === null) throw forbidden(ACCOUNT_TYPE_MESSAGES.noType);
  const wanted = body.userType;
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
});
