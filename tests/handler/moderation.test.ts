import { beforeAll, describe, expect, it } from 'vitest';
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import {
  BatchGetCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import type { ApiHandler } from '../../lambdas/platform/http.ts';
import { REPORT_MESSAGES } from '../../lambdas/contract/reports.ts';
import { apiEvent, claimsOf, lambdaContext } from './event.ts';
import { OutboxStream } from './outbox-stream.ts';
import { mockAws, quietConsole, stubFunctionEnv } from '../support/aws.ts';

const { ddb, ses } = mockAws('ddb', 'ses');
quietConsole();
const handlers: Record<string, ApiHandler> = {};
/** The outbox deliverer: the emails a handler owes are sent from the table's stream. */
let deliverOutbox: (event: DynamoDBStreamEvent) => Promise<DynamoDBBatchResponse>;
const SIGNING_KEY = 'handler-test-link-signing-key-0123456789';

beforeAll(async () => {
  stubFunctionEnv({ LINK_SIGNING_KEY: SIGNING_KEY });
  for (const [name, path] of Object.entries({
    list: 'admin/list-reports.ts',
    review: 'admin/review-report.ts',
    decideCheck: 'admin/decide-check.ts',
    content: 'admin/reported-content.ts',
    report: 'reports/create.ts',
    subscribe: 'community/subscribe.ts',
    byLink: 'community/unsubscribe-link.ts',
  }))
    handlers[name] = ((await import(`../../lambdas/http/${path}`)) as { handler: ApiHandler }).handler;
  deliverOutbox = (await import('../../lambdas/streams/outbox.ts')).handler;
});

const writes = () =>
  ddb.commandCalls(PutCommand).length +
  ddb.commandCalls(UpdateCommand).length +
  ddb.commandCalls(TransactWriteCommand).length;

const REPORT_ID = '0b7f3a8e-1111-4222-8333-444455556666';
const ADMIN_CALLS = [
  ['list', { method: 'GET', path: '/admin/reports' }],
  [
    'review',
    {
      method: 'PATCH',
      path: `/admin/reports/${REPORT_ID}`,
      params: { reportId: REPORT_ID },
      body: JSON.stringify({ status: 'resolved', notes: '', hideContent: true }),
    },
  ],
  [
    'decideCheck',
    {
      method: 'PUT',
      path: '/admin/verifications/seed-nanny-01/requests/request-0001',
      params: { nannyId: 'seed-nanny-01', requestId: 'request-0001' },
      body: JSON.stringify({ outcome: 'refuse', reason: 'The photo was unreadable.' }),
    },
  ],
  [
    'content',
    {
      method: 'GET',
      path: '/admin/content/job_posting/seed-job-01',
      params: { contentType: 'job_posting', contentId: 'seed-job-01' },
    },
  ],
] as const;

describe('admin routes', () => {
  it.each(
    ADMIN_CALLS.flatMap(([name, init]) =>
      (['family', 'nanny', 'agency'] as const).map((type) => [name, type, init] as const),
    ),
  )('%s refuses a %s account that is not in the admin group, changing nothing', async (name, type, init) => {
    const res = await handlers[name]!(
      apiEvent({ ...init, claims: claimsOf({ 'custom:user_type': type, 'cognito:groups': '[editors]' }) }),
      lambdaContext,
    );
    expect(res.statusCode).toBe(403);
    expect(writes()).toBe(0);
    expect(ddb.commandCalls(QueryCommand)).toHaveLength(0);
    expect(ddb.commandCalls(GetCommand)).toHaveLength(0);
  });

  it('lets an admin list reported items with a Query per status, never a Scan', async () => {
    ddb.on(QueryCommand).resolves({ Items: [] });
    ddb.on(GetCommand).resolves({ Item: { pending: 3 } });
    ddb.on(BatchGetCommand).resolves({ Responses: {} });
    const res = await handlers.list!(
      apiEvent({
        method: 'GET',
        path: '/admin/reports',
        query: { status: 'reviewing' },
        claims: claimsOf({ 'cognito:groups': '[admin]' }),
      }),
      lambdaContext,
    );
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body!)).toEqual({ items: [], nextCursor: null, pendingCount: 3 });
    expect(ddb.commandCalls(QueryCommand)[0]!.args[0].input).toMatchObject({
      IndexName: 'gsi1',
      ExpressionAttributeValues: { ':p': 'REPORT_GROUPS#reviewing' },
      ScanIndexForward: false,
    });
  });

  it('answers 404 for content nobody reported, reading nothing else', async () => {
    ddb.on(GetCommand).resolves({});
    const res = await handlers.content!(
      apiEvent({
        method: 'GET',
        path: '/admin/content/job_posting/seed-job-01',
        params: { contentType: 'job_posting', contentId: 'seed-job-01' },
        claims: claimsOf({ 'cognito:groups': '[admin]' }),
      }),
      lambdaContext,
    );
    expect(res.statusCode).toBe(404);
    expect(JSON.parse(res.body!).message).toBe(REPORT_MESSAGES.unknownContent);
    expect(ddb.commandCalls(GetCommand).map((c) => c.args[0].input.Key)).toEqual([
      { pk: 'REPORTED#job_posting#seed-job-01', sk: 'GROUP' },
    ]);
  });

  it('refuses an unknown content type as bad input', async () => {
    const res = await handlers.content!(
      apiEvent({
        method: 'GET',
        path: '/admin/content/user/u1',
        params: { contentType: 'user', contentId: 'u1' },
        claims: claimsOf({ 'cognito:groups': '[admin]' }),
      }),
      lambdaContext,
    );
    expect(res.statusCode).toBe(400);
    expect(ddb.calls()).toHaveLength(0);
  });

  it('refuses a move out of a decided report', async () => {
    ddb.on(GetCommand).resolves({
      Item: { id: REPORT_ID, status: 'resolved', contentType: 'job_posting', contentId: 'seed-job-01' },
    });
    const res = await handlers.review!(
      apiEvent({
        method: 'PATCH',
        path: `/admin/reports/${REPORT_ID}`,
        params: { reportId: REPORT_ID },
        body: JSON.stringify({ status: 'dismissed', notes: '' }),
        claims: claimsOf({ 'cognito:groups': '[admin]' }),
      }),
      lambdaContext,
    );
    expect(res.statusCode).toBe(409);
    expect(writes()).toBe(0);
  });
});

