import type { UserType } from '../contract/auth.ts';
import { ACCOUNT_TYPE_MESSAGES, type AccountHolding } from '../contract/me.ts';
import { conflict, forbidden } from './errors.ts';

/**
 * The account type rule: a user who picked the wrong type at sign-up may change it for as long as the
 * account has created nothing (no nanny profile, agency profile or job, not even an unpaid draft). What
 * they create is made for one type (a nanny's applications, a family's paid post, an agency's
 * subscription), so from then on the type stays, and another kind of use needs another account. An
 * account without a type (an administrator's) has none to change.
 */
export const mayChangeType = (current: UserType | null, holdings: readonly AccountHolding[]) =>
  current !== null && holdings.length === 0;

/** Why an account cannot change its type, as the error to answer; null when it may. */
export function accountTypeRefusal(current: UserType | null, holdings: readonly AccountHolding[]) {
  if (current === null) return forbidden(ACCOUNT_TYPE_MESSAGES.noType);
  if (holdings.length) return conflict(ACCOUNT_TYPE_MESSAGES.locked(holdings, current));
  return null;
}
