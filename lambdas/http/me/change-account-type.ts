import { meChangeAccountType } from '../../contract/routes/me.ts';
import { httpHandler } from '../handler.ts';
import { changeCallerType } from '../../services/account-type.ts';

/**
 * Changes the caller's account type, while they have created nothing. The caller's type is the server
 * record's (the gate reads it), not the token's; the record changes in one transaction with the checks
 * that nothing was created (services/account-type.ts). The caller then refreshes their session, whose
 * new token carries the new type.
 */
export const handler = httpHandler(meChangeAccountType, async ({ principal, body, log }) =>
  changeCallerType(principal, body.userType, log),
);