describe('POST /reports', () => {
  const send = (body: Record<string, unknown>) =>
    handlers.report!(
      apiEvent({ method: 'POST', path: '/reports', body: JSON.stringify(body) }),
      lambdaContext,
    );
  const valid = {
    contentType: 'job_posting',
    contentId: 'seed-job-01',
    reason: 'spam',
    details: '',
    email: 'reporter@example.com',
  };

  it.each([
    [{ reason: '' }, 'reason', REPORT_MESSAGES.reasonRequired],
    [{ reason: 'boring' }, 'reason', REPORT_MESSAGES.reasonRequired],
    [{ email: '' }, 'email', REPORT_MESSAGES.emailRequired],
    [{ contentType: 'user' }, 'contentType', 'Unknown content type'],
  ])('refuses %j with the spec message and writes nothing', async (over, field, message) => {
    const res = await send({ ...valid, ...over });
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body!).fields[field]).toBe(message);
    expect(writes()).toBe(0);
  });

  it('stores the details as plain text, anonymously, and counts it as pending and with its item', async () => {
    ddb.on(UpdateCommand).resolves({}); // rate limits
    ddb.on(GetCommand).resolves({ Item: { pk: 'JOB#seed-job-01', paymentConfirmed: true, active: true } });
    ddb.on(TransactWriteCommand).resolves({});
    const res = await send({ ...valid, details: 'Asks for <b>cash</b><script>alert(1)</script> only' });
    expect(res.statusCode).toBe(201);
    const [put, pointer, counter, group, inPending] =
      ddb.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    expect(put!.Put!.Item).toMatchObject({
      details: 'Asks for cash only',
      reporterUserId: null,
      status: 'pending',
      gsi1pk: 'REPORTED#job_posting#seed-job-01',
    });
    expect(put!.Put!.Item).not.toHaveProperty('gsi2pk');
    // A pointer under the reporter's address, so their export and their deletion find the report.
    expect(pointer!.Put!.Item).toMatchObject({
      pk: 'REPORTER#EMAIL#reporter@example.com',
      sk: `REPORT#${String(put!.Put!.Item!.id)}`,
    });
    expect(counter!.Update!.ExpressionAttributeValues).toEqual({ ':d': 1 });
    expect(group!.Update!.Key).toEqual({ pk: 'REPORTED#job_posting#seed-job-01', sk: 'GROUP' });
    expect(group!.Update!.ExpressionAttributeValues).toMatchObject({ ':one': 1, ':gp': 'REPORT_GROUPS' });
    expect(inPending!.Update!.Key).toEqual({ pk: 'REPORTED#job_posting#seed-job-01', sk: 'IN#pending' });
    expect(inPending!.Update!.ExpressionAttributeValues).toMatchObject({ ':gp': 'REPORT_GROUPS#pending' });
  });

  it('refuses a report about content that does not exist', async () => {
    ddb.on(UpdateCommand).resolves({});
    ddb.on(GetCommand).resolves({});
    const res = await send({ ...valid, contentId: 'no-such-job' });
    expect(res.statusCode).toBe(404);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });
});

