import { rateWindowPartition } from '../../lambdas/data/rate-limits.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { RATE_LIMITS, sourceNetwork, type RateRule } from '../../lambdas/domain/rate-limits.ts';
import * as limits from '../../lambdas/data/rate-limits.ts';
import { JOB_MESSAGES } from '../../lambdas/contract/jobs.ts';
import type { ApiHandler } from '../../lambdas/platform/http.ts';
import { jobDetails } from '../security/requests.ts';
import { apiEvent, claimsOf, lambdaContext } from './event.ts';
import { callsPastGate, mockAws, stubFunctionEnv } from '../support/aws.ts';

const { ddb } = mockAws('ddb');

// Read when the first counter is written, as in a function's first request.
beforeAll(() => stubFunctionEnv());

const full = () =>
  new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: {} });
const counted = () => ddb.commandCalls(UpdateCommand).map((call) => call.args[0].input);
const PER_EMAIL: RateRule = { scope: 'report-email', limit: 5, windowSeconds: 3600 };
const PER_ADDRESS: RateRule = { scope: 'report-ip', limit: 20, windowSeconds: 3600 };

describe('a source address, as counted', () => {
  it('is an IPv4 address itself, and an IPv6 address’s /64', () => {
    expect(sourceNetwork('203.0.113.9')).toBe('203.0.113.9');
    expect(sourceNetwork('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(sourceNetwork('2001:db8:85a3:12::8a2e:370:7334')).toBe('2001:db8:85a3:12::/64');
    // Every address of one /64 is one subject; the next /64 is another.
    expect(sourceNetwork('2001:0db8:85a3:0012:ffff:ffff:ffff:1')).toBe(sourceNetwork('2001:db8:85a3:12::1'));
    expect(sourceNetwork('2001:db8:85a3:13::1')).not.toBe(sourceNetwork('2001:db8:85a3:12::1'));
    expect(sourceNetwork('not an address')).toBe('not an address');
  });

  it('is how every rule counted per source address counts it', async () => {
    const byAddress = Object.values(RATE_LIMITS).filter((rule) => rule.scope.endsWith('-ip'));
    expect(byAddress.length).toBeGreaterThan(5);
    for (const rule of byAddress) expect(rule, rule.scope).toMatchObject({ by: 'source-address' });
    ddb.reset();
    ddb.on(UpdateCommand).resolves({});
    for (const address of ['2001:db8:1:2::a', '2001:db8:1:2:ffff::b'])
      await limits.enforceRateLimits([[RATE_LIMITS.complaintsPerAddress, address]], 'Too many.');
    const keys = counted().map((input) => input.Key?.pk);
    expect(keys).toEqual([
      rateWindowPartition('complaint-ip', '2001:db8:1:2::/64'),
      rateWindowPartition('complaint-ip', '2001:db8:1:2::/64'),
    ]);
  });
});

describe('rate limits', () => {
  it('counts one attempt in the current window of each rule, by lower-cased subject', async () => {
    ddb.on(UpdateCommand).resolves({});
    const now = Date.UTC(2026, 10, 22, 10, 42, 7);
    expect(await limits.consumeRateLimit(PER_EMAIL, 'Amelia@Example.com', now)).toBe(true);
    const [update] = counted();
    const windowStart = Date.UTC(2026, 10, 22, 10) / 1000;
    expect(update?.TableName).toBe('table-under-test');
    expect(update?.Key?.pk).toBe(rateWindowPartition('report-email', 'amelia@example.com'));
    expect(update?.ConditionExpression).toBe('attribute_not_exists(hits) OR hits < :limit');
    expect(update?.ExpressionAttributeValues).toEqual({
      ':one': 1,
      ':limit': 5,
      ':expires': windowStart + 7200,
    });
  });

  it('says no when the window is full, and passes other errors on', async () => {
    ddb.on(UpdateCommand).rejectsOnce(full()).rejectsOnce(new Error('throttled'));
    expect(await limits.consumeRateLimit(PER_EMAIL, 'a@example.com')).toBe(false);
    await expect(limits.consumeRateLimit(PER_EMAIL, 'a@example.com')).rejects.toThrow('throttled');
  });

  it('counts a request without a source address as one subject, not as none', async () => {
    ddb.on(UpdateCommand).resolves({});
    await limits.consumeRateLimit(PER_ADDRESS, '');
    expect(counted()[0]?.Key?.pk).toBe(rateWindowPartition('report-ip', 'unknown'));
  });

  it('enforces every rule in turn, refusing with 429 and the message at the first full one', async () => {
    ddb.on(UpdateCommand).resolves({});
    await limits.enforceRateLimits(
      [
        [PER_EMAIL, 'a@example.com'],
        [PER_ADDRESS, '203.0.113.9'],
      ],
      'Too many reports.',
    );
    expect(counted().map((input) => input.Key?.pk)).toEqual([
      rateWindowPartition('report-email', 'a@example.com'),
      rateWindowPartition('report-ip', '203.0.113.9'),
    ]);

    ddb.reset();
    ddb.on(UpdateCommand).rejects(full());
    await expect(
      limits.enforceRateLimits(
        [
          [PER_EMAIL, 'a@example.com'],
          [PER_ADDRESS, '203.0.113.9'],
        ],
        'Too many reports.',
      ),
    ).rejects.toMatchObject({ kind: 'rate_limited', message: 'Too many reports.' });
    // The address's counter is not spent on an attempt the email's limit already refused.
    expect(counted()).toHaveLength(1);
  });

  it('gives every rule its own counter', () => {
    const scopes = Object.values(RATE_LIMITS).map((rule) => rule.scope);
    expect(new Set(scopes).size).toBe(scopes.length);
    expect(RATE_LIMITS.nannyProfilePerEmail).toMatchObject({ limit: 3, windowSeconds: 60 });
  });
});

describe('payments are limited per account', () => {
  it.each([
    ['a family job post', 'jobs/create-family.ts', '/jobs/family', { ...jobDetails(), discountCode: '' }],
    ['a payment check', 'payments/verify.ts', '/payments/verify', { sessionId: 'cs_test_abc' }],
  ])(
    '%s over the limit answers 429 before Stripe is called or anything is stored',
    async (_l, file, path, body) => {
      ddb.on(UpdateCommand).rejects(full());
      const { handler } = (await import(`../../lambdas/http/${file}`)) as { handler: ApiHandler };
      const res = await handler(
        apiEvent({ method: 'POST', path, body: JSON.stringify(body), claims: claimsOf() }),
        lambdaContext,
      );
      expect(res.statusCode).toBe(429);
      expect(JSON.parse(res.body!).message).toBe(JOB_MESSAGES.checkoutsTooMany);
      // The one call made is the account's counter; no draft, no read of Stripe's session.
      expect(callsPastGate(ddb)).toHaveLength(1);
      expect([
        rateWindowPartition('checkout', 'user-1'),
        rateWindowPartition('payment-check', 'user-1'),
      ]).toContain(counted()[0]?.Key?.pk);
    },
  );
});
