import { beforeAll, describe, expect, it } from 'vitest';
import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { ApiHandler } from '../../lambdas/platform/http.ts';
import { PLACE_MESSAGES } from '../../lambdas/contract/place-match.ts';
import { nannyToItem } from '../../lambdas/data/nannies.ts';
import { EMPTY_TRUST } from '../../lambdas/domain/verification.ts';
import type { NannyProfile } from '../../lambdas/domain/nanny.ts';
import { apiEvent, lambdaContext } from './event.ts';
import { mockAws, quietConsole, stubFunctionEnv } from '../support/aws.ts';

/**
 * The candidates list by place at the SDK boundary: a town's name reads its postcode area's partition
 * (gsi3), London (Greater London, twenty areas) the whole list (gsi1) with London's districts kept, and a place it does
 * not know is a 400 that reads nothing.
 */
const { ddb } = mockAws('ddb');
quietConsole();
let list: ApiHandler;

beforeAll(async () => {
  stubFunctionEnv();
  list = ((await import('../../lambdas/http/candidates/list.ts')) as { handler: ApiHandler }).handler;
});

const nanny = (id: string, district: string | null, rating = 4): NannyProfile => ({
  id,
  userId: `user-${id}`,
  fullName: `Nanny ${id}`,
  location: 'Somewhere',
  postcodeDistrict: district,
  lookingFor: [],
  availableFrom: null,
  availability: null,
  yearsExperience: 5,
  email: `${id}@example.com`,
  bio: 'Warm and patient.',
  skills: ['SEN'],
  languages: ['English'],
  drivingLicense: true,
  willingToTravel: false,
  activelyLooking: true,
  hourlyRateMin: null,
  hourlyRateMax: null,
  additionalComments: '',
  photo: null,
  cv: null,
  dbs: null,
  references: [],
  rating,
  totalReviews: 1,
  ratingSum: rating,
  trust: EMPTY_TRUST,
  trustVersion: 0,
  hidden: false,
  createdAt: '2026-10-01T00:00:00.000Z',
  updatedAt: '2026-10-01T00:00:00.000Z',
});

/** Answers each query from these profiles' index entries of its partition, best first, a Limit at a time. */
function profiles(items: NannyProfile[]) {
  ddb.on(QueryCommand).callsFake((input: QueryCommandInput) => {
    const index = input.IndexName!;
    const partition = input.ExpressionAttributeValues![':p'] as string;
    const rows = items
      .map(nannyToItem)
      .filter((row) => row[`${index}pk`] === partition)
      .sort((a, b) => String(b[`${index}sk`]).localeCompare(String(a[`${index}sk`])));
    return { Items: rows.slice(0, input.Limit ?? 1000) };
  });
}

const get = (query: Record<string, string>) => list(apiEvent({ path: '/candidates', query }), lambdaContext);
const body = (res: Awaited<ReturnType<ApiHandler>>) =>
  JSON.parse((res as { body: string }).body) as Record<string, unknown>;
const names = (res: Awaited<ReturnType<ApiHandler>>) =>
  (body(res).items as Array<{ firstName: string }>).map((c) => c.firstName).sort();
const queries = () => ddb.commandCalls(QueryCommand).map((c) => c.args[0].input);

const EVERYONE = [
  nanny('clapham-01', 'SW4'),
  nanny('hackney-01', 'E8', 5),
  nanny('didsbury-01', 'M20'),
  nanny('leeds-0001', 'LS6'),
];

describe('GET /candidates by place', () => {
  it('"London" lists Greater London’s nannies and nobody else, from the whole list', async () => {
    // Richmond (TW9) is a London borough; Staines (TW18), in the same postcode area, is Surrey.
    profiles([...EVERYONE, nanny('richmond-1', 'TW9'), nanny('staines-01', 'TW18')]);
    ddb.resetHistory();
    const res = await get({ place: 'London' });
    expect(res.statusCode).toBe(200);
    expect((body(res).items as Array<{ id: string }>).map((c) => c.id).sort()).toEqual([
      'clapham-01',
      'hackney-01',
      'richmond-1',
    ]);
    expect(body(res).place).toEqual({ query: 'London', label: 'Greater London', note: null, others: [] });
    expect(queries()[0]).toMatchObject({
      IndexName: 'gsi1',
      ExpressionAttributeValues: { ':p': 'CANDIDATES' },
    });
    expect(queries().every((q) => typeof q.Limit === 'number')).toBe(true);
    expect(names(res)).toHaveLength(3);
  });

  it('"Manchester" reads its area’s partition; a neighbourhood keeps its district', async () => {
    profiles([...EVERYONE, nanny('salford-01', 'M6')]);
    ddb.resetHistory();
    const res = await get({ place: 'manchester' });
    expect((body(res).items as Array<{ id: string }>).map((c) => c.id).sort()).toEqual([
      'didsbury-01',
      'salford-01',
    ]);
    expect(
      queries().every(
        (q) => q.IndexName === 'gsi3' && q.ExpressionAttributeValues![':p'] === 'CANDIDATES_AREA#M',
      ),
    ).toBe(true);
    const didsbury = await get({ place: 'Didsbury' });
    expect((body(didsbury).items as Array<{ id: string }>).map((c) => c.id)).toEqual(['didsbury-01']);
    // Within 10 miles of Didsbury: Salford (M6) too, Leeds not.
    const near = await get({ place: 'Didsbury', radius: '10' });
    expect((body(near).items as Array<{ id: string }>).map((c) => c.id).sort()).toEqual([
      'didsbury-01',
      'salford-01',
    ]);
  });

  it('refuses a place it does not know, saying so, and reads nothing', async () => {
    profiles(EVERYONE);
    ddb.resetHistory();
    const res = await get({ place: 'Lundon' });
    expect(res.statusCode).toBe(400);
    expect(body(res).fields).toMatchObject({ place: PLACE_MESSAGES.unknown('Lundon') });
    expect(queries()).toHaveLength(0);
  });
});
