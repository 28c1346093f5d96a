import { rateWindowPartition } from '../../lambdas/data/rate-limits.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
} from '@aws-sdk/client-s3';
import type { ApiHandler } from '../../lambdas/platform/http.ts';
import { apiEvent, claimsOf, lambdaContext } from './event.ts';
import { callsPastGate, mockAws, quietConsole, stubFunctionEnv } from '../support/aws.ts';
import { NAME_MESSAGES } from '../../lambdas/contract/auth.ts';

const { ddb, s3 } = mockAws('ddb', 's3');
quietConsole();
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj\n<< >>\nendobj\n%%EOF\n');
let handler: ApiHandler;

beforeAll(async () => {
  stubFunctionEnv();
  ({ handler } = await import('../../lambdas/http/nannies/save.ts'));
});

const body = (over: Record<string, unknown> = {}) => ({
  fullName: '<b>Amelia</b> Hughes',
  location: 'Clapham<script>x()</script>',
  postcode: 'SW4 0AA',
  yearsExperience: 8,
  email: 'Amelia@Example.com',
  bio: '<p onclick="x()">Warm and <em>patient</em>.</p>',
  skills: ['Newborns'],
  languages: ['English', 'French'],
  drivingLicense: true,
  willingToTravel: false,
  activelyLooking: true,
  hourlyRateMin: 12,
  hourlyRateMax: 15,
  additionalComments: '',
  photo: null,
  cv: { key: 'pending/user-1/nanny-cv/abc', name: 'cv.pdf' },
  dbs: null,
  references: [],
  ...over,
});

const save = (payload: unknown, type = 'nanny') =>
  handler(
    apiEvent({
      method: 'PUT',
      path: '/nanny-profile',
      body: JSON.stringify(payload),
      claims: claimsOf({ 'custom:user_type': type, email: 'amelia@example.com' }),
    }),
    lambdaContext,
  );

