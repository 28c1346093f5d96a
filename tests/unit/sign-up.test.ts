import { describe, expect, it } from 'vitest';
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
});