describe('newsletter links', () => {
  it('a welcome email carries a signed unsubscribe link that works; a forged one changes nothing', async () => {
    ddb.on(UpdateCommand).resolves({});
    ddb.on(GetCommand).resolves({});
    ddb.on(PutCommand).resolves({});
    ddb.on(TransactWriteCommand).resolves({});
    const subscribed = await handlers.subscribe!(
      apiEvent({
        method: 'POST',
        path: '/newsletter',
        body: JSON.stringify({ email: 'New.Reader@Example.com' }),
      }),
      lambdaContext,
    );
    expect(JSON.parse(subscribed.body!)).toEqual({ status: 'subscribed' });
    const stream = new OutboxStream(ddb);
    expect(await deliverOutbox(stream.eventOf(stream.written()))).toEqual({ batchItemFailures: [] });
    const text = ses.commandCalls(SendEmailCommand)[0]!.args[0].input.Content?.Simple?.Body?.Text?.Data ?? '';
    expect(text).toMatch(/Your welcome code WELCOME-[A-Z2-9]{6} takes £10 off/);
    const link = new URL(text.match(/https:\/\/nanny\.example\/newsletter\/unsubscribe\?\S+/)![0]);
    expect(link.searchParams.get('email')).toBe('new.reader@example.com');

    ddb.reset();
    ddb.on(UpdateCommand).resolves({});
    const unsubscribe = (email: string, sig: string) =>
      handlers.byLink!(
        apiEvent({
          method: 'POST',
          path: '/newsletter/unsubscribe-link',
          body: JSON.stringify({ email, sig }),
        }),
        lambdaContext,
      );
    const sig = link.searchParams.get('sig')!;
    expect((await unsubscribe('someone.else@example.com', sig)).statusCode).toBe(400);
    expect(
      (await unsubscribe('new.reader@example.com', `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`))
        .statusCode,
    ).toBe(400);
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(0);
    expect((await unsubscribe('new.reader@example.com', sig)).statusCode).toBe(200);
    expect(ddb.commandCalls(UpdateCommand)[0]!.args[0].input.Key).toEqual({
      pk: 'NEWSLETTER#new.reader@example.com',
      sk: 'SUBSCRIPTION',
    });
  });
});