describe('PUT /nanny-profile', () => {
  it('refuses other user types before touching anything', async () => {
    const res = await save(body(), 'family');
    expect(res.statusCode).toBe(403);
    expect(callsPastGate(ddb)).toHaveLength(0);
    expect(s3.calls()).toHaveLength(0);
  });

  it('refuses bad input without a single write', async () => {
    const res = await save(body({ bio: 'short', yearsExperience: 'eight' }));
    expect(res.statusCode).toBe(400);
    expect(callsPastGate(ddb)).toHaveLength(0);
  });

  it('answers 429 once the email has used its 3 submissions this minute', async () => {
    ddb.on(UpdateCommand).rejects(new ConditionalCheckFailedException({ message: 'full', $metadata: {} }));
    const res = await save(body());
    expect(res.statusCode).toBe(429);
    expect(JSON.parse(res.body ?? '').message).toBe(
      'Too Many Attempts: Please wait a minute before submitting again.',
    );
    const update = ddb.commandCalls(UpdateCommand)[0]!.args[0].input;
    expect(update.Key?.pk).toBe(rateWindowPartition('nanny-profile', 'amelia@example.com'));
    expect(update.ConditionExpression).toContain('hits < :limit');
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('verifies and moves the CV, then writes the sanitised profile and its relations in one transaction', async () => {
    ddb.on(UpdateCommand).resolves({});
    ddb.on(GetCommand).resolves({});
    ddb.on(TransactWriteCommand).resolves({});
    s3.on(HeadObjectCommand).resolves({ ContentLength: PDF.length });
    s3.on(GetObjectCommand).resolves({ Body: { transformToByteArray: async () => PDF } } as never);
    s3.on(CopyObjectCommand).resolves({});
    s3.on(DeleteObjectCommand).resolves({});

    const res = await save(body());
    expect(res.statusCode).toBe(200);
    const copy = s3.commandCalls(CopyObjectCommand)[0]!.args[0].input;
    expect(copy.CopySource).toBe('uploads-under-test/pending/user-1/nanny-cv/abc');
    expect(copy.Key).toMatch(/^files\/nannies\/[0-9a-f-]+\/nanny-cv\//);
    expect(s3.commandCalls(HeadObjectCommand)[0]!.args[0].input.Key).toBe(copy.Key);
    // The pending upload goes only once the profile is saved.
    expect(s3.commandCalls(DeleteObjectCommand).map((c) => c.args[0].input.Key)).toEqual([
      'pending/user-1/nanny-cv/abc',
    ]);

    const items = ddb.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    const profile = items[0]!.Put!.Item!;
    expect(profile).toMatchObject({
      fullName: 'Amelia Hughes',
      location: 'Clapham',
      bio: 'Warm and patient.',
      email: 'amelia@example.com',
      gsi1pk: 'CANDIDATES',
      trust: { identity: null, dbsCertificate: null, references: [] },
      trustVersion: 0,
    });
    expect(items[0]!.Put!.ConditionExpression).toBe('attribute_not_exists(pk)');
    expect(items[1]!.Put!.Item).toMatchObject({ pk: 'USER#user-1', sk: 'NANNY' });
    // Created only while the account's record says it is a nanny's and not being deleted.
    expect(items[2]!.ConditionCheck).toMatchObject({
      Key: { pk: 'USER#user-1', sk: 'ACCOUNT' },
      ExpressionAttributeValues: { ':type': 'nanny' },
    });
    const relations = items.slice(3).map((i) => i.Put!.Item!.sk);
    expect(relations).toEqual(['SKILL#Newborns', 'LANG#English', 'LANG#French']);
    expect(items.find((i) => i.Put?.Item?.sk === 'LANG#French')!.Put!.Item).toMatchObject({
      proficiency: 'conversational',
    });
  });

  it('refuses an email other than the verified account email, and markup-only text', async () => {
    expect(JSON.parse((await save(body({ email: 'someone.else@example.com' }))).body ?? '').fields).toEqual({
      email: 'Use the email address you signed in with; messages from families are sent there.',
    });
    const empty = await save(body({ fullName: '<b></b>', bio: '<script>alert(12345)</script>' }));
    expect(JSON.parse(empty.body ?? '').fields).toEqual({
      fullName: 'Full name is required',
      bio: 'Bio must be at least 10 characters',
    });
    expect(callsPastGate(ddb)).toHaveLength(0);
  });

  it('refuses a name that passes for the site or its staff, writing nothing', async () => {
    for (const [fullName, message] of [
      ['Nanny Marketplace', NAME_MESSAGES.platform],
      ['Amelia Supp0rt', NAME_MESSAGES.staff('Support')],
    ] as const) {
      const res = await save(body({ fullName }));
      expect(res.statusCode).toBe(400);
      expect(JSON.parse(res.body ?? '').fields).toEqual({ fullName: message });
    }
    expect(callsPastGate(ddb)).toHaveLength(0);
    expect(s3.calls()).toHaveLength(0);
  });

  it('deletes a copy whose bytes are not a CV, keeps the upload for a retry, and writes nothing', async () => {
    ddb.on(UpdateCommand).resolves({});
    ddb.on(GetCommand).resolves({});
    s3.on(HeadObjectCommand).resolves({ ContentLength: 20 });
    s3.on(GetObjectCommand).resolves({
      Body: { transformToByteArray: async () => new TextEncoder().encode('<script>alert(1)</script>') },
    } as never);
    s3.on(DeleteObjectCommand).resolves({});
    s3.on(CopyObjectCommand).resolves({});
    const res = await save(body());
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body ?? '').fields).toEqual({ cv: 'Please upload a PDF or Word document.' });
    // The check reads the server's copy, not the object the browser can still overwrite.
    const copied = s3.commandCalls(CopyObjectCommand)[0]!.args[0].input.Key;
    expect(s3.commandCalls(GetObjectCommand)[0]!.args[0].input.Key).toBe(copied);
    expect(s3.commandCalls(DeleteObjectCommand).map((c) => c.args[0].input.Key)).toEqual([copied]);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('refuses a key that is not the caller’s own pending upload', async () => {
    ddb.on(UpdateCommand).resolves({});
    ddb.on(GetCommand).resolves({});
    const res = await save(body({ cv: { key: 'files/nannies/someone-else/nanny-cv/x', name: 'cv.pdf' } }));
    expect(res.statusCode).toBe(400);
    expect(s3.calls()).toHaveLength(0);
  });
});
