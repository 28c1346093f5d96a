import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import Stripe from 'stripe';
import type { ApiHandler } from '../../lambdas/platform/http.ts';
import { apiEvent, lambdaContext } from './event.ts';

const WEBHOOK_SECRET = 'whsec_test_handler';
const ddb = mockClient(DynamoDBDocumentClient);
const stripe = new Stripe('sk_test_handler');
let handler: ApiHandler;

beforeAll(async () => {
  vi.stubEnv('TABLE_NAME', 'table-under-test');
  vi.stubEnv('STRIPE_SECRET_KEY', 'sk_test_handler');
  vi.stubEnv('STRIPE_WEBHOOK_SECRET', WEBHOOK_SECRET);
  ({ handler } = await import('../../lambdas/webhooks/stripe.ts'));
});

beforeEach(() => {
  ddb.reset();
  vi.useRealTimers();
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
});

const eventPayload = (id = 'evt_1', type = 'checkout.session.completed') =>
  JSON.stringify({
    id,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object: { id: 'cs_test_1', object: 'checkout.session', mode: 'payment', metadata: {} } },
  });

const delivery = (
  payload: string,
  header = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
) =>
  apiEvent({
    method: 'POST',
    path: '/webhooks/stripe',
    body: payload,
    headers: { 'stripe-signature': header },
  });

describe('POST /webhooks/stripe', () => {
  it('records a correctly signed event once, with an expiry', async () => {
    ddb.on(GetCommand).resolves({});
    ddb.on(PutCommand).resolves({});
    const res = await handler(delivery(eventPayload()), lambdaContext);
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body ?? '')).toEqual({ received: true });
    const put = ddb.commandCalls(PutCommand)[0]!.args[0].input;
    expect(put.Item).toMatchObject({
      pk: 'STRIPE_EVENT#evt_1',
      sk: 'EVENT',
      type: 'checkout.session.completed',
    });
    expect(put.Item!.expiresAt).toBeGreaterThan(Date.now() / 1000 + 29 * 24 * 3600);
    expect(put.ConditionExpression).toBe('attribute_not_exists(pk)');
  });

  it('does nothing for an event it has already processed', async () => {
    ddb.on(GetCommand).resolves({ Item: { pk: 'STRIPE_EVENT#evt_1' } });
    const res = await handler(delivery(eventPayload()), lambdaContext);
    expect(JSON.parse(res.body ?? '')).toEqual({ received: true, duplicate: true });
    expect(ddb.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('tolerates a concurrent delivery recording the event first', async () => {
    ddb.on(GetCommand).resolves({});
    ddb.on(PutCommand).rejects(new ConditionalCheckFailedException({ message: 'exists', $metadata: {} }));
    expect((await handler(delivery(eventPayload()), lambdaContext)).statusCode).toBe(200);
  });

  it('refuses a bad signature, a missing one and a stale one, writing nothing', async () => {
    const payload = eventPayload();
    const forged = stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    const stale = stripe.webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 301,
    });
    for (const event of [
      delivery(payload, forged),
      delivery(payload, stale),
      apiEvent({ method: 'POST', path: '/webhooks/stripe', body: payload }),
      delivery(eventPayload('evt_2'), forged),
    ]) {
      const res = await handler(event, lambdaContext);
      expect(res.statusCode).toBe(400);
    }
    // A body altered after signing fails too.
    const signed = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    expect(
      (await handler(delivery(payload.replace('evt_1', 'evt_9'), signed), lambdaContext)).statusCode,
    ).toBe(400);
    expect(ddb.calls()).toHaveLength(0);
  });
});

describe('POST /webhooks/stripe: signatures dated ahead', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  const signedAt = (payload: string, timestamp: number) =>
    delivery(
      payload,
      stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp }),
    );

  it('refuses one dated more than 300 s ahead, writing nothing, and accepts one within', async () => {
    ddb.on(GetCommand).resolves({});
    ddb.on(PutCommand).resolves({});
    const now = Math.floor(Date.now() / 1000);
    for (const ahead of [301, 3600, 365 * 86400])
      expect(
        (await handler(signedAt(eventPayload(), now + ahead), lambdaContext)).statusCode,
        `${ahead}`,
      ).toBe(400);
    expect(ddb.calls()).toHaveLength(0);
    expect((await handler(signedAt(eventPayload(), now + 240), lambdaContext)).statusCode).toBe(200);
  });

  it('measures both ways from the same clock', async () => {
    ddb.on(GetCommand).resolves({});
    ddb.on(PutCommand).resolves({});
    const real = Math.floor(Date.now() / 1000);
    // The server's clock is an hour ahead: a signature made now is stale to it, one made at its time is not.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime((real + 3600) * 1000);
    expect((await handler(signedAt(eventPayload('evt_a'), real), lambdaContext)).statusCode).toBe(400);
    expect((await handler(signedAt(eventPayload('evt_b'), real + 3600), lambdaContext)).statusCode).toBe(200);
    // And an hour behind: a signature made now is an hour ahead of it.
    vi.setSystemTime((real - 3600) * 1000);
    expect((await handler(signedAt(eventPayload('evt_c'), real), lambdaContext)).statusCode).toBe(400);
    expect((await handler(signedAt(eventPayload('evt_d'), real - 3600), lambdaContext)).statusCode).toBe(200);
  });
});
