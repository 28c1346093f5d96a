import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  BatchGetCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import type { ApiHandler } from '../../lambdas/platform/http.ts';
import { PLACE_MESSAGES } from '../../lambdas/contract/place-match.ts';
import { alertToItem, newAlert } from '../../lambdas/data/job-alerts.ts';
import { jobToItem } from '../../lambdas/data/jobs.ts';
import { aJob } from '../support/fixtures.ts';
import { apiEvent, claimsOf, lambdaContext } from './event.ts';
import { mockAws, quietConsole, stubFunctionEnv } from '../support/aws.ts';

/**
 * Job alerts saved with a town's name, at the SDK boundary: the save reads the place (refusing words that
 * name none, writing nothing) and lists the alert under its area's fan-out partition (or anywhere, for a
 * place spanning areas); the fan-out of a published job finds the alerts whose place holds its district,
 * as the board finds the job for the same search.
 */
const { ddb } = mockAws('ddb');
quietConsole();
let create: ApiHandler;
let fanOut: (event: DynamoDBStreamEvent, now?: Date) => Promise<unknown>;

beforeAll(async () => {
  stubFunctionEnv();
  create = ((await import('../../lambdas/http/alerts/create.ts')) as { handler: ApiHandler }).handler;
  fanOut = (await import('../../lambdas/streams/job-alerts.ts')).handler;
});

const NANNY = claimsOf({ sub: 'nanny-user-1', 'custom:user_type': 'nanny' });

const save = (search: object) =>
  create(
    apiEvent({
      method: 'POST',
      path: '/account/alerts',
      body: JSON.stringify({ search, frequency: 'instant' }),
      claims: NANNY as Record<string, string>,
    }),
    lambdaContext,
  );

beforeEach(() => {
  ddb.on(GetCommand).resolves({});
  ddb.on(UpdateCommand).resolves({});
  ddb.on(QueryCommand).resolves({ Items: [] });
  ddb.on(TransactWriteCommand).resolves({});
});

const savedItem = () =>
  ddb.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems![1]!.Put!.Item!;

