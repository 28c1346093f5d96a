import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  BatchGetCommand,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import type { ApiHandler } from '../../lambdas/platform/http.ts';
import { apiEvent, claimsOf, lambdaContext } from './event.ts';
import { OutboxStream } from './outbox-stream.ts';
import { mockAws, quietConsole, stubFunctionEnv } from '../support/aws.ts';
import { recordMetrics } from './metrics.ts';

/**
 * What the local cloud cannot make happen on demand: a send that loses the race for its number (the
 * transaction's condition on the conversation's last number fails, and it is tried again at the next),
 * the same client id arriving while the first is written, a block met inside the transaction, an open
 * thread's 304 after its one read, and a notification the recipient read before it went out.
 */
const { ddb, ses, cognito } = mockAws('ddb', 'ses', 'cognito');
quietConsole();
const metricsWritten = recordMetrics();
// Items a test does not name are absent (no settings, no inbox row, no block).
beforeEach(() => {
  ddb.on(GetCommand).resolves({});
});
const handlers: Record<string, ApiHandler> = {};
let deliverOutbox: (event: DynamoDBStreamEvent) => Promise<DynamoDBBatchResponse>;

beforeAll(async () => {
  stubFunctionEnv();
  for (const [name, path] of Object.entries({ send: 'messages/send.ts', thread: 'messages/thread.ts' }))
    handlers[name] = ((await import(`../../lambdas/http/${path}`)) as { handler: ApiHandler }).handler;
  deliverOutbox = (await import('../../lambdas/streams/outbox.ts')).handler;
});

const ID = '0123456789abcdef0123456789abcdef';
const FAMILY = 'user-1';
const NANNY = 'user-2';

const conversation = (lastSeq: number, over: Record<string, unknown> = {}) => ({
  pk: `CONV#${ID}`,
  sk: 'CONV',
  entity: 'Conversation',
  id: ID,
  origin: 'candidate',
  jobId: null,
  jobTitle: null,
  a: {
    key: `ACCOUNT#${FAMILY}`,
    accountId: FAMILY,
    kind: 'family',
    label: 'Pat',
    nannyId: null,
    readSeq: lastSeq,
  },
  b: {
    key: `ACCOUNT#${NANNY}`,
    accountId: NANNY,
    kind: 'nanny',
    label: 'Rosa',
    nannyId: 'nanny-1',
    readSeq: 0,
    notifiedAt: new Date().toISOString(),
  },
  createdAt: '2026-11-01T10:00:00.000Z',
  lastAt: '2026-11-01T10:00:00.000Z',
  lastSeq,
  lastSender: 'a',
  accounts: [FAMILY, NANNY],
  pairPk: `PAIR#ACCOUNT#${FAMILY}|ACCOUNT#${NANNY}|-`,
  ...over,
});

const conversationKey = { Key: { pk: `CONV#${ID}`, sk: 'CONV' } };

/** A transaction cancelled because the item at `index` failed its condition. */
const cancelledAt = (index: number, count = 12) =>
  new TransactionCanceledException({
    message: 'Transaction cancelled',
    $metadata: {},
    CancellationReasons: Array.from({ length: count }, (_, i) => ({
      Code: i === index ? 'ConditionalCheckFailed' : 'None',
    })),
  });

const sendEvent = (clientId = 'client-id-0001', text = 'Hello again') =>
  apiEvent({
    method: 'POST',
    path: `/messages/${ID}`,
    params: { conversationId: ID },
    body: JSON.stringify({ text, clientId }),
    claims: claimsOf({ sub: FAMILY }),
  });

const transactions = () =>
  ddb.commandCalls(TransactWriteCommand).map((call) => call.args[0].input as TransactWriteCommandInput);
const keysOf = (input: TransactWriteCommandInput) =>
  (input.TransactItems ?? []).map((item) => {
    const key = item.Put?.Item ?? item.Update?.Key ?? item.ConditionCheck?.Key ?? item.Delete?.Key ?? {};
    return `${String(key.pk)} ${String(key.sk)}`;
  });

