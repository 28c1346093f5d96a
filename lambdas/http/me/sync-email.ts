import { meSyncEmail } from '../../contract/routes/me.ts';
import { httpHandler } from '../handler.ts';
import { syncAccountEmail } from '../../services/account-email.ts';

/**
 * After the caller verified a new address with the user pool, the copies the product keeps follow it:
 * a nanny profile's contact address, an agency's owner address. The address is read from the pool,
 * verified, never taken from the request (nor from a token issued before the change).
 */
export const handler = httpHandler(meSyncEmail, async ({ principal, log }) =>
  syncAccountEmail(principal.id, log),
);
