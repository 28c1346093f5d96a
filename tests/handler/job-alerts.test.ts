import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  BatchGetCommand,
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import type { ApiHandler } from '../../lambdas/platform/http.ts';
import { ALERT_MESSAGES } from '../../lambdas/contract/alerts.ts';
import { JOB_SEARCH_MESSAGES } from '../../lambdas/contract/job-search.ts';
import { alertSameKey, alertToItem, newAlert, sameOf } from '../../lambdas/data/job-alerts.ts';
import { jobToItem } from '../../lambdas/data/jobs.ts';
import { aJob } from '../support/fixtures.ts';
import { nannyToItem } from '../../lambdas/data/nannies.ts';
import { EMPTY_TRUST } from '../../lambdas/domain/verification.ts';
import type { NannyProfile } from '../../lambdas/domain/nanny.ts';
import { apiEvent, claimsOf, lambdaContext } from './event.ts';
import { mockAws, quietConsole, stubFunctionEnv } from '../support/aws.ts';

/** Job alerts at the SDK boundary: the routes' refusals, the stop link, and the fan-out's writes. */
const { ddb } = mockAws('ddb');
quietConsole();
const handlers: Record<string, ApiHandler> = {};
let fanOut: (event: DynamoDBStreamEvent, now?: Date) => Promise<unknown>;
let sign: (purpose: string, value: string) => Promise<string>;

beforeAll(async () => {
  stubFunctionEnv();
  for (const name of ['create', 'edit', 'delete', 'stop'])
    handlers[name] = (
      (await import(`../../lambdas/http/alerts/${name}.ts`)) as { handler: ApiHandler }
    ).handler;
  fanOut = (await import('../../lambdas/streams/job-alerts.ts')).handler;
  sign = (await import('../../lambdas/platform/signing.ts')).sign;
});

const NANNY = claimsOf({ sub: 'nanny-user-1', 'custom:user_type': 'nanny' });
const FAMILY = claimsOf({ sub: 'family-1', 'custom:user_type': 'family' });
const ALERT_ID = '11111111-1111-4111-8111-111111111111';
const OTHER_ID = '22222222-2222-4222-8222-222222222222';

const cancelled = (codes: string[]) =>
  new TransactionCanceledException({
    message: 'cancelled',
    $metadata: {},
    CancellationReasons: codes.map((Code) => ({ Code })),
  });

const call = (name: string, init: { body?: unknown; params?: Record<string, string>; claims?: object }) =>
  handlers[name]!(
    apiEvent({
      method: 'POST',
      path: '/account/alerts',
      ...(init.params ? { params: init.params } : {}),
      ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
      ...(init.claims ? { claims: init.claims as Record<string, string> } : {}),
    }),
    lambdaContext,
  );
const messageOf = (res: { body?: string }) => (JSON.parse(res.body ?? '{}') as { message?: string }).message;
const writes = () => [
  ...ddb.commandCalls(TransactWriteCommand),
  ...ddb.commandCalls(PutCommand),
  ...ddb.commandCalls(DeleteCommand),
];

beforeEach(() => {
  ddb.on(GetCommand).resolves({});
  ddb.on(UpdateCommand).resolves({});
  // Her alerts, as the save reads them to refuse one like it: none unless a test says.
  ddb.on(QueryCommand).resolves({ Items: [] });
});

