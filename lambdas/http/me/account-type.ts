import { accountHoldings } from '../../data/accounts.ts';
import { mayChangeType } from '../../domain/account-type.ts';
import { meAccountType } from '../../contract/routes/me.ts';
import { httpHandler } from '../../platform/http.ts';

/** The caller's account type, and whether they may still change it (they have created nothing yet). */
export const handler = httpHandler(meAccountType, async ({ principal }) => {
  const holdings = await accountHoldings(principal.id);
  return {
    userType: principal.userType,
    canChange: mayChangeType(principal.userType, holdings),
    holdings,
  };
});
