import { ACCOUNT_TYPE_MESSAGES } from '../../contract/me.ts';
import { accountHoldings } from '../../data/accounts.ts';
import { enforceRateLimits } from '../../data/rate-limits.ts';
import { accountTypeRefusal } from '../../domain/account-type.ts';
import { RATE_LIMITS } from '../../domain/rate-limits.ts';
import { forbidden } from '../../domain/errors.ts';
import { routes } from '../../contract/routes.ts';
import { httpHandler } from '../../platform/http.ts';
import { setAccountType } from '../../services/account-type.ts';

/**
 * Changes the caller's account type, while they have created nothing. The type lives in the user pool,
 * the records in the table, so the two cannot change in one transaction: the records are read (consistently)
 * before the change and again after it, and a creation that landed in between undoes the change. The
 * caller then refreshes their session, whose new token carries the new type.
 */
export const handler = httpHandler(routes.meChangeAccountType, async ({ principal, body, log }) => {
  const current = principal.userType;
  if (current === null) throw forbidden(ACCOUNT_TYPE_MESSAGES.noType);
  const wanted = body.userType;
  const refusal = accountTypeRefusal(current, await accountHoldings(principal.id));
  if (refusal) throw refusal;
  // Asking again for the type the token already carries changes nothing (a retry, another tab).
  if (current === wanted) return { userType: wanted, canChange: true, holdings: [] };

  await enforceRateLimits(
    [[RATE_LIMITS.accountTypeChangesPerAccount, principal.id]],
    ACCOUNT_TYPE_MESSAGES.tooMany,
  );
  await setAccountType(principal.id, wanted);

  const created = await accountHoldings(principal.id);
  const late = accountTypeRefusal(current, created);
  if (late) {
    // Something was created, under the old type, as the type changed: the account keeps that type.
    log.warn('account type change undone: a record was created meanwhile', { holdings: created });
    await setAccountType(principal.id, current);
    throw late;
  }
  log.info('account type changed', { from: current, to: wanted });
  return { userType: wanted, canChange: true, holdings: [] };
});