describe('POST /account/alerts', () => {
  it('saves a nanny’s search with her count, its place normalised and named', async () => {
    ddb.on(TransactWriteCommand).resolves({});
    const res = await call('create', {
      body: { search: { place: 'sw4 0aa', nearby: true, needs: ['SEN experience'] }, frequency: 'instant' },
      claims: NANNY,
    });
    expect(res.statusCode, res.body).toBe(201);
    const [count, put] = ddb.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    expect(count!.Update?.ConditionExpression).toBe('attribute_not_exists(n) OR n < :max');
    expect(put!.Put?.Item).toMatchObject({
      pk: 'USER#nanny-user-1',
      search: { place: 'SW4', nearby: true, needs: ['SEN experience'] },
      label: 'SW4 and the rest of SW · SEN experience',
      gsi3pk: 'ALERTS_AREA#SW',
    });
  });

  it('refuses a search with no criteria, writing nothing', async () => {
    const res = await call('create', { body: { search: {}, frequency: 'daily' }, claims: NANNY });
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toBe(JOB_SEARCH_MESSAGES.empty);
    expect(writes()).toHaveLength(0);
  });

  it('refuses an eleventh alert (her count’s condition fails)', async () => {
    ddb.on(TransactWriteCommand).rejects(cancelled(['ConditionalCheckFailed', 'None']));
    const res = await call('create', {
      body: { search: { type: 'rota' }, frequency: 'daily' },
      claims: NANNY,
    });
    expect(res.statusCode).toBe(409);
    expect(messageOf(res)).toBe(ALERT_MESSAGES.limit);
  });

  it('explains to a family that alerts are for nannies', async () => {
    const res = await call('create', {
      body: { search: { type: 'rota' }, frequency: 'daily' },
      claims: FAMILY,
    });
    expect(res.statusCode).toBe(403);
    expect(messageOf(res)).toBe(ALERT_MESSAGES.nannyOnly);
  });
});

describe('another’s alert', () => {
  it('is unknown to edit (404), and nothing is written', async () => {
    const res = await call('edit', {
      params: { alertId: ALERT_ID },
      body: { search: { type: 'rota' }, frequency: 'daily' },
      claims: NANNY,
    });
    expect(res.statusCode).toBe(404);
    expect(ddb.commandCalls(GetCommand).at(-1)!.args[0].input.Key).toEqual({
      pk: 'USER#nanny-user-1',
      sk: `ALERT#${ALERT_ID}`,
    });
    expect(writes()).toHaveLength(0);
  });

  it('is unknown to delete (404): the delete is held to her own key', async () => {
    ddb.on(TransactWriteCommand).rejects(cancelled(['ConditionalCheckFailed', 'None']));
    const res = await call('delete', { params: { alertId: ALERT_ID }, claims: NANNY });
    expect(res.statusCode).toBe(404);
    const [del] = ddb.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    expect(del!.Delete).toMatchObject({
      Key: { pk: 'USER#nanny-user-1', sk: `ALERT#${ALERT_ID}` },
      ConditionExpression: 'attribute_exists(pk)',
    });
  });
});

