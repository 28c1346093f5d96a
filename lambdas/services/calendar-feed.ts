/**
 * Each account's private calendar feed of its interviews and trials: an address that names the account
 * and the feed's version, signed, so no one can make one up; "make a new address" moves the version
 * (stored on the account's record), and every address made before answers 404 from then on.
 */
import { API_BASE_PATH } from '../contract/route-address.ts';
import { INTERVIEW_MESSAGES } from '../contract/interviews-constants.ts';
import { notFound } from '../domain/errors.ts';
import { feedVersionOf, nextFeedVersion } from '../data/calendar-feeds.ts';
import { env } from '../platform/env.ts';
import { sign, verify } from '../platform/signing.ts';

const PURPOSE = 'calendar-feed';

const valueOf = (accountId: string, version: number) =>
  Buffer.from(`${accountId}:${version}`, 'utf8').toString('base64url');

/** The feed's path under the API, for an account at a feed version. */
async function feedPath(accountId: string, version: number): Promise<string> {
  const value = valueOf(accountId, version);
  return `${API_BASE_PATH}/calendar/${value}.${await sign(PURPOSE, value)}.ics`;
}

const origin = () => env().SITE_ORIGIN ?? '';

/** The account's feed address now (https; a calendar app subscribes to it, or to its webcal:// form). */
export async function feedUrlOf(accountId: string): Promise<string> {
  return `${origin()}${await feedPath(accountId, await feedVersionOf(accountId))}`;
}

/** A new address for the account's feed: the old one stops working. */
export async function revokeFeed(accountId: string): Promise<{ feedUrl: string }> {
  const version = await nextFeedVersion(accountId);
  return { feedUrl: `${origin()}${await feedPath(accountId, version)}` };
}

/**
 * The account a feed token names, if the token is ours and its version is the account's current one;
 * a 404 otherwise, the same for a made-up token as for a revoked one.
 */
export async function accountOfFeed(token: string): Promise<string> {
  const gone = () => notFound(INTERVIEW_MESSAGES.feedNotFound);
  const match = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)\.ics$/.exec(token);
  if (!match || !(await verify(PURPOSE, match[1]!, match[2]!))) throw gone();
  const [accountId, version] = Buffer.from(match[1]!, 'base64url').toString('utf8').split(':');
  if (!accountId || version === undefined || !/^\d+$/.test(version)) throw gone();
  if ((await feedVersionOf(accountId)) !== Number(version)) throw gone();
  return accountId;
}
