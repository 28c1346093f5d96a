/**
 * The gate every signed-in write passes (lambdas/http/handler.ts puts it in each route's stack): the
 * server's own record of the account decides, never the token. A token is good for an hour after it is
 * issued, and says what the account was then; the record says what it is now.
 *
 * - An account whose deletion has started writes nothing more: 403 with a clear message, before the
 *   route reads or writes anything, so it sends nothing either.
 * - The account's type is the record's: an account that changed its type acts as its new type only,
 *   whatever type its older token carries.
 *
 * The paths by which one account reaches another check the same record inside their own writes
 * (data/account-index.ts `accountActiveCheck`), so a deletion that starts after this read still holds.
 * Cost: one consistent read of one small item (1 read unit) per signed-in write; `npm run bench`
 * (part `gate`) measures its time.
 */
import { DATA_RIGHTS_MESSAGES } from '../contract/data-rights.ts';
import { getAccountState } from '../data/account-index.ts';
import { hasDeletionMarker } from '../data/deletions.ts';
import { forbidden } from '../domain/errors.ts';
import type { Principal } from '../platform/principal.ts';

export async function admitWriter(principal: Principal): Promise<Principal> {
  const state = await getAccountState(principal.id);
  if (state) {
    if (state.deletingAt) throw forbidden(DATA_RIGHTS_MESSAGES.accountDeletingWrites);
    return state.type === principal.userType ? principal : { ...principal, userType: state.type };
  }
  // No record: an account whose deletion erased it (its marker outlives any token issued before), or
  // one confirmed before records were kept, which the daily reconciliation records; its token's type
  // is the pool's, since every type change writes a record.
  if (await hasDeletionMarker(principal.id)) throw forbidden(DATA_RIGHTS_MESSAGES.accountDeletingWrites);
  return principal;
}