describe('POST /alerts/stop', () => {
  const token = async (userId: string, alertId: string) => {
    const value = `${userId}\n${alertId}`;
    return `${Buffer.from(value).toString('base64url')}.${await sign('job-alert-stop', value)}`;
  };

  it('refuses a forged token and changes nothing', async () => {
    const real = await token('nanny-user-1', ALERT_ID);
    const forged = `${Buffer.from(`someone-else\n${ALERT_ID}`).toString('base64url')}.${real.split('.')[1]}`;
    for (const bad of [forged, 'junk', `${real}x`]) {
      const res = await call('stop', { body: { token: bad } });
      expect(res.statusCode).toBe(400);
      expect(messageOf(res)).toBe(ALERT_MESSAGES.linkInvalid);
    }
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('stops the alert the token names, and says so once it is gone', async () => {
    ddb
      .on(TransactWriteCommand)
      .resolvesOnce({})
      .rejects(cancelled(['ConditionalCheckFailed', 'None']));
    const body = { token: await token('nanny-user-1', ALERT_ID) };
    const first = await call('stop', { body });
    expect(first.statusCode).toBe(200);
    expect(messageOf(first)).toBe(ALERT_MESSAGES.stopped);
    const second = await call('stop', { body });
    expect(second.statusCode).toBe(200);
    expect(messageOf(second)).toBe(ALERT_MESSAGES.alreadyStopped);
    for (const c of ddb.commandCalls(TransactWriteCommand))
      expect(c.args[0].input.TransactItems![0]!.Delete?.Key).toEqual({
        pk: 'USER#nanny-user-1',
        sk: `ALERT#${ALERT_ID}`,
      });
  });
});

describe('the fan-out of a published job', () => {
  const now = new Date('2027-01-02T09:00:00.000Z');
  const job = aJob({ requirements: ['SEN experience'] });
  const nanny = {
    id: 'nanny-1',
    userId: 'nanny-user-1',
    fullName: 'Amelia Hughes',
    location: 'Clapham',
    postcodeDistrict: 'SW4',
    lookingFor: [],
    availableFrom: null,
    availability: null,
    yearsExperience: 5,
    email: 'amelia@example.com',
    bio: '',
    skills: ['SEN'],
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
    ratingSum: 0,
    trust: EMPTY_TRUST,
    trustVersion: 0,
    hidden: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  } satisfies NannyProfile;
  const alert = (
    id: string,
    userId: string,
    search: object,
    frequency: 'instant' | 'daily',
    nannyId: string | null = null,
  ) => alertToItem(newAlert(userId, nannyId, search, frequency, now, id));
  const event: DynamoDBStreamEvent = {
    Records: [
      {
        eventName: 'INSERT',
        dynamodb: {
          Keys: { pk: { S: 'OUTBOX#job-12345678#published' }, sk: { S: 'MESSAGE' } },
          NewImage: { type: { S: 'job-published' }, payload: { M: { jobId: { S: job.id } } } },
          SequenceNumber: '1',
        },
      },
    ],
  };

  beforeEach(() => {
    ddb.on(GetCommand, { Key: { pk: `JOB#${job.id}`, sk: 'JOB' } }).resolves({ Item: jobToItem(job) });
    ddb.on(QueryCommand, { ExpressionAttributeValues: { ':p': 'ALERTS_AREA#SW' } }).resolves({
      Items: [
        alert(
          'alert-instant-1',
          'nanny-user-1',
          { place: 'SW4', needs: ['SEN experience'] },
          'instant',
          'nanny-1',
        ),
        alert('alert-daily-01', 'nanny-user-2', { place: 'SW', nearby: false }, 'daily'),
        alert('alert-poster-1', 'family-1', { place: 'SW4' }, 'instant'),
        alert('alert-other-01', 'nanny-user-3', { place: 'SW4', type: 'live-in' }, 'instant'),
      ],
    });
    ddb.on(QueryCommand, { ExpressionAttributeValues: { ':p': 'ALERTS_ANYWHERE' } }).resolves({ Items: [] });
    ddb.on(BatchGetCommand).resolves({ Responses: { 'table-under-test': [nannyToItem(nanny)] } });
    ddb.on(PutCommand).resolves({});
  });

  it('writes one conditional put per match by deterministic id, skipping the poster’s own alert', async () => {
    expect(await fanOut(event, now)).toEqual({ batchItemFailures: [] });
    const puts = ddb.commandCalls(PutCommand).map((c) => c.args[0].input);
    expect(puts.map((p) => `${p.Item!.pk}|${p.Item!.sk}`).sort()).toEqual([
      'ALERT#alert-daily-01|PENDING#job-12345678',
      'OUTBOX#alert#alert-instant-1#job-12345678|MESSAGE',
    ]);
    for (const put of puts) expect(put.ConditionExpression).toBe('attribute_not_exists(pk)');
    const email = puts.find((p) => String(p.Item!.pk).startsWith('OUTBOX#'))!.Item!;
    expect(email).toMatchObject({ type: 'job-alert-email', accountId: 'nanny-user-1' });
    expect((email.payload as { job: { reasons: string[] } }).job.reasons).toEqual(
      expect.arrayContaining(['In your area: SW4', 'Asks for SEN experience, which you have']),
    );
    // The event is recorded as delivered once the fan-out is done.
    const recorded = ddb.commandCalls(UpdateCommand).map((c) => c.args[0].input.Key);
    expect(recorded).toContainEqual({ pk: 'OUTBOX#job-12345678#published', sk: 'MESSAGE' });
  });

  it('run again, writes nothing new (every put is refused by its condition)', async () => {
    const { ConditionalCheckFailedException } = await import('@aws-sdk/client-dynamodb');
    ddb.on(PutCommand).rejects(new ConditionalCheckFailedException({ message: 'exists', $metadata: {} }));
    expect(await fanOut(event, now)).toEqual({ batchItemFailures: [] });
    expect(ddb.commandCalls(PutCommand)).toHaveLength(2);
  });

  it('a daily digest leaves out a job hidden since it was found, and lets its pending item go', async () => {
    const { sendDigests } = await import('../../lambdas/services/job-alerts.ts');
    const alert = newAlert('nanny-user-1', 'nanny-1', { place: 'SW4' }, 'daily', now, 'alert-00000001');
    const found = (jobId: string, title: string) => ({
      alertId: alert.alertId,
      userId: alert.userId,
      job: { jobId, title, district: 'SW4', payLine: '£15/hour', startDate: '2027-02-01', reasons: [] },
      foundAt: now.toISOString(),
    });
    ddb.on(QueryCommand).resolves({
      Items: [found(job.id, job.title), found('job-hidden-1', 'A scam, hidden since')],
    });
    ddb.on(GetCommand).resolves({ Item: alertToItem(alert) });
    ddb.on(BatchGetCommand).resolves({
      Responses: {
        'table-under-test': [
          jobToItem(job),
          jobToItem({ ...job, id: 'job-hidden-1', hidden: true, active: false }),
        ],
      },
    });
    ddb.on(TransactWriteCommand).resolves({});
    expect(await sendDigests(new Date('2027-01-03T07:00:00.000Z'))).toMatchObject({
      digests: 1,
      jobs: 1,
      dropped: 1,
    });
    const items = ddb.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    const digest = items.find((i) => i.Put)!.Put!.Item as { payload: { jobs: Array<{ jobId: string }> } };
    expect(digest.payload.jobs.map((j) => j.jobId)).toEqual([job.id]);
    expect(items.filter((i) => i.Delete).map((i) => i.Delete!.Key!.sk)).toEqual([
      `PENDING#${job.id}`,
      'PENDING#job-hidden-1',
    ]);
  });
});

describe('PUT /account/alerts/{alertId}', () => {
  it('replaces her alert’s search and frequency, keeping when it was made', async () => {
    const mine = newAlert(
      'nanny-user-1',
      null,
      { place: 'SW4' },
      'daily',
      new Date('2027-01-01T00:00:00Z'),
      ALERT_ID,
    );
    ddb.on(GetCommand).resolves({ Item: alertToItem(mine) });
    ddb.on(TransactWriteCommand).resolves({});
    const res = await call('edit', {
      params: { alertId: ALERT_ID },
      body: { search: { place: 'SW4', type: 'live-out', needs: ['First Aid'] }, frequency: 'instant' },
      claims: NANNY,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [put, same, old] = ddb.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    // Held to the alert as it was read: one stopped or changed meanwhile is not overwritten.
    expect(put!.Put?.ConditionExpression).toBe('attribute_exists(pk) AND updatedAt = :before');
    expect(put!.Put?.Item).toMatchObject({
      label: 'SW4 · Live-out · First Aid',
      frequency: 'instant',
      createdAt: '2027-01-01T00:00:00.000Z',
    });
    // Its sameness moves with it: the new one put for it, its old one deleted (while still its own).
    const edited = { search: { place: 'SW4', type: 'live-out', needs: ['First Aid'] }, frequency: 'instant' };
    expect(same!.Put?.Item).toMatchObject({
      ...alertSameKey('nanny-user-1', sameOf(edited as Parameters<typeof sameOf>[0])),
      alertId: ALERT_ID,
    });
    expect(old!.Delete).toMatchObject({
      Key: alertSameKey('nanny-user-1', sameOf(mine)),
      ConditionExpression: 'attribute_not_exists(pk) OR alertId = :me',
    });
  });

  it('refuses to become an alert she already has (409 naming it), writing nothing', async () => {
    const mine = newAlert('nanny-user-1', null, { place: 'SW4' }, 'daily', new Date(), ALERT_ID);
    const other = newAlert('nanny-user-1', null, { place: 'BA11' }, 'daily', new Date(), OTHER_ID);
    ddb.on(GetCommand).resolves({ Item: alertToItem(mine) });
    ddb.on(QueryCommand).resolves({ Items: [alertToItem(mine), alertToItem(other)] });
    const res = await call('edit', {
      params: { alertId: ALERT_ID },
      body: { search: { place: 'ba11 1aa' }, frequency: 'daily' },
      claims: NANNY,
    });
    expect(res.statusCode).toBe(409);
    expect(messageOf(res)).toBe(ALERT_MESSAGES.duplicate('BA11', 'daily'));
    expect(writes()).toHaveLength(0);
  });
});

describe('the same alert saved twice', () => {
  const body = { search: { place: 'SW4', needs: ['SEN experience' as const] }, frequency: 'daily' as const };
  const existing = newAlert('nanny-user-1', null, body.search, 'daily', new Date(), OTHER_ID);

  it('is refused with 409 naming the alert she has, and nothing is written', async () => {
    ddb.on(QueryCommand).resolves({ Items: [alertToItem(existing)] });
    const res = await call('create', {
      // The same criteria, typed otherwise: a full postcode for the district.
      body: { search: { needs: ['SEN experience'], place: 'sw4 0aa' }, frequency: 'daily' },
      claims: NANNY,
    });
    expect(res.statusCode).toBe(409);
    expect(messageOf(res)).toBe(ALERT_MESSAGES.duplicate('SW4 · SEN experience', 'daily'));
    expect(writes()).toHaveLength(0);
  });

  it('as often as another is not the same: a daily one beside an instant one is kept', async () => {
    ddb.on(QueryCommand).resolves({ Items: [alertToItem(existing)] });
    ddb.on(TransactWriteCommand).resolves({});
    const res = await call('create', { body: { ...body, frequency: 'instant' }, claims: NANNY });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('at once, keeps one: the second save’s sameness is held, in its own transaction (409)', async () => {
    // Neither save saw the other among her alerts; the sameness each puts with its alert decides.
    ddb.on(TransactWriteCommand).rejects(cancelled(['None', 'None', 'ConditionalCheckFailed']));
    ddb
      .on(GetCommand, { Key: alertSameKey('nanny-user-1', sameOf(existing)) })
      .resolves({ Item: { alertId: OTHER_ID } });
    ddb
      .on(GetCommand, { Key: { pk: 'USER#nanny-user-1', sk: `ALERT#${OTHER_ID}` } })
      .resolves({ Item: alertToItem(existing) });
    const res = await call('create', { body, claims: NANNY });
    expect(res.statusCode).toBe(409);
    expect(messageOf(res)).toBe(ALERT_MESSAGES.duplicate('SW4 · SEN experience', 'daily'));
    const [count, put, same] = ddb.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    expect(count!.Update?.Key).toEqual({ pk: 'USER#nanny-user-1', sk: 'ALERTS' });
    expect(put!.Put?.Item).toMatchObject({ same: sameOf(existing) });
    expect(same!.Put).toMatchObject({
      Item: { ...alertSameKey('nanny-user-1', sameOf(existing)) },
      ConditionExpression: 'attribute_not_exists(pk) OR alertId = :me',
    });
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(1);
  });

  it('after the first was deleted, is kept: the sameness it left is taken over, on its condition', async () => {
    ddb
      .on(TransactWriteCommand)
      .rejectsOnce(cancelled(['None', 'None', 'ConditionalCheckFailed']))
      .resolves({});
    ddb
      .on(GetCommand, { Key: alertSameKey('nanny-user-1', sameOf(existing)) })
      .resolves({ Item: { alertId: OTHER_ID } });
    const res = await call('create', { body, claims: NANNY });
    expect(res.statusCode, res.body).toBe(201);
    const retry = ddb.commandCalls(TransactWriteCommand)[1]!.args[0].input.TransactItems!;
    expect(retry[2]!.Put).toMatchObject({
      ConditionExpression: 'alertId = :left OR alertId = :me',
      ExpressionAttributeValues: { ':left': OTHER_ID },
    });
    // Taken over only while the alert it names is gone or has other criteria, in the same transaction.
    expect(retry[3]!.ConditionCheck).toMatchObject({
      Key: { pk: 'USER#nanny-user-1', sk: `ALERT#${OTHER_ID}` },
      ConditionExpression: 'attribute_not_exists(pk) OR #same <> :same',
      ExpressionAttributeValues: { ':same': sameOf(existing) },
    });
  });
});
