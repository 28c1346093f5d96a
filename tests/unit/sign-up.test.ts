import { describe, expect, it } from 'vitest';
import { NAME_MESSAGES } from '../../lambdas/contract/auth.ts';
import { signUpProblem } from '../../lambdas/domain/sign-up.ts';
import { handler } from '../../lambdas/triggers/pre-sign-up.ts';
import type { PreSignUpTriggerEvent } from 'aws-lambda';

const attrs = (over: Record<string, string | undefined> = {}) => ({
  email: 'pat@example.com',
  name: 'Pat Example',
  'custom:user_type': 'nanny',
  ...over,
});

describe('signUpProblem', () => {
  it('lets a named family, nanny or agency sign up', () => {
    for (const type of ['family', 'nanny', 'agency'])
      expect(signUpProblem(attrs({ 'custom:user_type': type }), false)).toBeNull();
  });

  it('refuses a missing or unknown user type on self sign-up', () => {
    expect(signUpProblem(attrs({ 'custom:user_type': undefined }), false)).toMatch(/family, nanny, agency/);
    expect(signUpProblem(attrs({ 'custom:user_type': 'admin' }), false)).toMatch(/choose who you are/);
  });

  it('lets an administrator create an account without a user type, but never with a bad one', () => {
    expect(signUpProblem(attrs({ 'custom:user_type': undefined }), true)).toBeNull();
    expect(signUpProblem(attrs({ 'custom:user_type': 'root' }), true)).not.toBeNull();
  });

  it('requires a name of sensible length', () => {
    expect(signUpProblem(attrs({ name: '   ' }), false)).toBe('Please enter your full name.');
    expect(signUpProblem(attrs({ name: 'x'.repeat(101) }), false)).toMatch(/at most 100/);
    expect(signUpProblem(attrs({ name: 'x'.repeat(100) }), false)).toBeNull();
  });

  it('refuses a name that looks like markup, from a form or an administrator alike', () => {
    for (const name of ['<b>Ann</b>', 'Ann <script>alert(1)</script>', 'Ann >', '<Ann'])
      for (const byAdmin of [false, true])
        expect(signUpProblem(attrs({ name }), byAdmin)).toBe(
          'Please enter your name as plain text, without < or > characters.',
        );
  });

  it('accepts names in any script, with emoji, apostrophes and ampersands', () => {
    for (const name of ['Siân O’Neill-Jones', 'محمد علي', 'Zoë 🌸', 'Anne & Co', '李小龙', 'José María'])
      expect(signUpProblem(attrs({ name }), false)).toBeNull();
  });

  it('refuses a name that passes for the site or its staff on self sign-up, not from an administrator', () => {
    expect(signUpProblem(attrs({ name: 'Nanny Marketplace Support' }), false)).toBe(NAME_MESSAGES.platform);
    expect(signUpProblem(attrs({ name: 'N\u0430nny M\u0430rketplace' }), false)).toBe(NAME_MESSAGES.platform);
    expect(signUpProblem(attrs({ name: 'Admin Team' }), false)).toBe(NAME_MESSAGES.staff('Admin'));
    // An administrator creating an account in the pool is creating a staff member's.
    expect(signUpProblem(attrs({ name: 'Site Admin' }), true)).toBeNull();
  });

  it('refuses a self sign-up that sets the switched-to type, which only the server may set', () => {
    expect(signUpProblem(attrs({ 'custom:account_type': 'family' }), false)).toMatch(/account type only/);
    expect(signUpProblem(attrs({ 'custom:account_type': 'family' }), true)).toBeNull();
  });
});

describe('the PreSignUp trigger', () => {
  const event = (userAttributes: Record<string, string>, triggerSource = 'PreSignUp_SignUp') =>
    ({ triggerSource, request: { userAttributes }, response: {} }) as unknown as PreSignUpTriggerEvent;

  it('returns the event for a valid sign-up and throws the reason otherwise', async () => {
    const ok = event(attrs() as Record<string, string>);
    await expect(handler(ok)).resolves.toBe(ok);
    await expect(
      handler(event({ email: 'x@example.com', name: 'X', 'custom:user_type': 'admin' })),
    ).rejects.toThrow(/choose who you are/);
  });

  it('refuses "Nanny Marketplace Support" with the rule’s message', async () => {
    await expect(
      handler(event(attrs({ name: 'Nanny Marketplace Support' }) as Record<string, string>)),
    ).rejects.toThrow(NAME_MESSAGES.platform);
  });
});
