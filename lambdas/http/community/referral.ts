import { communityReferral } from '../../contract/routes/community.ts';
import { httpHandler } from '../handler.ts';
import { recordCallerReferral } from '../../services/referrals.ts';

/** Records the code a new user arrived with (`?ref=`), once per user. */
export const handler = httpHandler(communityReferral, async ({ principal, body, log }) =>
  recordCallerReferral(principal, body.referralCode, log),
);
