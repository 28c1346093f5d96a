import { recordReferral } from '../../data/community.ts';
import { accountCreatedAt } from '../../services/accounts.ts';
import { conflict } from '../../domain/errors.ts';
import { communityReferral } from '../../contract/routes/community.ts';
import { httpHandler } from '../handler.ts';

/** Only a new account can say who referred it. */
const NEW_ACCOUNT_DAYS = 7;

/** Records the code a new user arrived with (`?ref=`), once per user. */
export const handler = httpHandler(communityReferral, async ({ principal, body, log }) => {
  const created = (await accountCreatedAt(principal.email))?.getTime() ?? 0;
  if (Date.now() - created > NEW_ACCOUNT_DAYS * 24 * 3600 * 1000)
    throw conflict('Referral codes apply to new accounts only.');
  const recorded = await recordReferral(principal.id, body.referralCode, new Date().toISOString());
  log.info('referral', { recorded, code: body.referralCode.toUpperCase() });
  return { status: recorded ? ('recorded' as const) : ('already-recorded' as const) };
});