describe('sending a message', () => {
  it('takes the next number when another message took the one it read', async () => {
    // Another message takes number 4 as the first try is written: the second try reads it.
    ddb
      .on(GetCommand, conversationKey)
      .callsFake(async () => ({ Item: conversation(transactions().length === 0 ? 3 : 4) }));
    ddb.on(TransactWriteCommand).rejectsOnce(cancelledAt(2)).resolves({});
    const res = await handlers.send!(sendEvent(), lambdaContext);
    expect(res.statusCode).toBe(201);
    expect(JSON.parse(String(res.body)).message).toMatchObject({ id: `${ID}_5`, seq: 5, mine: true });
    // Stored once, counted once, however many tries it took.
    expect(metricsWritten()).toEqual({ MessageSent: 1 });
    const [first, second] = transactions();
    expect(keysOf(first!)).toContain(`CONV#${ID} MSG#000000004`);
    expect(keysOf(second!)).toContain(`CONV#${ID} MSG#000000005`);
    // The retry is conditioned on the number it read this time.
    const update = second!.TransactItems!.find((item) => item.Update?.Key?.sk === 'CONV')!.Update!;
    expect(update.ExpressionAttributeValues).toMatchObject({ ':prev': 4, ':seq': 5 });
    // One transaction holds everything: both inbox rows, her count, both blocks checked, the timer.
    expect(keysOf(second!)).toEqual(
      expect.arrayContaining([
        `CONV#${ID} SENT#client-id-0001`,
        `USER#${FAMILY} CONV#${ID}`,
        `USER#${NANNY} CONV#${ID}`,
        `USER#${NANNY} ACTIVITY`,
        `USER#${FAMILY} BLOCK#ACCOUNT#${NANNY}`,
        `USER#${NANNY} BLOCK#ACCOUNT#${FAMILY}`,
        `RETAIN#conversation#${ID} DUE`,
      ]),
    );
  });

  it('reads the conversation once, and again only after losing the race for a number', async () => {
    const reads = () =>
      ddb.commandCalls(GetCommand).filter((call) => call.args[0].input.Key?.sk === 'CONV').length;
    ddb.on(GetCommand, conversationKey).resolves({ Item: conversation(3) });
    ddb.on(TransactWriteCommand).resolves({});
    expect((await handlers.send!(sendEvent(), lambdaContext)).statusCode).toBe(201);
    expect(reads()).toBe(1);
    ddb.resetHistory();
    ddb
      .on(GetCommand, conversationKey)
      .callsFake(async () => ({ Item: conversation(transactions().length === 0 ? 3 : 4) }));
    ddb.on(TransactWriteCommand).rejectsOnce(cancelledAt(2)).resolves({});
    expect((await handlers.send!(sendEvent(), lambdaContext)).statusCode).toBe(201);
    expect(reads()).toBe(2);
  });

  it('answers the first message when the same client id was stored meanwhile', async () => {
    const stored = {
      pk: `CONV#${ID}`,
      sk: 'MSG#000000004',
      conversationId: ID,
      seq: 4,
      sender: 'a',
      senderAccountId: FAMILY,
      accounts: [FAMILY, NANNY],
      text: 'Hello again',
      sentAt: '2026-11-24T09:00:00.000Z',
    };
    ddb.on(GetCommand, conversationKey).resolves({ Item: conversation(4) });
    ddb
      .on(GetCommand, { Key: { pk: `CONV#${ID}`, sk: 'SENT#client-id-0001' } })
      .resolves({ Item: { seq: 4 } });
    ddb.on(GetCommand, { Key: { pk: `CONV#${ID}`, sk: 'MSG#000000004' } }).resolves({ Item: stored });
    ddb.on(TransactWriteCommand).rejects(cancelledAt(0));
    const res = await handlers.send!(sendEvent(), lambdaContext);
    expect(res.statusCode).toBe(201);
    expect(JSON.parse(String(res.body)).message).toMatchObject({ seq: 4, sentAt: stored.sentAt });
    expect(transactions()).toHaveLength(1);
    // The message was counted when it was first stored; answering it again counts nothing.
    expect(metricsWritten()).toEqual({});
  });

  it('answers 404 when the sender’s own block is met in the transaction, and does not try again', async () => {
    ddb.on(GetCommand, conversationKey).resolves({ Item: conversation(2) });
    // The family's own block of the nanny (myBlock) fails.
    ddb.on(TransactWriteCommand).rejects(cancelledAt(3));
    const res = await handlers.send!(sendEvent(), lambdaContext);
    expect(res.statusCode).toBe(404);
    expect(transactions()).toHaveLength(1);
    expect(metricsWritten()).toEqual({});
  });

  it('holds a message the other side’s block meets: taken as sent, nothing of it reaches them', async () => {
    ddb.on(GetCommand, conversationKey).resolves({ Item: conversation(2) });
    // The nanny blocked the family (theirBlock fails): the next try holds the message.
    ddb.on(TransactWriteCommand).rejectsOnce(cancelledAt(4)).resolves({});
    const res = await handlers.send!(sendEvent(), lambdaContext);
    expect(res.statusCode).toBe(201);
    expect(JSON.parse(String(res.body)).message).toMatchObject({ seq: 3, mine: true, text: 'Hello again' });
    const [, held] = transactions();
    const keys = keysOf(held!);
    // Her own side moves as for any message...
    expect(keys).toEqual(
      expect.arrayContaining([
        `CONV#${ID} MSG#000000003`,
        `CONV#${ID} SENT#client-id-0001`,
        `USER#${FAMILY} CONV#${ID}`,
      ]),
    );
    // ...while the nanny's inbox row, her badge and the email are not written.
    expect(keys).not.toContain(`USER#${NANNY} CONV#${ID}`);
    expect(keys).not.toContain(`USER#${NANNY} ACTIVITY`);
    expect(keys.some((key) => key.startsWith('OUTBOX#'))).toBe(false);
    const message = held!.TransactItems!.find((i) => i.Put?.Item?.sk === 'MSG#000000003')!.Put!.Item!;
    expect(message.withheld).toBe(true);
    // Held only while the block stands; the nanny's view stops before it.
    const block = held!.TransactItems!.find((i) => i.ConditionCheck?.Key?.sk === `BLOCK#ACCOUNT#${FAMILY}`);
    expect(block!.ConditionCheck!.ConditionExpression).toBe('attribute_exists(pk)');
    const update = held!.TransactItems!.find((i) => i.Update?.Key?.sk === 'CONV')!.Update!;
    expect(update.UpdateExpression).toContain('#to.visibleSeq = if_not_exists(#to.visibleSeq, :prev)');
    expect(metricsWritten()).toEqual({ MessageSent: 1 });
  });

  it('refuses a message to a deleted side before writing anything', async () => {
    ddb.on(GetCommand, conversationKey).resolves({
      Item: conversation(2, { b: { ...conversation(2).b, deleted: true, accountId: null } }),
    });
    const res = await handlers.send!(sendEvent(), lambdaContext);
    expect(res.statusCode).toBe(404);
    expect(transactions()).toHaveLength(0);
  });
});

