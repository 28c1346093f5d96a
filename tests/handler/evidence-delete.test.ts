import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { DeleteObjectCommand } from '@aws-sdk/client-s3';
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import type { ApiHandler } from '../../lambdas/platform/http.ts';
import { apiEvent, claimsOf, lambdaContext } from './event.ts';
import { OutboxStream } from './outbox-stream.ts';
import { mockAws, quietConsole, stubFunctionEnv } from '../support/aws.ts';

/**
 * A decided check's document is deleted by the outbox, not by the request that decided it: the deletion
 * is an outbox entry in the decision's transaction (so a decision cannot land without it, nor it without
 * the decision), and the deliverer deletes the file, once or again without harm.
 */
const { ddb, s3 } = mockAws('ddb', 's3');
quietConsole();
let decideCheck: ApiHandler;
let deliverOutbox: (event: DynamoDBStreamEvent) => Promise<DynamoDBBatchResponse>;

beforeAll(async () => {
  stubFunctionEnv();
  decideCheck = ((await import('../../lambdas/http/admin/decide-check.ts')) as { handler: ApiHandler })
    .handler;
  deliverOutbox = (await import('../../lambdas/streams/outbox.ts')).handler;
});

const NANNY = 'nanny-0001';
const REQUEST = 'request-0001';
const EVIDENCE = `files/nannies/${NANNY}/nanny-evidence/0b7f3a8e-1111-4222-8333-444455556666`;
const profile = {
  pk: `NANNY#${NANNY}`,
  sk: 'PROFILE',
  id: NANNY,
  userId: 'user-nanny',
  fullName: 'Rosa Martínez Lopez',
  location: 'Brixton, London',
  yearsExperience: 6,
  email: 'rosa@example.com',
  skills: [],
  languages: [],
  trustVersion: 3,
};
const request = {
  pk: `NANNY#${NANNY}`,
  sk: `CHECK#${REQUEST}`,
  id: REQUEST,
  kind: 'identity',
  status: 'requested',
  requestedAt: '2026-11-20T09:00:00.000Z',
  note: '',
  evidence: { key: EVIDENCE, name: 'evidence.png' },
  profileDbs: null,
};

let stream: OutboxStream;
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  stream = new OutboxStream(ddb);
  ddb.on(GetCommand, { Key: { pk: `NANNY#${NANNY}`, sk: `CHECK#${REQUEST}` } }).resolves({ Item: request });
  ddb.on(GetCommand, { Key: { pk: `NANNY#${NANNY}`, sk: 'PROFILE' } }).resolves({ Item: profile });
  ddb.on(QueryCommand).resolves({ Items: [] });
  ddb.on(TransactWriteCommand).resolves({});
  s3.on(DeleteObjectCommand).resolves({});
});

const decide = (body: unknown) =>
  decideCheck(
    apiEvent({
      method: 'PUT',
      path: `/admin/verifications/${NANNY}/requests/${REQUEST}`,
      params: { nannyId: NANNY, requestId: REQUEST },
      body: JSON.stringify(body),
      claims: claimsOf({ sub: 'admin-1', 'cognito:groups': '[admin]' }),
    }),
    lambdaContext,
  );

describe('a decided check’s evidence', () => {
  it.each([
    ['refused', { outcome: 'refuse', reason: 'The photo is too blurred to read.' }],
    [
      'recorded',
      {
        outcome: 'record',
        details: { kind: 'identity', documentType: 'passport', nameMatches: true, checkedOn: '2026-11-20' },
      },
    ],
  ])('is owed by the outbox when the check is %s, in the decision’s own transaction', async (_, body) => {
    const res = await decide(body);
    expect(res.statusCode, res.body).toBe(200);
    // The request is not deleted from S3 here: the decision's one transaction owes it.
    expect(s3.commandCalls(DeleteObjectCommand)).toHaveLength(0);
    const transactions = ddb.commandCalls(TransactWriteCommand).map((c) => c.args[0].input.TransactItems!);
    expect(transactions).toHaveLength(1);
    const [items] = transactions;
    const decision = items!.find((i) => i.Update?.Key?.sk === `CHECK#${REQUEST}`)!.Update!;
    expect(decision.UpdateExpression).toContain('evidence');
    const owed = stream.written().filter((item) => item.type === 'evidence-delete');
    expect(owed).toEqual([
      expect.objectContaining({
        accountId: 'user-nanny',
        payload: { nannyId: NANNY, requestId: REQUEST, keys: [EVIDENCE] },
      }),
    ]);
  });

  it('is deleted by the deliverer, once, and delivering it again deletes nothing more', async () => {
    await decide({ outcome: 'refuse', reason: 'The photo is too blurred to read.' });
    const owed = stream.written().filter((item) => item.type === 'evidence-delete');
    expect(await deliverOutbox(stream.eventOf(owed))).toEqual({ batchItemFailures: [] });
    expect(s3.commandCalls(DeleteObjectCommand).map((c) => c.args[0].input)).toEqual([
      { Bucket: 'uploads-under-test', Key: EVIDENCE },
    ]);
    expect(stream.stored.get(String(owed[0]!.pk))?.deliveredAt).toEqual(expect.any(String));
    // The stream hands it over again: recorded as delivered, so nothing is deleted twice.
    expect(await deliverOutbox(stream.eventOf(owed))).toEqual({ batchItemFailures: [] });
    expect(s3.commandCalls(DeleteObjectCommand)).toHaveLength(1);
  });

  it('is retried when S3 fails, and a key gone already is no failure', async () => {
    await decide({ outcome: 'refuse', reason: 'The photo is too blurred to read.' });
    const owed = stream.written().filter((item) => item.type === 'evidence-delete');
    s3.on(DeleteObjectCommand).rejectsOnce(new Error('S3 is down')).resolves({});
    const failed = await deliverOutbox(stream.eventOf(owed));
    expect(failed.batchItemFailures).toHaveLength(1);
    expect(stream.stored.get(String(owed[0]!.pk))?.deliveredAt).toBeUndefined();
    // S3 answers a delete of a missing key with success: the retry is the same call.
    expect(await deliverOutbox(stream.eventOf(owed))).toEqual({ batchItemFailures: [] });
    expect(s3.commandCalls(DeleteObjectCommand)).toHaveLength(2);
  });

  it('deletes only that nanny’s evidence, whatever the entry names', async () => {
    const item = {
      pk: 'OUTBOX#forged-1',
      sk: 'MESSAGE',
      entity: 'OutboxMessage',
      id: 'forged-1',
      type: 'evidence-delete',
      accountId: 'user-nanny',
      createdAt: '2026-11-20T10:00:00.000Z',
      payload: {
        nannyId: NANNY,
        requestId: REQUEST,
        keys: [
          EVIDENCE,
          `files/nannies/${NANNY}/nanny-cv/0b7f3a8e-1111-4222-8333-444455556666`,
          `files/nannies/another-nanny/nanny-evidence/0b7f3a8e-1111-4222-8333-444455556666`,
          'exports/user-nanny/export.zip',
        ],
      },
    };
    expect(await deliverOutbox(stream.eventOf([item]))).toEqual({ batchItemFailures: [] });
    expect(s3.commandCalls(DeleteObjectCommand).map((c) => c.args[0].input.Key)).toEqual([EVIDENCE]);
  });
});
