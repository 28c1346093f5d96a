import { fetchAuthSession } from 'aws-amplify/auth';
import { ADMIN_GROUP, ATTR, plainName, userTypeFrom } from '@contract/auth.ts';
import { withoutHiddenControls } from '@contract/text.ts';
import { REFRESH_MARGIN_S, type AuthUser } from '@/auth/user.ts';

export type { AuthUser } from '@/auth/user.ts';

/** The signed-in user from the current session's ID token, or null when signed out. */
export async function readUser(forceRefresh = false): Promise<AuthUser | null> {
  const session = await fetchAuthSession({ forceRefresh });
  const claims = session.tokens?.idToken?.payload;
  if (!claims || typeof claims.sub !== 'string') return null;
  const groups = Array.isArray(claims['cognito:groups'])
    ? claims['cognito:groups'].filter((g): g is string => typeof g === 'string')
    : [];
  const name = claims[ATTR.name];
  return {
    id: claims.sub,
    email: typeof claims.email === 'string' ? claims.email : '',
    // Shown as plain text, as the server reads it: an older name may hold markup or hidden characters.
    fullName: typeof name === 'string' ? plainName(withoutHiddenControls(name)) : '',
    // The type the account switched to, if it did, else the one chosen at sign-up.
    userType: userTypeFrom(claims),
    groups,
    isAdmin: groups.includes(ADMIN_GROUP),
  };
}

/** Seconds of validity left on the ID token, or null without a session. */
export async function secondsLeft(): Promise<number | null> {
  const session = await fetchAuthSession();
  const exp = session.tokens?.idToken?.payload.exp;
  return typeof exp === 'number' ? exp - Math.floor(Date.now() / 1000) : null;
}

/** The ID token to send to the API, refreshed first when it is about to expire. */
export async function idToken(): Promise<string | undefined> {
  const left = await secondsLeft();
  const session = await fetchAuthSession({ forceRefresh: left !== null && left <= REFRESH_MARGIN_S });
  return session.tokens?.idToken?.toString();
}
