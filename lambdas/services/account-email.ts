import { getAgencyOfUser, setAgencyOwnerEmail } from '../data/agencies.ts';
import { getNannyIdOfUser, setNannyEmail } from '../data/nannies.ts';
import { conflict } from '../domain/errors.ts';
import type { Logger } from '../platform/log.ts';
import { poolAccount } from './accounts.ts';

/**
 * After an account verified a new address with the user pool, the copies the product keeps follow it:
 * a nanny profile's contact address, an agency's owner address. The address is read from the pool,
 * verified, never taken from the request (nor from a token issued before the change).
 */
export async function syncAccountEmail(accountId: string, log: Logger) {
  const account = await poolAccount(accountId);
  if (!account?.email || !account.emailVerified)
    throw conflict('Please verify your new email address first.');
  const { email } = account;
  // The address signs in to one account only: the pool's account for it must be this one.
  const holder = await poolAccount(email);
  if (holder && holder.id !== accountId) throw conflict('An account with the given email already exists.');
  const [nannyId, agency] = await Promise.all([getNannyIdOfUser(accountId), getAgencyOfUser(accountId)]);
  if (nannyId) await setNannyEmail(nannyId, email);
  if (agency) await setAgencyOwnerEmail(agency.id, email);
  log.info('account email copies updated', { nanny: Boolean(nannyId), agency: Boolean(agency) });
  return { email };
}
