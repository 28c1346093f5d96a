import { describe, expect, it } from 'vitest';
import {
  linkedPromoCode,
  postJobWithCodePath,
  withLinkedPromo,
} from '../../frontend/src/features/job-posting/appliedPromo.ts';

/**
 * A promo code reaches the family job form in its link (the home page's promo card, the welcome email):
 * on any device, not only in the browser that applied it.
 */
const EMPTY = { jobTitle: '', discountCode: '' };

describe('a promo code in a link to the job form', () => {
  it('is written into the link, normalised, and read back from it', () => {
    expect(postJobWithCodePath(' welcome-ab2c ')).toBe('/post-job-family?code=WELCOME-AB2C');
    expect(linkedPromoCode('?code=welcome10')).toBe('WELCOME10');
    expect(linkedPromoCode('?ref=FRIEND&code=%20Spring5%20')).toBe('SPRING5');
  });

  it('is ignored when missing or not shaped like a code', () => {
    expect(linkedPromoCode('')).toBeNull();
    expect(linkedPromoCode('?code=')).toBeNull();
    expect(linkedPromoCode('?code=%3Cscript%3E')).toBeNull();
    expect(linkedPromoCode(`?code=${'A'.repeat(41)}`)).toBeNull();
  });

  it('replaces the draft’s code (the visitor followed the link to use it) and keeps the rest', () => {
    const draft = { values: { jobTitle: 'Nanny', discountCode: 'SPRING5' }, appliedCode: 'SPRING5' };
    expect(withLinkedPromo(draft, EMPTY, 'WELCOME10', 'OLDCODE')).toEqual({
      values: { jobTitle: 'Nanny', discountCode: 'WELCOME10' },
      appliedCode: 'WELCOME10',
    });
    expect(withLinkedPromo(null, EMPTY, 'WELCOME10', null)).toEqual({
      values: { jobTitle: '', discountCode: 'WELCOME10' },
      appliedCode: 'WELCOME10',
    });
  });

  it('without one, the code remembered on this device fills an empty box, as before', () => {
    expect(withLinkedPromo(null, EMPTY, null, 'WELCOME10')).toEqual({
      values: { jobTitle: '', discountCode: 'WELCOME10' },
      appliedCode: 'WELCOME10',
    });
    const own = { values: { jobTitle: 'Nanny', discountCode: 'SPRING5' }, appliedCode: 'SPRING5' };
    expect(withLinkedPromo(own, EMPTY, null, 'WELCOME10')).toBe(own);
  });
});
