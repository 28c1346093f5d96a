/** The code a new account arrived with (`?ref=`): who referred it (data/community.ts). */
import { recordReferral } from '../data/community.ts';
import { conflict } from '../domain/errors.ts';
import type { Logger } from '../platform/log.ts';
import type { Principal } from '../platform/principal.ts';
import { accountCreatedAt } from './accounts.ts';

/** Only a new account can say who referred it. */
const NEW_ACCOUNT_DAYS = 7;

/** Records the code a new account arrived with, once per account. */
export async function recordCallerReferral(principal: Principal, referralCode: string, log: Logger) {
  const created = (await accountCreatedAt(principal.email))?.getTime() ?? 0;
  if (Date.now() - created > NEW_ACCOUNT_DAYS * 24 * 3600 * 1000)
    throw conflict('Referral codes apply to new accounts only.');
  const recorded = await recordReferral(principal.id, referralCode, new Date().toISOString());
  log.info('referral', { recorded, code: referralCode.toUpperCase() });
  return { status: recorded ? ('recorded' as const) : ('already-recorded' as const) };
}
