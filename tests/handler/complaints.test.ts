import { rateWindowPartition } from '../../lambdas/data/rate-limits.ts';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  type QueryCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import type { ApiHandler } from '../../lambdas/platform/http.ts';
import { COMPLAINT_ID, COMPLAINT_TEXTS } from '../../lambdas/contract/complaints.ts';
import { DATA_RIGHTS_MESSAGES } from '../../lambdas/contract/data-rights.ts';
import { complaintToItem, type Complaint } from '../../lambdas/data/complaints.ts';
import { apiEvent, claimsOf, lambdaContext } from './event.ts';
import { OutboxStream } from './outbox-stream.ts';
import {
  accountRecord,
  callsPastGate,
  cancelled,
  mockAws,
  quietConsole,
  stubFunctionEnv,
} from '../support/aws.ts';

/**
 * Complaints about how we use personal data at the SDK boundary: a complaint and its acknowledgement are
 * one transaction, a response and its email another; every refusal (bad input, a visitor without an
 * address, too many, an account being deleted, a resolved complaint, a response raced by another)
 * writes nothing and sends nothing.
 */
const SUB = '33333333-3333-4333-8333-333333333333';
const TOKENS: Record<string, Record<string, string>> = {
  nanny: {
    sub: SUB,
    token_use: 'id',
    email: 'Amelia@Example.com',
    name: 'Amelia Jones',
    'custom:user_type': 'nanny',
  },
};
vi.mock('../../lambdas/platform/tokens.ts', () => ({
  idTokenVerifier: () => ({
    verify: async (token: string) => {
      const claims = TOKENS[token];
      if (!claims) throw new Error('bad token');
      return claims;
    },
  }),
}));

const { ddb, cognito, ses } = mockAws('ddb', 'cognito', 'ses');
quietConsole();
const handlers: Record<string, ApiHandler> = {};
let deliverOutbox: (event: DynamoDBStreamEvent) => Promise<DynamoDBBatchResponse>;

beforeAll(async () => {
  stubFunctionEnv();
  for (const [name, path] of Object.entries({
    create: 'complaints/create.ts',
    respond: 'admin/respond-complaint.ts',
    queue: 'admin/complaints.ts',
  }))
    handlers[name] = ((await import(`../../lambdas/http/${path}`)) as { handler: ApiHandler }).handler;
  deliverOutbox = (await import('../../lambdas/streams/outbox.ts')).handler;
});

const ADMIN = claimsOf({ sub: 'moderator-1', 'cognito:groups': '[admin]' });
const REFERENCE = 'K7M2Q9XJ4P';

const body = (res: Awaited<ReturnType<ApiHandler>>) =>
  JSON.parse((res as { body: string }).body) as Record<string, unknown> & {
    fields?: Record<string, string>;
  };

const complain = (payload: unknown, token?: string) =>
  handlers.create!(
    apiEvent({
      method: 'POST',
      path: '/complaints',
      body: JSON.stringify(payload),
      ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
    }),
    lambdaContext,
  );

const respond = (payload: unknown, claims: Record<string, string> = ADMIN, complaintId = REFERENCE) =>
  handlers.respond!(
    apiEvent({
      method: 'POST',
      path: `/admin/complaints/${complaintId}/responses`,
      params: { complaintId },
      body: JSON.stringify(payload),
      claims,
    }),
    lambdaContext,
  );

/** Every write a handler made: transactions, and updates (a rate-limit counter is one). */
const writes = () => ddb.commandCalls(TransactWriteCommand).length + ddb.commandCalls(UpdateCommand).length;
const transactionItems = () => ddb.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;

const VISITOR = {
  name: '  Pat <b>Example</b> ',
  email: 'Pat@Example.com',
  category: 'access',
  details: 'I asked for a copy of my data on <i>1 October</i> and heard nothing back.',
};

