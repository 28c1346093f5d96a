import { describe, expect, it } from 'vitest';
import { checkoutState } from '../../frontend/src/components/ui/checkoutState.ts';

const pending = { isSuccess: false, isError: false };
const done = { isSuccess: true, isError: false };
const failed = { isSuccess: false, isError: true };
const base = { sessionId: 'cs_test_1', loading: false, signedIn: true };

describe('the state of a page Stripe returns to', () => {
  it('is an error at once without a session id, whatever else holds', () => {
    expect(checkoutState({ ...base, sessionId: '', check: done })).toBe('error');
    expect(checkoutState({ ...base, sessionId: '', loading: true, check: pending })).toBe('error');
    expect(checkoutState({ ...base, sessionId: '', signedIn: false, check: pending })).toBe('error');
  });

  it('verifies while the session loads, then asks a signed-out visitor to sign in', () => {
    expect(checkoutState({ ...base, loading: true, signedIn: false, check: pending })).toBe('verifying');
    expect(checkoutState({ ...base, signedIn: false, check: pending })).toBe('sign-in');
  });

  it('follows the check once signed in', () => {
    expect(checkoutState({ ...base, check: pending })).toBe('verifying');
    expect(checkoutState({ ...base, check: done })).toBe('success');
    expect(checkoutState({ ...base, check: failed })).toBe('error');
  });

  it('keeps verifying until the minimum wait is over, even with the answer in', () => {
    expect(checkoutState({ ...base, waited: false, check: done })).toBe('verifying');
    expect(checkoutState({ ...base, waited: false, check: failed })).toBe('verifying');
    expect(checkoutState({ ...base, waited: true, check: done })).toBe('success');
  });
});
