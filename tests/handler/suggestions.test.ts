import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { aJob } from '../support/fixtures.ts';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  BatchGetCommand,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  type QueryCommandInput,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { jobToItem, type Job } from '../../lambdas/data/jobs.ts';
import { nannyToItem } from '../../lambdas/data/nannies.ts';
import { EMPTY_TRUST } from '../../lambdas/domain/verification.ts';
import type { NannyProfile } from '../../lambdas/domain/nanny.ts';
import type { ApiHandler } from '../../lambdas/platform/http.ts';
import { apiEvent, claimsOf, lambdaContext } from './event.ts';
import { mockAws, quietConsole, stubFunctionEnv } from '../support/aws.ts';

/**
 * Suggested nannies and invitations at the SDK boundary: which partition is read (and nothing else),
 * who is left out, the best ten, the poster-only 404, and the invitation's conditional put, its 409s.
 */
const { ddb } = mockAws('ddb', 'cognito');
quietConsole();
const handlers: Record<string, ApiHandler> = {};
beforeAll(async () => {
  stubFunctionEnv();
  for (const [name, path] of Object.entries({
    suggestions: 'hiring/suggestions.ts',
    invite: 'hiring/invite.ts',
  }))
    handlers[name] = ((await import(`../../lambdas/http/${path}`)) as { handler: ApiHandler }).handler;
});

const JOB_ID = 'job-12345678';
const FAMILY = 'family-1';
const future = new Date(Date.now() + 20 * 86_400_000).toISOString();

const job = (over: Partial<Job> = {}): Job =>
  aJob({
    id: JOB_ID,
    ownerId: FAMILY,
    description: 'A caring nanny for our two children.',
    startDate: '2027-03-10',
    requirements: ['SEN experience'],
    createdAt: '2026-02-01T10:00:00.000Z',
    publishedAt: '2026-02-01T10:01:00.000Z',
    liveUntil: future,
    ...over,
  });

const nanny = (n: number, over: Partial<NannyProfile> = {}): NannyProfile => ({
  id: `nanny-${String(n).padStart(8, '0')}`,
  userId: `nanny-user-${n}`,
  fullName: `Nanny${n} Surname`,
  location: 'London',
  postcodeDistrict: 'SW9',
  lookingFor: [],
  availableFrom: null,
  availability: null,
  yearsExperience: 1,
  email: `n${n}@example.com`,
  bio: 'Caring and experienced.',
  skills: [],
  languages: ['English'],
  drivingLicense: false,
  willingToTravel: false,
  activelyLooking: true,
  hourlyRateMin: null,
  hourlyRateMax: null,
  additionalComments: '',
  photo: null,
  cv: null,
  dbs: null,
  references: [],
  rating: 0,
  totalReviews: 0,
  trust: EMPTY_TRUST,
  trustVersion: 0,
  ratingSum: 0,
  hidden: false,
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-01T10:00:00.000Z',
  ...over,
});

const event = (kind: 'suggestions' | 'invite', sub = FAMILY, body?: unknown) =>
  apiEvent({
    method: kind === 'invite' ? 'POST' : 'GET',
    path: `/my-jobs/${JOB_ID}/${kind === 'invite' ? 'invitations' : 'suggestions'}`,
    params: { jobId: JOB_ID },
    ...(body ? { body: JSON.stringify(body) } : {}),
    claims: claimsOf({ sub }),
  });

let stored: Record<string, Record<string, unknown>>;
beforeEach(() => {
  stored = { [`JOB#${JOB_ID}|JOB`]: jobToItem(job()) };
  ddb.on(GetCommand).callsFake((input: { Key: { pk: string; sk: string } }) => {
    const item = stored[`${input.Key.pk}|${input.Key.sk}`];
    return item ? { Item: item } : {};
  });
  ddb.on(BatchGetCommand).resolves({ Responses: { 'table-under-test': [] } });
});

const queries = () => ddb.commandCalls(QueryCommand).map((c) => c.args[0].input as QueryCommandInput);

