import { describe, expect, it } from 'vitest';
import {
  APPLIED_PROMO_KEY,
  forgetAppliedPromoCode,
  readAppliedPromoCode,
  rememberAppliedPromoCode,
  withAppliedPromo,
  type KeyValueStorage,
} from '../../frontend/src/features/job-posting/appliedPromo.ts';

function memoryStorage(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const EMPTY = { jobTitle: '', discountCode: '' };

describe('the promo code applied on the home page', () => {
  it('is remembered upper-cased under appliedPromoCode, and forgotten', () => {
    const storage = memoryStorage();
    rememberAppliedPromoCode(' welcome10 ', storage);
    expect(storage.data.get(APPLIED_PROMO_KEY)).toBe('WELCOME10');
    expect(readAppliedPromoCode(storage)).toBe('WELCOME10');
    forgetAppliedPromoCode(storage);
    expect(readAppliedPromoCode(storage)).toBeNull();
  });

  it('ignores what is not a code', () => {
    const storage = memoryStorage();
    storage.data.set(APPLIED_PROMO_KEY, '<b>x</b>');
    expect(readAppliedPromoCode(storage)).toBeNull();
    expect(readAppliedPromoCode(null)).toBeNull();
  });

  it('fills an empty job form, marked as applied', () =>
    expect(withAppliedPromo(null, EMPTY, 'WELCOME10')).toEqual({
      values: { jobTitle: '', discountCode: 'WELCOME10' },
      appliedCode: 'WELCOME10',
    }));

  it('fills a draft without a code, keeping its answers', () =>
    expect(
      withAppliedPromo(
        { values: { jobTitle: 'Nanny', discountCode: ' ' }, appliedCode: null },
        EMPTY,
        'WELCOME10',
      ),
    ).toEqual({ values: { jobTitle: 'Nanny', discountCode: 'WELCOME10' }, appliedCode: 'WELCOME10' }));

  it('never replaces a code the form already has', () => {
    const draft = { values: { jobTitle: 'Nanny', discountCode: 'SPRING5' }, appliedCode: 'SPRING5' };
    expect(withAppliedPromo(draft, EMPTY, 'WELCOME10')).toBe(draft);
  });

  it('changes nothing without a remembered code', () => {
    expect(withAppliedPromo(null, EMPTY, null)).toBeNull();
  });
});
