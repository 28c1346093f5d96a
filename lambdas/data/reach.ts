/**
 * Who may reach another person (domain/visibility.ts `mayReach`), as the conditions a path's own write
 * carries: the reaching account is not being deleted, and a nanny's profile is neither hidden by a
 * moderator nor being deleted. Checked inside the write, so a hide or a deletion between the path's
 * reads and its write still stops it.
 */
import { accountActiveCheck } from './account-index.ts';
import { visibleProfileCheck } from './nannies.ts';
import type { TransactItem } from './table/transact.ts';

export interface Reacher {
  accountId: string;
  /** Her profile, for a nanny. */
  nannyId?: string | null;
}

/** The reaching account's conditions, by name: its record, and a nanny's profile. */
export const reachChecks = (
  reacher: Reacher,
): { reacherAccount: TransactItem; reacherProfile: TransactItem | null } => ({
  reacherAccount: accountActiveCheck(reacher.accountId),
  reacherProfile: reacher.nannyId ? visibleProfileCheck(reacher.nannyId) : null,
});
