import { ADMIN_GROUP, ATTR, plainName, userTypeFrom, type UserType } from '../contract/auth.ts';
import { isWellFormedText, withoutHiddenControls } from '../contract/text.ts';
import { isId } from '../contract/upload-keys.ts';

/** The signed-in caller, as told by a verified Cognito ID token. */
export interface Principal {
  id: string;
  email: string;
  name: string;
  userType: UserType | null;
  groups: string[];
  isAdmin: boolean;
}

/**
 * API Gateway passes array claims as a string like "[admin editors]"; a verifier passes a real array.
 * Both are accepted.
 */
export function parseGroups(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((g): g is string => typeof g === 'string');
  if (typeof value !== 'string' || value.trim() === '') return [];
  return value
    .replace(/^\[|\]$/g, '')
    .split(/[\s,]+/)
    .filter(Boolean);
}

export function principalFromClaims(claims: Record<string, unknown>): Principal | null {
  // Only ID tokens say who the user is (email, name, type); an access token is refused.
  if (claims.token_use !== undefined && claims.token_use !== 'id') return null;
  const id = claims.sub;
  // Cognito's sub is a UUID; anything else (a forged or broken token) would name keys and files.
  if (typeof id !== 'string' || !isId(id)) return null;
  const email = typeof claims[ATTR.email] === 'string' ? (claims[ATTR.email] as string) : '';
  const name = typeof claims[ATTR.name] === 'string' ? (claims[ATTR.name] as string) : '';
  // A token whose identity is not valid text identifies nobody (Cognito issues none; a forged or broken one
  // must not reach Stripe or SES as an address).
  if (![id, email, name].every(isWellFormedText)) return null;
  const groups = parseGroups(claims['cognito:groups']);
  return {
    id,
    email,
    // A user can change their own name attribute after sign-up, past the sign-up check, and older names
    // may hold markup: it is read as plain text.
    name: plainName(withoutHiddenControls(name)),
    // The type the account switched to, if it did, else the one chosen at sign-up.
    userType: userTypeFrom(claims),
    groups,
    isAdmin: groups.includes(ADMIN_GROUP),
  };
}