describe('an alert saved with a town', () => {
  it('keeps the town as typed, named so, under its postcode area’s fan-out partition', async () => {
    const res = await save({ place: 'Manchester', type: 'live-out' });
    expect(res.statusCode, res.body).toBe(201);
    expect(savedItem()).toMatchObject({
      search: { place: 'Manchester', type: 'live-out' },
      label: 'Manchester · Live-out',
      gsi3pk: 'ALERTS_AREA#M',
    });
  });

  it('lists a place spanning areas (London; a distance) under anywhere', async () => {
    expect((await save({ place: 'London' })).statusCode).toBe(201);
    expect(savedItem()).toMatchObject({ search: { place: 'London' }, gsi3pk: 'ALERTS_ANYWHERE' });
    ddb.resetHistory();
    expect((await save({ place: 'Didsbury', radius: 10 })).statusCode).toBe(201);
    expect(savedItem()).toMatchObject({
      search: { place: 'Didsbury', radius: 10 },
      label: 'Within 10 miles of Didsbury',
      gsi3pk: 'ALERTS_ANYWHERE',
    });
  });

  it('keeps “and nearby” with a town, as the board applies it, and says so in its name', async () => {
    const res = await save({ place: 'Clapham', nearby: true });
    expect(res.statusCode, res.body).toBe(201);
    expect(savedItem()).toMatchObject({
      search: { place: 'Clapham', nearby: true },
      label: 'Clapham and the rest of its postcode area',
      placeMatch: { areas: ['SW'], districts: null },
    });
  });

  it('refuses “and nearby” with a distance, or with no place, and writes nothing', async () => {
    for (const [search, message] of [
      [{ place: 'SW4', nearby: true, radius: 10 }, PLACE_MESSAGES.nearbyWithRadius],
      [{ nearby: true, type: 'live-out' }, PLACE_MESSAGES.nearbyWithoutPlace],
    ] as const) {
      const res = await save(search);
      expect(res.statusCode).toBe(400);
      expect(JSON.parse(res.body ?? '{}')).toMatchObject({ fields: { place: message } });
    }
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('refuses the same town typed another way as the alert she already has (409 naming it)', async () => {
    expect((await save({ place: 'St Albans' })).statusCode).toBe(201);
    const kept = savedItem();
    ddb.on(QueryCommand).resolves({ Items: [kept] });
    ddb.resetHistory();
    for (const typed of ['saint albans', 'ST. ALBANS']) {
      const res = await save({ place: typed });
      expect(res.statusCode, typed).toBe(409);
      expect(JSON.parse(res.body ?? '{}').message).toContain('St Albans');
    }
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('refuses a place it does not know, saying so, and writes nothing', async () => {
    const res = await save({ place: 'Mancester' });
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body ?? '{}')).toMatchObject({
      fields: { place: PLACE_MESSAGES.unknown('Mancester') },
    });
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });
});

describe('the fan-out of a job to alerts saved with towns', () => {
  const now = new Date('2027-01-02T09:00:00.000Z');
  const alert = (id: string, search: object, areas?: string[]) =>
    alertToItem(
      newAlert(
        `user-${id}`,
        null,
        search,
        'instant',
        now,
        id,
        areas ? { areas, districts: null, nearby: false } : null,
      ),
    );
  const event = (jobId: string): DynamoDBStreamEvent => ({
    Records: [
      {
        eventName: 'INSERT',
        dynamodb: {
          Keys: { pk: { S: `OUTBOX#${jobId}#published` }, sk: { S: 'MESSAGE' } },
          NewImage: { type: { S: 'job-published' }, payload: { M: { jobId: { S: jobId } } } },
          SequenceNumber: '1',
        },
      },
    ],
  });
  const emailed = () =>
    ddb
      .commandCalls(PutCommand)
      .map((c) => String(c.args[0].input.Item!.pk))
      .filter((pk) => pk.startsWith('OUTBOX#alert#'))
      .map((pk) => pk.split('#')[2])
      .sort();

  beforeEach(() => {
    ddb.on(QueryCommand, { ExpressionAttributeValues: { ':p': 'ALERTS_AREA#M' } }).resolves({
      Items: [
        alert('alert-manchester', { place: 'Manchester' }, ['M']),
        alert('alert-didsbury', { place: 'Didsbury' }, ['M']),
        alert('alert-chorlton', { place: 'Chorlton' }, ['M']),
      ],
    });
    ddb.on(QueryCommand, { ExpressionAttributeValues: { ':p': 'ALERTS_AREA#SW' } }).resolves({ Items: [] });
    ddb.on(QueryCommand, { ExpressionAttributeValues: { ':p': 'ALERTS_ANYWHERE' } }).resolves({
      Items: [
        alert('alert-london', { place: 'London' }, ['E', 'EC', 'N', 'NW', 'SE', 'SW', 'W', 'WC']),
        alert('alert-near-didsbury', { place: 'Didsbury', radius: 5 }, ['M', 'SK']),
        // Kept before the data named it no longer: it finds nothing, rather than everything.
        alert('alert-unknown', { place: 'Atlantis' }),
      ],
    });
    ddb.on(BatchGetCommand).resolves({ Responses: {} });
    ddb.on(PutCommand).resolves({});
  });

  it('emails the alerts whose town holds a Didsbury job, and not London’s', async () => {
    const job = aJob({ id: 'job-m20-0001', postcodeDistrict: 'M20' });
    ddb.on(GetCommand, { Key: { pk: `JOB#${job.id}`, sk: 'JOB' } }).resolves({ Item: jobToItem(job) });
    expect(await fanOut(event(job.id), now)).toEqual({ batchItemFailures: [] });
    expect(emailed()).toEqual(['alert-didsbury', 'alert-manchester', 'alert-near-didsbury']);
  });

  it('emails London’s alert for a Clapham job, and none of Manchester’s', async () => {
    const job = aJob({ id: 'job-sw4-0001', postcodeDistrict: 'SW4' });
    ddb.on(GetCommand, { Key: { pk: `JOB#${job.id}`, sk: 'JOB' } }).resolves({ Item: jobToItem(job) });
    expect(await fanOut(event(job.id), now)).toEqual({ batchItemFailures: [] });
    expect(emailed()).toEqual(['alert-london']);
  });
});
