import { beforeAll, describe, expect, it } from 'vitest';
import { stubFunctionEnv } from '../support/aws.ts';

/** Sealed ids (platform/signing.ts): opaque to whoever holds one, opened only by the product, for one purpose. */
let seal: (purpose: string, value: string) => Promise<string>;
let unseal: (purpose: string, token: string) => Promise<string | null>;

beforeAll(async () => {
  stubFunctionEnv({ LINK_SIGNING_KEY: 'sealed-ids-test-signing-key-0123456789abcdef' });
  ({ seal, unseal } = await import('../../lambdas/platform/signing.ts'));
});

describe('sealed ids', () => {
  const id = '6f1c2a9e-0b7d-4c55-9a61-2f3b4c5d6e7f_seed-01-seed-nan';

  it('open to what they stand for, and show none of it', async () => {
    const token = await seal('public-review-id', id);
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(token).not.toContain('6f1c2a9e');
    expect(token.length).toBeLessThanOrEqual(240);
    expect(await unseal('public-review-id', token)).toBe(id);
    // A fresh nonce each time: two ids for one review cannot be matched by their text.
    expect(await seal('public-review-id', id)).not.toBe(token);
  });

  it('refuse another purpose, any change, and anything that is not a token', async () => {
    const token = await seal('public-review-id', id);
    expect(await unseal('something-else', token)).toBeNull();
    const flipped = Buffer.from(token, 'base64url');
    flipped[20] = flipped[20]! ^ 1;
    expect(await unseal('public-review-id', flipped.toString('base64url'))).toBeNull();
    expect(await unseal('public-review-id', `${id}`)).toBeNull();
    expect(await unseal('public-review-id', '')).toBeNull();
  });
});