describe('GET /my-jobs/{jobId}/suggestions', () => {
  it('reads only the job area’s partition, every page, and answers the best ten', async () => {
    const area = Array.from({ length: 14 }, (_, i) => nanny(i, { yearsExperience: i }));
    // Best for the job: in SW4 with SEN.
    area[3] = nanny(3, { postcodeDistrict: 'SW4', skills: ['SEN'] });
    ddb
      .on(QueryCommand)
      .resolvesOnce({ Items: area.slice(0, 8).map(nannyToItem), LastEvaluatedKey: { pk: 'x', sk: 'y' } })
      .resolvesOnce({ Items: area.slice(8).map(nannyToItem) });
    const res = await handlers.suggestions!(event('suggestions'), lambdaContext);
    expect(res.statusCode).toBe(200);
    const body = JSON.parse(String(res.body));
    expect(queries()).toHaveLength(2);
    for (const q of queries()) {
      expect(q.IndexName).toBe('gsi3');
      expect(q.ExpressionAttributeValues).toEqual({ ':p': 'CANDIDATES_AREA#SW' });
    }
    expect(body.basis).toBe('area');
    expect(body.area).toBe('SW');
    expect(body.items).toHaveLength(10);
    expect(body.items[0].card.firstName).toBe('Nanny3');
    expect(body.items[0].match.reasons).toEqual(
      expect.arrayContaining(['Same area: SW4', 'SEN experience, which you asked for']),
    );
    const scores = body.items.map((i: { match: { score: number } }) => i.match.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    // The public card only: no surname, no email.
    expect(JSON.stringify(body)).not.toContain('Surname');
    expect(JSON.stringify(body)).not.toContain('@example.com');
  });

  it('weighs her replies and meetings lightly, says so, and shows them on her card while they hold', async () => {
    const record = { replies: 'day' as const, reads: null, noMissed: true };
    ddb.on(QueryCommand).resolves({
      Items: [
        nannyToItem(nanny(1)),
        nannyToItem(nanny(2, { responsiveness: { ...record, until: '2099-01-01' } })),
        nannyToItem(nanny(3, { responsiveness: { ...record, until: '2020-01-01' } })),
      ],
    });
    const body = JSON.parse(String((await handlers.suggestions!(event('suggestions'), lambdaContext)).body));
    const items = body.items as Array<{
      card: { firstName: string; responsiveness: unknown };
      match: { score: number; reasons: string[]; gaps: string[] };
    }>;
    expect(items[0]!.card.firstName).toBe('Nanny2');
    expect(items[0]!.card.responsiveness).toEqual(record);
    expect(items[0]!.match.reasons.slice(-2)).toEqual(['Replies within a day', 'No missed interviews']);
    expect(items[0]!.match.score - items[1]!.match.score).toBe(4);
    // A record out of date, or none: not shown, no points, no reason and no gap.
    for (const other of items.slice(1)) {
      expect(other.card.responsiveness).toBeNull();
      expect(other.match.reasons).not.toContain('Replies within a day');
      expect(other.match.gaps).toEqual(items[0]!.match.gaps);
    }
    expect(items[1]!.match.score).toBe(items[2]!.match.score);
  });

  it('leaves out hidden nannies and those not looking, whatever the index says', async () => {
    ddb.on(QueryCommand).resolves({
      Items: [
        { ...nannyToItem(nanny(1)), hidden: true, gsi3pk: 'CANDIDATES_AREA#SW' },
        { ...nannyToItem(nanny(2)), activelyLooking: false, gsi3pk: 'CANDIDATES_AREA#SW' },
        nannyToItem(nanny(3)),
      ],
    });
    const res = await handlers.suggestions!(event('suggestions'), lambdaContext);
    const body = JSON.parse(String(res.body));
    expect(body.items.map((i: { card: { firstName: string } }) => i.card.firstName)).toEqual(['Nanny3']);
  });

  it('reads the top of the whole list for a job without a postcode, and says so', async () => {
    stored[`JOB#${JOB_ID}|JOB`] = jobToItem(job({ postcodeDistrict: null }));
    ddb.on(QueryCommand).resolves({ Items: [nannyToItem(nanny(1))] });
    const body = JSON.parse(String((await handlers.suggestions!(event('suggestions'), lambdaContext)).body));
    expect(body.basis).toBe('everywhere');
    expect(queries()[0]).toMatchObject({ IndexName: 'gsi1', Limit: 100 });
  });

  it('is 404 for another poster’s job, and reads no nanny', async () => {
    const res = await handlers.suggestions!(event('suggestions', 'family-2'), lambdaContext);
    expect(res.statusCode).toBe(404);
    expect(queries()).toHaveLength(0);
  });
});

const cancelledAt = (index: number, count: number) =>
  new TransactionCanceledException({
    message: 'Transaction cancelled',
    $metadata: {},
    CancellationReasons: Array.from({ length: count }, (_, i) => ({
      Code: i === index ? 'ConditionalCheckFailed' : 'None',
    })),
  });
const transactions = () =>
  ddb.commandCalls(TransactWriteCommand).map((c) => c.args[0].input as TransactWriteCommandInput);

describe('POST /my-jobs/{jobId}/invitations', () => {
  const invited = nanny(1, { postcodeDistrict: 'SW4' });
  beforeEach(() => {
    stored[`NANNY#${invited.id}|PROFILE`] = nannyToItem(invited);
    ddb.on(TransactWriteCommand).resolves({});
  });

  it('starts the conversation with the invitation put on its condition, in one transaction', async () => {
    const res = await handlers.invite!(event('invite', FAMILY, { nannyId: invited.id }), lambdaContext);
    expect(res.statusCode).toBe(201);
    const [write] = transactions();
    const items = write!.TransactItems!;
    const put = items.find((i) => String(i.Put?.Item?.sk).startsWith('INVITE#'))!.Put!;
    expect(put.Item).toMatchObject({ pk: `JOB#${JOB_ID}`, sk: `INVITE#${invited.id}`, posterId: FAMILY });
    expect(put.ConditionExpression).toBe('attribute_not_exists(pk)');
    const message = items.find((i) => String(i.Put?.Item?.sk).startsWith('MSG#'))!.Put!.Item!;
    expect(message.text).toBe(
      `Hello Nanny1, we'd like to invite you to apply for our job “Nanny for two”: https://nanny.example/jobs/${JOB_ID}`,
    );
    // The job is held to the board as it is written; the email goes through the outbox.
    expect(items.some((i) => i.ConditionCheck?.Key?.sk === 'JOB')).toBe(true);
    expect(items.some((i) => String(i.Put?.Item?.pk).startsWith('OUTBOX'))).toBe(true);
  });

  it('is 409 when the invitation’s put fails its condition (a double click)', async () => {
    ddb.on(TransactWriteCommand).callsFake((input: TransactWriteCommandInput) => {
      const items = input.TransactItems!;
      const at = items.findIndex((i) => String(i.Put?.Item?.sk).startsWith('INVITE#'));
      throw cancelledAt(at, items.length);
    });
    const res = await handlers.invite!(event('invite', FAMILY, { nannyId: invited.id }), lambdaContext);
    expect(res.statusCode).toBe(409);
    expect(JSON.parse(String(res.body)).message).toBe('You have already invited Nanny1 to apply.');
  });

  it('is 409 at once when she was invited already, and writes nothing', async () => {
    stored[`JOB#${JOB_ID}|INVITE#${invited.id}`] = { pk: `JOB#${JOB_ID}`, sk: `INVITE#${invited.id}` };
    const res = await handlers.invite!(event('invite', FAMILY, { nannyId: invited.id }), lambdaContext);
    expect(res.statusCode).toBe(409);
    expect(transactions()).toHaveLength(0);
  });

  it('is refused for a closed job, and 404 for another poster’s', async () => {
    stored[`JOB#${JOB_ID}|JOB`] = jobToItem(
      job({ active: false, closedAt: '2026-02-02T10:00:00.000Z', closedReason: 'closed' }),
    );
    const closed = await handlers.invite!(event('invite', FAMILY, { nannyId: invited.id }), lambdaContext);
    expect(closed.statusCode).toBe(409);
    const other = await handlers.invite!(event('invite', 'family-2', { nannyId: invited.id }), lambdaContext);
    expect(other.statusCode).toBe(404);
    expect(transactions()).toHaveLength(0);
  });

  it('is 404 for a nanny who is not listed', async () => {
    stored[`NANNY#${invited.id}|PROFILE`] = nannyToItem({ ...invited, activelyLooking: false });
    const res = await handlers.invite!(event('invite', FAMILY, { nannyId: invited.id }), lambdaContext);
    expect(res.statusCode).toBe(404);
  });
});