describe('an open thread', () => {
  const threadEvent = (headers: Record<string, string> = {}) =>
    apiEvent({
      method: 'GET',
      path: `/messages/${ID}`,
      params: { conversationId: ID },
      query: { after: '3' },
      headers,
      claims: claimsOf({ sub: NANNY, 'custom:user_type': 'nanny' }),
    });

  beforeEach(() => {
    ddb.on(GetCommand, conversationKey).resolves({ Item: conversation(3) });
    ddb.on(QueryCommand).resolves({ Items: [] });
    ddb.on(BatchGetCommand).resolves({ Responses: {} });
  });

  it('answers 304 with no body after one read when its version is unchanged', async () => {
    const first = await handlers.thread!(threadEvent(), lambdaContext);
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers?.etag);
    ddb.resetHistory();
    const again = await handlers.thread!(threadEvent({ 'if-none-match': etag }), lambdaContext);
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers?.etag).toBe(etag);
    expect(again.headers?.['content-type']).toBeUndefined();
    expect(ddb.calls()).toHaveLength(1);
  });

  it('answers in full when its version moved, or when the page asked for is another', async () => {
    const first = await handlers.thread!(threadEvent(), lambdaContext);
    const etag = String(first.headers?.etag);
    ddb.on(GetCommand, conversationKey).resolves({ Item: conversation(3, { hiddenVersion: 1 }) });
    expect((await handlers.thread!(threadEvent({ 'if-none-match': etag }), lambdaContext)).statusCode).toBe(
      200,
    );
  });

  it('answers the blocked side exactly as it answers an idle thread', async () => {
    const idle = await handlers.thread!(threadEvent(), lambdaContext);
    // The family blocked the nanny, in this conversation (its copy) and by the block item.
    const block = { pk: `USER#${FAMILY}`, sk: `BLOCK#ACCOUNT#${NANNY}`, entity: 'ConversationBlock' };
    ddb.on(BatchGetCommand).resolves({ Responses: { [process.env.TABLE_NAME!]: [block] } });
    ddb.on(GetCommand, conversationKey).resolves({
      Item: conversation(3, { a: { ...conversation(3).a, blocking: true } }),
    });
    const blocked = await handlers.thread!(threadEvent(), lambdaContext);
    expect(blocked.statusCode).toBe(200);
    expect(blocked.body).toBe(idle.body);
    expect(blocked.headers?.etag).toBe(idle.headers?.etag);
    expect(JSON.parse(String(blocked.body))).toMatchObject({ canSend: true });
  });

  it('gives no version to the blocker’s answer while the conversation does not mirror its block yet', async () => {
    // The nanny blocked the family (the block item is read) while the conversation item read before it
    // carries no copy: a version now would be the unblocked one's, and a later unblock would answer 304
    // to a page still showing the block.
    const block = { pk: `USER#${NANNY}`, sk: `BLOCK#ACCOUNT#${FAMILY}`, entity: 'ConversationBlock' };
    ddb.on(BatchGetCommand).resolves({ Responses: { [process.env.TABLE_NAME!]: [block] } });
    const answer = await handlers.thread!(threadEvent(), lambdaContext);
    expect(answer.statusCode).toBe(200);
    expect(JSON.parse(String(answer.body))).toMatchObject({ canSend: false });
    expect(answer.headers?.etag).toBeUndefined();
    // Once the conversation carries the nanny's copy, the answer has its version again.
    ddb.on(GetCommand, conversationKey).resolves({
      Item: conversation(3, { b: { ...conversation(3).b, blocking: true } }),
    });
    expect((await handlers.thread!(threadEvent(), lambdaContext)).headers?.etag).toMatch(/^"/);
  });
});