describe('sending a complaint', () => {
  it('counts one mailbox’s spellings as one address: a +tag, and Gmail’s dots', async () => {
    ddb.on(TransactWriteCommand).resolves({});
    for (const email of ['pat.example+1@gmail.com', 'PatExample+2@googlemail.com', 'p.a.t.example@gmail.com'])
      expect((await complain({ ...VISITOR, email })).statusCode, email).toBe(201);
    const perEmail = ddb
      .commandCalls(UpdateCommand)
      .map((c) => String(c.args[0].input.Key?.pk))
      .filter((pk) => pk.startsWith('RATE#complaint-email#'));
    expect(perEmail).toHaveLength(3);
    expect(new Set(perEmail)).toEqual(
      new Set([rateWindowPartition('complaint-email', 'patexample@gmail.com')]),
    );
  });

  it('stores a visitor’s complaint with its acknowledgement in one transaction', async () => {
    ddb.on(UpdateCommand).resolves({});
    ddb.on(TransactWriteCommand).resolves({});
    const res = await complain(VISITOR);
    expect(res.statusCode).toBe(201);
    const answer = body(res);
    expect(answer.reference).toMatch(COMPLAINT_ID);
    expect(Date.parse(String(answer.respondBy)) - Date.parse(String(answer.receivedAt))).toBe(
      30 * 24 * 3600 * 1000,
    );

    // Counted per mailbox given, per source network and with all visitors' complaints, before the write.
    const scopes = ddb.commandCalls(UpdateCommand).map((c) => String(c.args[0].input.Key?.pk));
    expect(scopes).toEqual([
      expect.stringMatching(/^RATE#complaint-email#/),
      expect.stringMatching(/^RATE#complaint-ip#/),
      expect.stringMatching(/^RATE#complaint-visitors#/),
    ]);

    const [complaint, email] = transactionItems();
    expect(complaint!.Put!.ConditionExpression).toBe('attribute_not_exists(pk)');
    expect(complaint!.Put!.Item).toMatchObject({
      pk: `COMPLAINT#${answer.reference}`,
      sk: 'COMPLAINT',
      entity: 'Complaint',
      accountId: null,
      email: 'pat@example.com',
      name: 'Pat Example',
      category: 'access',
      details: 'I asked for a copy of my data on 1 October and heard nothing back.',
      status: 'open',
      responses: [],
      gsi1pk: 'COMPLAINTS_OF#EMAIL#pat@example.com',
      gsi2pk: 'COMPLAINTS#open',
      gsi3pk: 'COMPLAINTS',
    });
    expect(complaint!.Put!.Item!.expiresAt).toBeGreaterThan(Date.now() / 1000 + 729 * 24 * 3600);
    expect(email!.Put!.Item).toMatchObject({
      type: 'complaint-received-email',
      accountId: null,
      payload: { to: 'pat@example.com', reference: answer.reference, category: 'access' },
    });
    // The acknowledgement carries none of the complainant's words: anyone can type any address.
    expect(JSON.stringify(email!.Put!.Item!.payload)).not.toContain('heard nothing');

    // Delivered from the stream: to the address given, with the reference and the ICO.
    const stream = new OutboxStream(ddb);
    expect(await deliverOutbox(stream.eventOf(stream.written()))).toEqual({ batchItemFailures: [] });
    const sent = ses.commandCalls(SendEmailCommand)[0]!.args[0].input;
    expect(sent.Destination?.ToAddresses).toEqual(['pat@example.com']);
    const text = sent.Content?.Simple?.Body?.Text?.Data ?? '';
    expect(sent.Content?.Simple?.Subject?.Data).toContain(String(answer.reference));
    expect(text).toContain('ico.org.uk');
    expect(text).toContain('If you did not send this complaint');
  });

  it('refuses a visitor’s complaint without an email, counting and writing nothing', async () => {
    const res = await complain({ ...VISITOR, email: undefined });
    expect(res.statusCode).toBe(400);
    expect(body(res).fields).toEqual({ email: COMPLAINT_TEXTS.emailRequired });
    expect(writes()).toBe(0);
  });

  it('refuses bad input before anything is counted or written', async () => {
    for (const bad of [
      { ...VISITOR, details: 'Too short.' },
      { ...VISITOR, details: 'x'.repeat(4001) },
      { ...VISITOR, category: 'cookies' },
      { ...VISITOR, email: 'not-an-address' },
      { ...VISITOR, name: 'N'.repeat(101) },
      { ...VISITOR, sneaky: true },
      // Long enough as typed, nothing left once its markup goes.
      { ...VISITOR, details: '<p></p><b></b><i></i><span></span><p></p>' },
    ]) {
      const res = await complain(bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect(body(await complain({ ...VISITOR, details: 'Too short.' })).fields).toEqual({
      details: COMPLAINT_TEXTS.detailsTooShort,
    });
    expect(writes()).toBe(0);
  });

  it('answers too many complaints from one address with 429 and writes no complaint', async () => {
    ddb.on(UpdateCommand).rejects(new ConditionalCheckFailedException({ message: 'full', $metadata: {} }));
    const res = await complain(VISITOR);
    expect(res.statusCode).toBe(429);
    expect(body(res).message).toBe(COMPLAINT_TEXTS.tooMany);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('files a signed-in complaint as the account’s, acknowledged at the account’s address of the day', async () => {
    ddb.on(UpdateCommand).resolves({});
    ddb.on(TransactWriteCommand).resolves({});
    // An address sent along is not the account's: the account's is used.
    const res = await complain({ ...VISITOR, name: undefined, email: 'someone.else@example.com' }, 'nanny');
    expect(res.statusCode).toBe(201);
    const [complaint, email] = transactionItems();
    expect(complaint!.Put!.Item).toMatchObject({
      accountId: SUB,
      email: 'amelia@example.com',
      name: 'Amelia Jones',
      gsi1pk: `COMPLAINTS_OF#${SUB}`,
    });
    expect(email!.Put!.Item).toMatchObject({ accountId: SUB, payload: { recipientId: SUB } });
    expect(email!.Put!.Item!.payload).not.toHaveProperty('to');

    cognito.on(AdminGetUserCommand).resolves({
      UserAttributes: [
        { Name: 'sub', Value: SUB },
        { Name: 'email', Value: 'amelia.new@example.com' },
      ],
    });
    const stream = new OutboxStream(ddb);
    expect(await deliverOutbox(stream.eventOf(stream.written()))).toEqual({ batchItemFailures: [] });
    const sent = ses.commandCalls(SendEmailCommand)[0]!.args[0].input;
    expect(sent.Destination?.ToAddresses).toEqual(['amelia.new@example.com']);
    expect(sent.Content?.Simple?.Body?.Text?.Data).toContain('https://nanny.example/account#your-data');
  });

  it('refuses an account being deleted, whatever its token says, and writes nothing', async () => {
    accountRecord(ddb, { sub: SUB, userType: 'nanny', deletingAt: '2026-11-20T10:00:00.000Z' });
    const res = await complain(VISITOR, 'nanny');
    expect(res.statusCode).toBe(403);
    expect(body(res).message).toBe(DATA_RIGHTS_MESSAGES.accountDeletingWrites);
    expect(callsPastGate(ddb)).toEqual([]);
  });
});

const stored = (over: Partial<Complaint> = {}): Complaint => ({
  id: REFERENCE,
  accountId: null,
  email: 'pat@example.com',
  name: 'Pat',
  category: 'marketing',
  details: 'You kept emailing me after I unsubscribed.',
  status: 'open',
  createdAt: '2026-10-20T09:00:00.000Z',
  respondBy: '2026-11-19T09:00:00.000Z',
  responses: [],
  lastResponseAt: null,
  resolvedAt: null,
  complainantDeleted: false,
  ...over,
});

/** The table holds this complaint (read by key), now and after the response. */
function holds(complaint: Complaint, after?: Complaint) {
  const key = { Key: { pk: `COMPLAINT#${complaint.id}`, sk: 'COMPLAINT' } };
  ddb
    .on(GetCommand, key)
    .resolvesOnce({ Item: complaintToItem(complaint) })
    .resolves({ Item: complaintToItem(after ?? complaint) });
}

describe('responding to a complaint', () => {
  it('records the outcome and its email in one transaction, and resolves the complaint', async () => {
    holds(stored(), stored({ status: 'resolved' }));
    ddb.on(TransactWriteCommand).resolves({});
    const res = await respond({
      text: 'We have stopped the <b>emails</b> and removed your address from the list.',
      resolve: true,
    });
    expect(res.statusCode).toBe(200);
    const [update, email] = transactionItems();
    expect(update!.Update!.ConditionExpression).toBe('#status = :seen AND size(responses) = :count');
    expect(update!.Update!.ExpressionAttributeValues).toMatchObject({
      ':next': 'resolved',
      ':seen': 'open',
      ':count': 0,
      ':state': 'COMPLAINTS#resolved',
      ':response': [
        {
          text: 'We have stopped the emails and removed your address from the list.',
          byUserId: 'moderator-1',
        },
      ],
    });
    expect(update!.Update!.UpdateExpression).toContain('resolvedAt = :at');
    expect(email!.Put!.Item).toMatchObject({
      type: 'complaint-response-email',
      payload: { to: 'pat@example.com', reference: REFERENCE, resolved: true },
    });

    const stream = new OutboxStream(ddb);
    expect(await deliverOutbox(stream.eventOf(stream.written()))).toEqual({ batchItemFailures: [] });
    const text = ses.commandCalls(SendEmailCommand)[0]!.args[0].input.Content?.Simple?.Body?.Text?.Data;
    expect(text).toContain('removed your address from the list');
    expect(text).toContain('We have now closed your complaint.');
    expect(text).toContain('ico.org.uk');
  });

  it('keeps a complaint open with an update', async () => {
    holds(stored());
    ddb.on(TransactWriteCommand).resolves({});
    expect((await respond({ text: 'We are looking into it.', resolve: false })).statusCode).toBe(200);
    const [update] = transactionItems();
    expect(update!.Update!.ExpressionAttributeValues).toMatchObject({
      ':next': 'responded',
      ':state': 'COMPLAINTS#open',
    });
    expect(update!.Update!.UpdateExpression).not.toContain('resolvedAt');
  });

  it('refuses, writing nothing: a non-admin, an unknown complaint, a resolved one, an empty response', async () => {
    const family = await respond({ text: 'Hello', resolve: false }, claimsOf());
    expect(family.statusCode).toBe(403);

    const unknown = await respond({ text: 'Hello', resolve: false });
    expect(unknown.statusCode).toBe(404);
    expect(body(unknown).message).toBe(COMPLAINT_TEXTS.notFound);

    holds(stored({ status: 'resolved', resolvedAt: '2026-11-01T10:00:00.000Z' }));
    const resolved = await respond({ text: 'One more thing.', resolve: false });
    expect(resolved.statusCode).toBe(409);
    expect(body(resolved).message).toBe(COMPLAINT_TEXTS.alreadyResolved);

    holds(stored());
    const empty = await respond({ text: '<p> </p>', resolve: true });
    expect(empty.statusCode).toBe(400);
    expect(body(empty).fields).toEqual({ text: COMPLAINT_TEXTS.responseRequired });

    // A reference of the wrong shape is the caller's mistake, refused before anything is read.
    const malformed = await respond({ text: 'Hello', resolve: false }, ADMIN, 'not-a-ref');
    expect(malformed.statusCode).toBe(400);
    expect(body(malformed).fields).toEqual({ complaintId: COMPLAINT_TEXTS.notFound });
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('refuses a response raced by another (409), sending nothing twice', async () => {
    holds(stored());
    ddb.on(TransactWriteCommand).rejects(cancelled(['ConditionalCheckFailed', 'None']));
    const res = await respond({ text: 'We are looking into it.', resolve: false });
    expect(res.statusCode).toBe(409);
    expect(body(res).message).toBe(COMPLAINT_TEXTS.changed);
  });

  it('records a response to a complaint whose complainant deleted their account, with no email', async () => {
    holds(stored({ email: null, name: null, details: '', complainantDeleted: true }));
    ddb.on(TransactWriteCommand).resolves({});
    expect((await respond({ text: 'Closed.', resolve: true })).statusCode).toBe(200);
    expect(transactionItems()).toHaveLength(1);
  });
});

describe('the admin queue', () => {
  /** Answers each Query from these complaints, by the partition asked for. */
  function table(complaints: Complaint[]) {
    ddb.on(QueryCommand).callsFake((input: QueryCommandInput) => {
      const partition = input.ExpressionAttributeValues![':p'];
      const attr = input.KeyConditionExpression!.split(' ')[0]!;
      return { Items: complaints.map(complaintToItem).filter((item) => item[attr] === partition) };
    });
  }

  it('lists the queue by state (gsi2) or all of it (gsi3), each aged and flagged', async () => {
    const now = Date.now();
    const daysAgo = (days: number) => new Date(now - days * 24 * 3600 * 1000 - 60_000).toISOString();
    table([
      stored({ id: 'AAAAAAAAAA', createdAt: daysAgo(31) }),
      stored({ id: 'BBBBBBBBBB', createdAt: daysAgo(24) }),
      stored({ id: 'CCCCCCCCCC', createdAt: daysAgo(40), status: 'responded' }),
      stored({ id: 'DDDDDDDDDD', createdAt: daysAgo(2), status: 'resolved' }),
    ]);
    const list = async (query: Record<string, string>) => {
      const res = await handlers.queue!(
        apiEvent({ path: '/admin/complaints', query, claims: ADMIN }),
        lambdaContext,
      );
      expect(res.statusCode).toBe(200);
      return body(res).items as Array<{ reference: string; ageDays: number; urgency: string | null }>;
    };
    const open = await list({});
    expect(open.map((c) => [c.reference, c.ageDays, c.urgency])).toEqual([
      ['AAAAAAAAAA', 31, 'overdue'],
      ['BBBBBBBBBB', 24, 'due-soon'],
      ['CCCCCCCCCC', 40, null],
    ]);
    expect((await list({ status: 'resolved' })).map((c) => c.reference)).toEqual(['DDDDDDDDDD']);
    expect(await list({ status: 'all' })).toHaveLength(4);
    const queries = ddb.commandCalls(QueryCommand).map((c) => c.args[0].input);
    expect(queries.map((q) => [q.IndexName, q.ExpressionAttributeValues![':p']])).toEqual([
      ['gsi2', 'COMPLAINTS#open'],
      ['gsi2', 'COMPLAINTS#resolved'],
      ['gsi3', 'COMPLAINTS'],
    ]);
    expect(queries.every((q) => q.ScanIndexForward === false && typeof q.Limit === 'number')).toBe(true);

    const family = await handlers.queue!(
      apiEvent({ path: '/admin/complaints', claims: claimsOf() }),
      lambdaContext,
    );
    expect(family.statusCode).toBe(403);
  });
});
