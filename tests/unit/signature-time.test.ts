import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import Stripe from 'stripe';
import {
  hasStripeSignatureForm,
  signatureTime,
  signatureTimeProblem,
} from '../../lambdas/domain/signature-time.ts';

const NOW = new Date('2026-11-22T10:00:00.000Z');
const nowSeconds = NOW.getTime() / 1000;
const signer = new Stripe('sk_test_unit');
const headerAt = (timestamp: number) =>
  signer.webhooks.generateTestHeaderString({ payload: '{}', secret: 'whsec_unit', timestamp });

describe('the time of a Stripe signature', () => {
  it('is read from the header as Stripe signs it', () => {
    expect(signatureTime(headerAt(nowSeconds))).toBe(nowSeconds);
    expect(signatureTime(`t=${nowSeconds},v1=abc,v0=def`)).toBe(nowSeconds);
  });

  it('is unreadable when missing, repeated or not a number', () => {
    for (const header of [
      'v1=abc',
      `t=${nowSeconds},t=${nowSeconds},v1=abc`,
      't=,v1=abc',
      't=12e9,v1=a',
      't=-5',
    ])
      expect(signatureTime(header), header).toBeNull();
    expect(signatureTimeProblem('v1=abc', NOW)).toBe('unreadable');
  });

  it('is accepted within 300 s either way of now, inclusive', () => {
    for (const offset of [-300, -1, 0, 1, 299, 300])
      expect(signatureTimeProblem(headerAt(nowSeconds + offset), NOW), `offset ${offset}`).toBeNull();
  });

  it('is refused more than 300 s ahead of now, as it is more than 300 s behind', () => {
    expect(signatureTimeProblem(headerAt(nowSeconds + 301), NOW)).toBe('future');
    expect(signatureTimeProblem(headerAt(nowSeconds + 365 * 86400), NOW)).toBe('future');
    expect(signatureTimeProblem(headerAt(nowSeconds - 301), NOW)).toBe('stale');
  });

  it('follows the clock it is given', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000, max: 10_000 }), (offset) => {
        const problem = signatureTimeProblem(headerAt(nowSeconds + offset), NOW);
        expect(problem).toBe(offset > 300 ? 'future' : offset < -300 ? 'stale' : null);
      }),
    );
  });
});

describe('the form of a Stripe signature', () => {
  it("knows Stripe's header, and not a scanner's", () => {
    expect(hasStripeSignatureForm(headerAt(nowSeconds))).toBe(true);
    expect(hasStripeSignatureForm('t=1700000000,v1=abc123')).toBe(true);
    expect(hasStripeSignatureForm('')).toBe(false);
    expect(hasStripeSignatureForm('t=1700000000')).toBe(false);
    expect(hasStripeSignatureForm('v1=abc123,t=1700000000')).toBe(false);
    expect(hasStripeSignatureForm('t=soon,v1=abc123')).toBe(false);
  });
});
