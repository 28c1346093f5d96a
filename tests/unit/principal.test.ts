import { describe, expect, it } from 'vitest';
import { parseGroups, principalFromClaims } from '../../lambdas/platform/principal.ts';

describe('parseGroups', () => {
  it('reads API Gateway’s bracketed string form and a verifier’s array', () => {
    expect(parseGroups('[admin editors]')).toEqual(['admin', 'editors']);
    expect(parseGroups('[admin]')).toEqual(['admin']);
    expect(parseGroups(['admin', 7, 'x'])).toEqual(['admin', 'x']);
  });

  it('treats anything else as no groups', () => {
    expect(parseGroups(undefined)).toEqual([]);
    expect(parseGroups('')).toEqual([]);
    expect(parseGroups('[]')).toEqual([]);
    expect(parseGroups(42)).toEqual([]);
  });
});

describe('principalFromClaims', () => {
  const claims = {
    sub: 'user-1',
    email: 'pat@example.com',
    name: 'Pat Example',
    'custom:user_type': 'nanny',
    'cognito:groups': '[admin]',
  };

  it('builds the caller from ID token claims', () => {
    expect(principalFromClaims(claims)).toEqual({
      id: 'user-1',
      email: 'pat@example.com',
      name: 'Pat Example',
      userType: 'nanny',
      groups: ['admin'],
      isAdmin: true,
    });
  });

  it('refuses claims without a subject and ignores an unknown user type', () => {
    expect(principalFromClaims({ ...claims, sub: '' })).toBeNull();
    // A subject that is not an id (Cognito's is a UUID) would name keys and files: it names nobody.
    for (const sub of [' ', 'a/b', '../x', 'x y', 'é', 'a'.repeat(129)])
      expect(principalFromClaims({ ...claims, sub })).toBeNull();
    expect(principalFromClaims({ email: 'x@example.com' })).toBeNull();
    expect(principalFromClaims({ ...claims, 'custom:user_type': 'admin' })?.userType).toBeNull();
    expect(principalFromClaims({ sub: 'u', 'cognito:groups': '[editors]' })?.isAdmin).toBe(false);
  });

  it('refuses claims whose identity is not valid text (a lone surrogate)', () => {
    expect(principalFromClaims({ ...claims, email: 'pat\ud800@example.com' })).toBeNull();
    expect(principalFromClaims({ ...claims, name: '\udc00Pat' })).toBeNull();
    expect(principalFromClaims({ ...claims, sub: 'user-\ud83d' })).toBeNull();
    // A well-formed pair (an emoji) is text like any other.
    expect(principalFromClaims({ ...claims, name: 'Pat \ud83d\ude00' })?.name).toBe('Pat 😀');
  });
});
