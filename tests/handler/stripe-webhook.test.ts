import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GetCommand, PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import Stripe from 'stripe';
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import type { ApiHandler } from '../../lambdas/platform/http.ts';
import { apiEvent, lambdaContext } from './event.ts';
import { OutboxStream } from './outbox-stream.ts';
import { mockAws, stubFunctionEnv } from '../support/aws.ts';
import { recordMetrics } from './metrics.ts';
import { jobReference } from '../../lambdas/contract/jobs-constants.ts';

const WEBHOOK_SECRET = 'whsec_test_handler';
const { ddb, ses } = mockAws('ddb', 'ses');
const stripe = new Stripe('sk_test_handler');
let handler: ApiHandler;
/** The outbox deliverer: what the webhook owes by email is sent from the table's stream. */
let deliver: (event: DynamoDBStreamEvent) => Promise<DynamoDBBatchResponse>;

beforeAll(async () => {
  stubFunctionEnv({ STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET });
  ({ handler } = await import('../../lambdas/http/webhooks/stripe.ts'));
  ({ handler: deliver } = await import('../../lambdas/streams/outbox.ts'));
});

beforeEach(() => {
  vi.useRealTimers();
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
});
const metricsWritten = recordMetrics();

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

describe('POST /webhooks/stripe: failures are counted', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('counts a refused signature once per delivery, and not a request with none (not Stripe)', async () => {
    const payload = eventPayload();
    const forged = stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    expect((await handler(delivery(payload, forged), lambdaContext)).statusCode).toBe(400);
    expect(metricsWritten()).toEqual({ WebhookFailed: 1 });
    const unsigned = apiEvent({ method: 'POST', path: '/webhooks/stripe', body: payload });
    expect((await handler(unsigned, lambdaContext)).statusCode).toBe(400);
    const garbled = apiEvent({
      method: 'POST',
      path: '/webhooks/stripe',
      body: payload,
      headers: { 'stripe-signature': 'hello' },
    });
    expect((await handler(garbled, lambdaContext)).statusCode).toBe(400);
    // Still the one: neither request without a signature in Stripe's form was counted.
    expect(metricsWritten()).toEqual({ WebhookFailed: 1 });
  });

  it('counts a delivery it failed to handle, which Stripe sends again', async () => {
    ddb.on(GetCommand).rejects(new Error('table unavailable'));
    const res = await handler(delivery(eventPayload()), lambdaContext);
    expect(res.statusCode).toBe(500);
    expect(metricsWritten()).toEqual({ WebhookFailed: 1 });
  });

  it('counts nothing for an event handled, or one handled before', async () => {
    ddb.on(GetCommand).resolves({});
    ddb.on(PutCommand).resolves({});
    expect((await handler(delivery(eventPayload()), lambdaContext)).statusCode).toBe(200);
    ddb.on(GetCommand).resolves({ Item: { pk: 'STRIPE_EVENT#evt_1' } });
    expect((await handler(delivery(eventPayload()), lambdaContext)).statusCode).toBe(200);
    expect(metricsWritten()).toEqual({});
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

describe('POST /webhooks/stripe: family payments that settle later', () => {
  const JOB_ID = 'job-later-1';
  const SESSION_ID = 'cs_test_later_1';
  const draft = (over: Record<string, unknown> = {}) => ({
    pk: `JOB#${JOB_ID}`,
    sk: 'JOB',
    id: JOB_ID,
    ownerId: 'family-1',
    ownerEmail: 'family@example.com',
    title: 'Nanny for two',
    jobType: 'full-time',
    amountPence: 4000,
    promoCode: 'SAVE10',
    promoHeld: true,
    checkoutSessionId: SESSION_ID,
    active: false,
    paymentConfirmed: false,
    createdAt: '2026-11-20T10:00:00.000Z',
    publishedAt: null,
    expiresAt: 1_800_000_000,
    ...over,
  });
  const sessionEvent = (id: string, type: string, session: Record<string, unknown>) =>
    JSON.stringify({
      id,
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: SESSION_ID,
          object: 'checkout.session',
          mode: 'payment',
          status: 'complete',
          metadata: { kind: 'family-job', jobId: JOB_ID },
          ...session,
        },
      },
    });
  const jobKey = { pk: `JOB#${JOB_ID}`, sk: 'JOB' };
  const updates = () => ddb.commandCalls(UpdateCommand).map((c) => c.args[0].input);
  /** The items of the transactions written, in order. */
  const transactions = () =>
    ddb.commandCalls(TransactWriteCommand).map((c) => c.args[0].input.TransactItems!);
  /** Hands what the webhook wrote to the outbox to the deliverer, as the table's stream does. */
  const deliverOutbox = async () => {
    const stream = new OutboxStream(ddb);
    expect(await deliver(stream.eventOf(stream.written()))).toEqual({ batchItemFailures: [] });
  };

  beforeEach(() => {
    ddb.on(GetCommand).resolves({});
    ddb.on(PutCommand).resolves({});
    ses.on(SendEmailCommand).resolves({ MessageId: 'm-1' });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('keeps the draft from expiring when the checkout completes with the payment pending', async () => {
    ddb.on(UpdateCommand).resolves({});
    const res = await handler(
      delivery(sessionEvent('evt_pending', 'checkout.session.completed', { payment_status: 'unpaid' })),
      lambdaContext,
    );
    expect(res.statusCode).toBe(200);
    const [update] = updates();
    expect(update?.Key).toEqual(jobKey);
    expect(update?.UpdateExpression).toMatch(/REMOVE expiresAt/);
    expect(update?.ConditionExpression).toMatch(/paymentConfirmed = :no AND checkoutSessionId = :sid/);
    expect(update?.ConditionExpression).toMatch(/attribute_not_exists\(paymentFailedAt\)/);
    expect(update?.ExpressionAttributeValues?.[':sid']).toBe(SESSION_ID);
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(0);
  });

  it('publishes when the delayed payment succeeds, leaving no expiry, with one receipt', async () => {
    ddb.on(GetCommand, { Key: jobKey }).resolves({ Item: draft({ promoCode: null, promoHeld: undefined }) });
    ddb.on(TransactWriteCommand).resolves({});
    const res = await handler(
      delivery(
        sessionEvent('evt_later_ok', 'checkout.session.async_payment_succeeded', { payment_status: 'paid' }),
      ),
      lambdaContext,
    );
    expect(res.statusCode).toBe(200);
    const [publish] = transactions()[0]!
      .map((item) => item.Update)
      .filter(Boolean);
    expect(publish?.Key).toEqual(jobKey);
    expect(publish?.UpdateExpression).toMatch(/paymentConfirmed = :yes/);
    expect(publish?.UpdateExpression).toMatch(/REMOVE expiresAt/);
    expect(publish?.ExpressionAttributeValues?.[':sid']).toBe(SESSION_ID);
    await deliverOutbox();
    const emails = ses.commandCalls(SendEmailCommand);
    expect(emails).toHaveLength(1);
    expect(emails[0]!.args[0].input.Content?.Simple?.Subject?.Data).toMatch(/^Receipt: /);
  });

  it('stopped between publishing and the receipt, still sends the receipt once, with the promo spent', async () => {
    // The first delivery publishes, then dies before it is acknowledged (its event is never recorded).
    const paid = draft({ paymentConfirmed: false });
    ddb
      .on(GetCommand, { Key: jobKey })
      .resolvesOnce({ Item: paid })
      .resolves({ Item: { ...paid, paymentConfirmed: true, active: true, promoHeld: true } });
    ddb.on(TransactWriteCommand).resolves({});
    ddb.on(PutCommand).rejectsOnce(new Error('Task timed out after 10.00 seconds')).resolves({});
    const payload = sessionEvent('evt_crash', 'checkout.session.completed', { payment_status: 'paid' });
    expect((await handler(delivery(payload), lambdaContext)).statusCode).toBe(500);
    // Stripe delivers it again: the job is published, so nothing more is done.
    expect((await handler(delivery(payload), lambdaContext)).statusCode).toBe(200);

    // One transaction published the job, started its clock, announced it (job alerts fan out from the
    // event), asked for its poster's responsiveness on it, ended the promo hold and wrote the one receipt.
    expect(transactions()).toHaveLength(1);
    const [publish, clock, announced, responsiveness, hold, receipt] = transactions()[0]!;
    expect(responsiveness!.Put?.Item).toMatchObject({
      type: 'responses-changed',
      payload: { accountId: 'family-1' },
    });
    expect(announced!.Put?.Item).toMatchObject({
      pk: `OUTBOX#${JOB_ID}#published`,
      type: 'job-published',
      payload: { jobId: JOB_ID },
    });
    expect(announced!.Put?.ConditionExpression).toBe('attribute_not_exists(pk)');
    expect(publish!.Update?.Key).toEqual(jobKey);
    expect(clock!.Put?.Item).toMatchObject({
      pk: jobKey.pk,
      sk: 'CLOCK',
      due: 'reminder',
      gsi1pk: 'JOB_CLOCK',
    });
    expect(hold!.Delete?.Key).toEqual({ pk: 'PROMO#SAVE10', sk: 'HOLD#family-1' });
    expect(receipt!.Put?.Item).toMatchObject({ type: 'receipt-email', payload: { jobId: JOB_ID } });
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(0);

    // The stream hands the receipt over, and again (a redelivery): it is sent once. (The deliverer
    // passes over the job-published event beside it: the job alerts' fan-out reads that one; a poster
    // with no response record has no summary to write.)
    const stream = new OutboxStream(ddb);
    expect(stream.written().map((item) => item.type)).toEqual([
      'job-published',
      'responses-changed',
      'receipt-email',
    ]);
    for (let i = 0; i < 2; i++)
      expect(await deliver(stream.eventOf(stream.written()))).toEqual({ batchItemFailures: [] });
    const emails = ses.commandCalls(SendEmailCommand).map((c) => c.args[0].input);
    expect(emails).toHaveLength(1);
    expect(emails[0]!.Destination?.ToAddresses).toEqual(['family@example.com']);
    expect(emails[0]!.Content?.Simple?.Body?.Text?.Data).toContain(`Reference: ${jobReference(JOB_ID)} (`);
    expect(emails[0]!.Content?.Simple?.Body?.Text?.Data).toContain(`/jobs/${JOB_ID}`);
    expect(emails[0]!.Content?.Simple?.Body?.Text?.Data).toContain('Amount paid: £40.00 (promo code SAVE10)');
  });

  it('publishes nothing for a success event whose session is not paid', async () => {
    const res = await handler(
      delivery(
        sessionEvent('evt_odd', 'checkout.session.async_payment_succeeded', { payment_status: 'unpaid' }),
      ),
      lambdaContext,
    );
    expect(res.statusCode).toBe(200);
    expect(updates()).toHaveLength(0);
  });

  it('on a failed delayed payment gives the promo use back, keeps the draft unpublished and expiring, and emails once', async () => {
    ddb.on(GetCommand, { Key: jobKey }).resolves({ Item: draft() });
    ddb.on(TransactWriteCommand).resolves({});
    const before = Math.floor(Date.now() / 1000);
    const res = await handler(
      delivery(
        sessionEvent('evt_later_fail', 'checkout.session.async_payment_failed', { payment_status: 'unpaid' }),
      ),
      lambdaContext,
    );
    expect(res.statusCode).toBe(200);
    // One transaction records the failure, gives the use back and owes the email.
    const release = transactions()[0]!;
    expect(release[0]!.Update?.Key).toEqual(jobKey);
    expect(release[1]!.Update?.Key).toEqual({ pk: 'PROMO#SAVE10', sk: 'PROMO' });
    expect(release[1]!.Update?.UpdateExpression).toBe('ADD uses :minus');
    const failed = release[0]!.Update;
    expect(failed?.UpdateExpression).toMatch(/SET paymentFailedAt = :at, expiresAt = :exp/);
    expect(failed?.UpdateExpression).not.toMatch(/paymentConfirmed|gsi1pk/);
    expect(Number(failed?.ExpressionAttributeValues?.[':exp'])).toBeGreaterThanOrEqual(before + 7 * 86400);
    await deliverOutbox();
    const emails = ses.commandCalls(SendEmailCommand);
    expect(emails).toHaveLength(1);
    const email = emails[0]!.args[0].input;
    expect(email.Destination?.ToAddresses).toEqual(['family@example.com']);
    expect(email.Content?.Simple?.Subject?.Data).toBe('Your payment for "Nanny for two" did not go through');
    const text = email.Content?.Simple?.Body?.Text?.Data ?? '';
    expect(text).toMatch(/not on the job board and you have not been charged/);
    expect(text).toContain('https://nanny.example/post-job-family');
    expect(text).toContain('Your promo code SAVE10 can be used again.');
  });

  it('does nothing more when the failure was recorded before (another event, or a retry)', async () => {
    ddb.on(GetCommand, { Key: jobKey }).resolves({
      Item: draft({ promoHeld: undefined, paymentFailedAt: '2026-11-22T10:00:00.000Z' }),
    });
    const res = await handler(
      delivery(
        sessionEvent('evt_later_fail_2', 'checkout.session.async_payment_failed', {
          payment_status: 'unpaid',
        }),
      ),
      lambdaContext,
    );
    expect(res.statusCode).toBe(200);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
    expect(updates()).toHaveLength(0);
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(0);
  });

  it('never touches a draft whose checkout is another session', async () => {
    ddb.on(GetCommand, { Key: jobKey }).resolves({ Item: draft({ checkoutSessionId: 'cs_test_other' }) });
    const res = await handler(
      delivery(
        sessionEvent('evt_wrong', 'checkout.session.async_payment_failed', { payment_status: 'unpaid' }),
      ),
      lambdaContext,
    );
    expect(res.statusCode).toBe(200);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
    expect(updates()).toHaveLength(0);
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(0);
  });
});
