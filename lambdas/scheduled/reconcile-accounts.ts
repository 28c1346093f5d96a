import { ListUsersCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { ScheduledEvent } from 'aws-lambda';
import { ATTR, userTypeFrom } from '../contract/auth.ts';
import { accountRecordsPage, recordAccount, type AccountRecord } from '../data/account-index.ts';
import { cognito } from '../platform/clients.ts';
import { required } from '../platform/env.ts';
import { createLogger } from '../platform/log.ts';
import { startDeletion } from '../services/deletion-start.ts';

/**
 * The accounts reconciliation, daily (an EventBridge rule on AWS, lib/reconcile-accounts.ts; a timer in
 * the local cloud): an account whose Cognito user was deleted outside the product (an operator's
 * AdminDeleteUser, a script on the Cognito API) is deleted as if its owner had asked, so its profile
 * leaves the public lists and its data goes as the privacy policy promises.
 *
 * It lists the pool's users first, then walks the account index (data/account-index.ts). An account
 * recorded after the listing began may be missing from the listing only because it is new: it is left
 * for the next run. An account in use that the index lacks is recorded, so the index heals itself. Starting a deletion is idempotent (a running one is answered with itself), so a
 * run that fails half-way and is retried starts nothing twice.
 */

const log = createLogger({ function: 'reconcile-accounts' });

/** Account records read per page of the index. */
const PAGE = 100;
/** ListUsers' largest page. */
const USERS_PAGE = 60;

export interface ReconcileCounts {
  /** Users in the pool. */
  users: number;
  /** Accounts in use that the index lacked, recorded by this run. */
  recorded: number;
  /** Account records compared with them. */
  accounts: number;
  /** Accounts recorded after the listing began, left for the next run. */
  tooNew: number;
  /** Deletions started for accounts whose user is gone. */
  started: number;
  /** Accounts whose user is gone and whose deletion was already running. */
  running: number;
  /** The accounts whose user is gone, each now being deleted. */
  startedFor: string[];
}

/** A user of the pool, as the reconciliation needs it. */
interface PoolUser {
  sub: string;
  userType: string | null;
  createdAt: string;
  /** Confirmed and enabled: an account in use (a deletion disables its user first). */
  active: boolean;
}

/** Every user of the pool, page by page. */
export async function poolUsers(userPoolId: string): Promise<Map<string, PoolUser>> {
  const users = new Map<string, PoolUser>();
  let token: string | undefined;
  do {
    const out = await cognito().send(
      new ListUsersCommand({
        UserPoolId: userPoolId,
        AttributesToGet: ['sub', ATTR.userType, ATTR.accountType],
        Limit: USERS_PAGE,
        ...(token ? { PaginationToken: token } : {}),
      }),
    );
    for (const user of out.Users ?? []) {
      const attributes = Object.fromEntries((user.Attributes ?? []).map((a) => [a.Name, a.Value]));
      const sub = attributes.sub;
      if (!sub) continue;
      users.set(sub, {
        sub,
        userType: userTypeFrom(attributes),
        createdAt: (user.UserCreateDate ?? new Date(0)).toISOString(),
        active: user.Enabled !== false && user.UserStatus !== 'UNCONFIRMED',
      });
    }
    token = out.PaginationToken;
  } while (token);
  return users;
}

/**
 * Starts the deletion of every account recorded before `listingStartedAt` whose user is no longer in
 * the pool. `listingStartedAt` is the run's time; the pool is listed after it.
 */
export async function reconcileAccounts(
  listingStartedAt: Date,
  userPoolId: string = required('USER_POOL_ID'),
): Promise<ReconcileCounts> {
  const users = await poolUsers(userPoolId);
  const counts: ReconcileCounts = {
    users: users.size,
    recorded: 0,
    accounts: 0,
    tooNew: 0,
    started: 0,
    running: 0,
    startedFor: [],
  };
  const gone: AccountRecord[] = [];
  const indexed = new Set<string>();
  let cursor: string | undefined;
  do {
    const page = await accountRecordsPage(PAGE, cursor);
    for (const account of page.items) {
      counts.accounts += 1;
      indexed.add(account.sub);
      if (Date.parse(account.createdAt) >= listingStartedAt.getTime()) counts.tooNew += 1;
      else if (!users.has(account.sub)) gone.push(account);
    }
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  // Deletions start after the walk: a deletion removes the account's record, which would move the
  // index's pages under the walk.
  // An account in use that the index lacks (confirmed before the index existed, or its trigger's write
  // lost) is recorded now, with its user's creation time, so it is reconciled from the next run on.
  for (const user of users.values()) {
    if (!user.active || indexed.has(user.sub)) continue;
    if (await recordAccount({ sub: user.sub, userType: user.userType, createdAt: user.createdAt }))
      counts.recorded += 1;
  }
  for (const account of gone) {
    const { created } = await startDeletion(
      { accountId: account.sub, email: null, userType: account.userType, requestedBy: 'outside' },
      log,
      listingStartedAt,
    );
    counts[created ? 'started' : 'running'] += 1;
    counts.startedFor.push(account.sub);
  }
  return counts;
}

export async function handler(event: Pick<ScheduledEvent, 'time'>): Promise<void> {
  const parsed = event.time ? new Date(event.time) : new Date();
  const at = Number.isNaN(parsed.getTime()) ? new Date() : parsed;
  const { startedFor, ...counts } = await reconcileAccounts(at);
  log.info('accounts reconciled', { at: at.toISOString(), ...counts, startedFor });
}