describe('the email of a new message', () => {
  it('is not sent when its recipient read the message by then, and names no address when sent', async () => {
    const outbox = new OutboxStream(ddb);
    ddb
      .on(GetCommand, conversationKey)
      .resolves({ Item: conversation(3, { b: { ...conversation(3).b, notifiedAt: undefined } }) });
    ddb.on(TransactWriteCommand).resolves({});
    expect(
      (await handlers.send!(sendEvent('client-id-0002', 'Are you free?'), lambdaContext)).statusCode,
    ).toBe(201);
    const [email] = outbox.written();
    expect(email).toMatchObject({ type: 'message-email', payload: { recipientId: NANNY, seq: 4 } });

    // She read it before the stream delivered it: nothing is sent.
    ddb.on(GetCommand, conversationKey).resolves({
      Item: conversation(4, { b: { ...conversation(4).b, readSeq: 4 } }),
    });
    await deliverOutbox(outbox.eventOf([email!]));
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(0);

    // Unread: sent to her account's address, from the platform, with no Reply-To.
    const unread = { ...email!, pk: 'OUTBOX#second', id: 'second' };
    ddb.on(GetCommand, conversationKey).resolves({ Item: conversation(4) });
    cognito.on(AdminGetUserCommand).resolves({
      Username: NANNY,
      UserAttributes: [
        { Name: 'sub', Value: NANNY },
        { Name: 'email', Value: 'rosa@example.com' },
        { Name: 'email_verified', Value: 'true' },
      ],
    });
    await deliverOutbox(outbox.eventOf([unread]));
    const [sent] = ses.commandCalls(SendEmailCommand);
    expect(sent?.args[0].input.Destination?.ToAddresses).toEqual(['rosa@example.com']);
    expect(sent?.args[0].input.ReplyToAddresses).toBeUndefined();
    expect(sent?.args[0].input.Content?.Simple?.Body?.Text?.Data).toContain(
      `https://nanny.example/messages/${ID}`,
    );
  });
});
