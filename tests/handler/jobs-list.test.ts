import { beforeAll, describe, expect, it, vi } from 'vitest';
import { aJob } from '../support/fixtures.ts';
import { BatchGetCommand, GetCommand, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { ApiHandler } from '../../lambdas/platform/http.ts';
import { BEST_MATCH_MESSAGES } from '../../lambdas/contract/jobs.ts';
import { PLACE_MESSAGES } from '../../lambdas/contract/place-match.ts';
import { boardIndex, jobToItem, type Job } from '../../lambdas/data/jobs.ts';
import { nannyToItem } from '../../lambdas/data/nannies.ts';
import { encodeCursor } from '../../lambdas/data/table/cursor.ts';
import { EMPTY_TRUST } from '../../lambdas/domain/verification.ts';
import { londonDay } from '../../lambdas/contract/uk-day.ts';
import type { NannyProfile } from '../../lambdas/domain/nanny.ts';
import { apiEvent, lambdaContext } from './event.ts';
import { mockAws, quietConsole, stubFunctionEnv } from '../support/aws.ts';

/**
 * The board's list at the SDK boundary: which index each search reads (a place its area, a type its
 * partition, else the board), that a rare filter reads a bounded number of pages and hands back where it
 * stopped, that a bad place is the caller's mistake, and that "Best match" is for a nanny with a profile.
 */
const NANNY_USER = '11111111-1111-4111-8111-111111111111';
const FAMILY_USER = '22222222-2222-4222-8222-222222222222';
const TOKENS: Record<string, Record<string, string>> = {
  nanny: {
    sub: NANNY_USER,
    token_use: 'id',
    email: 'amelia@example.com',
    name: 'Amelia',
    'custom:user_type': 'nanny',
  },
  family: {
    sub: FAMILY_USER,
    token_use: 'id',
    email: 'olivia@example.com',
    name: 'Olivia',
    'custom:user_type': 'family',
  },
};
/** Links the board signs (job photos; logos of jobs posted before public copies), as the SDK is asked. */
const signed = vi.hoisted(() => [] as string[]);
vi.mock('@aws-sdk/s3-request-presigner', () => ({
  getSignedUrl: async (_client: unknown, command: { input: { Key: string } }) => {
    signed.push(command.input.Key);
    return `https://uploads.example/${command.input.Key}?X-Amz-Signature=test`;
  },
}));
vi.mock('../../lambdas/platform/tokens.ts', () => ({
  idTokenVerifier: () => ({
    verify: async (token: string) => {
      const claims = TOKENS[token];
      if (!claims) throw new Error('bad token');
      return claims;
    },
  }),
}));

const { ddb } = mockAws('ddb');
quietConsole();
let list: ApiHandler;

beforeAll(async () => {
  stubFunctionEnv({ USER_POOL_ID: 'eu-west-2_Test1' });
  vi.stubEnv('USER_POOL_CLIENT_ID', 'client');
  list = ((await import('../../lambdas/http/jobs/list.ts')) as { handler: ApiHandler }).handler;
});

const FAR_FUTURE = '2099-01-01T00:00:00.000Z';

function job(id: string, over: Partial<Job> = {}): Job {
  return aJob({
    id,
    ownerId: FAMILY_USER,
    title: `Job ${id}`,
    description: 'A caring nanny for our two children.',
    startDate: '2026-03-10',
    createdAt: '2026-02-01T10:00:00.000Z',
    publishedAt: '2026-02-01T10:01:00.000Z',
    liveUntil: FAR_FUTURE,
    ...over,
  });
}

const itemOf = (j: Job): Record<string, unknown> => ({
  ...jobToItem(j),
  ...boardIndex(j.jobType, j.publishedAt!, j.id, j.postcodeDistrict),
});

const profile: NannyProfile = {
  id: 'nanny-12345678',
  userId: NANNY_USER,
  fullName: 'Amelia Hughes',
  location: 'Clapham',
  postcodeDistrict: 'SW4',
  lookingFor: [],
  availableFrom: null,
  availability: null,
  yearsExperience: 5,
  email: 'amelia@example.com',
  bio: 'Kind and calm.',
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
};

const get = (query: Record<string, string>, token?: string) =>
  list(
    apiEvent({
      path: '/jobs',
      query,
      ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
    }),
    lambdaContext,
  );
const body = (res: Awaited<ReturnType<ApiHandler>>) =>
  JSON.parse((res as { body: string }).body) as Record<string, unknown>;
const queries = () => ddb.commandCalls(QueryCommand).map((c) => c.args[0].input);

/** Answers each query from these items of its partition, a Limit at a time, with a LastEvaluatedKey. */
function board(items: Job[]) {
  ddb.on(QueryCommand).callsFake((input: QueryCommandInput) => {
    const partition = input.ExpressionAttributeValues![':p'] as string;
    const attr = input.KeyConditionExpression!.split(' ')[0]!;
    const index = input.IndexName!;
    const rows = items
      .map(itemOf)
      .filter((row) => row[attr] === partition)
      .sort((a, b) => String(b[`${index}sk`]).localeCompare(String(a[`${index}sk`])));
    const start = input.ExclusiveStartKey
      ? rows.findIndex((r) => r.pk === input.ExclusiveStartKey!.pk) + 1
      : 0;
    const page = rows.slice(start, start + (input.Limit ?? 1000));
    const last = page.at(-1) as Record<string, unknown> | undefined;
    const more = start + page.length < rows.length;
    return {
      Items: page,
      ...(more && last
        ? {
            LastEvaluatedKey: {
              pk: last.pk,
              sk: last.sk,
              [attr]: last[attr],
              [`${index}sk`]: last[`${index}sk`],
            },
          }
        : {}),
    };
  });
  ddb.on(BatchGetCommand).resolves({ Responses: {} });
}

const published = (n: number) =>
  `2026-02-${String(10 + (n % 18)).padStart(2, '0')}T10:00:${String(n % 60).padStart(2, '0')}.000Z`;

describe('GET /jobs logos', () => {
  const logo = {
    key: 'files/agencies/agency-1/agency-logo/4f0c3a52-8a55-4b7e-9f62-2a4d3c1b0e9d',
    name: 'logo.png',
  };
  const agencyJob = (id: string, over: Partial<Job>) =>
    job(id, { posterType: 'agency', posterLabel: 'Bright Start', agencyId: 'agency-1', ...over });

  it("shows an agency's logo by its public path, signing nothing but what is private", async () => {
    signed.length = 0;
    board([
      agencyJob('job-agency-new', {
        posterLogo: { ...logo, path: '/logos/agency-1/0123456789abcdef.png' },
        photo: { key: 'files/jobs/job-agency-new/job-photo/7d1e', name: 'photo.jpg' },
      }),
    ]);
    const res = await get({});
    expect(res.statusCode).toBe(200);
    const [card] = body(res).items as Array<{ posterLogoUrl: string; photoUrl: string }>;
    expect(card!.posterLogoUrl).toBe('/logos/agency-1/0123456789abcdef.png');
    // The job's photo is private, and still linked presigned.
    expect(card!.photoUrl).toContain('X-Amz-Signature');
    expect(signed).toEqual(['files/jobs/job-agency-new/job-photo/7d1e']);
  });

  it('links the logo of a job posted before public copies presigned, as before', async () => {
    signed.length = 0;
    board([agencyJob('job-agency-old', { posterLogo: logo })]);
    const [card] = body(await get({})).items as Array<{ posterLogoUrl: string }>;
    expect(card!.posterLogoUrl).toBe(`https://uploads.example/${logo.key}?X-Amz-Signature=test`);
    expect(signed).toEqual([logo.key]);
  });
});

describe('GET /jobs responsiveness', () => {
  const today = londonDay(new Date());
  const quick = { replies: 'day' as const, reads: '2days' as const, noMissed: false };

  it("shows each poster's responsiveness while it holds, and nothing once it lapses or without one", async () => {
    board([
      job('job-held-0001', { responsiveness: { ...quick, until: '2099-01-01' }, publishedAt: published(3) }),
      job('job-lapsed-01', { responsiveness: { ...quick, until: today }, publishedAt: published(2) }),
      job('job-none-0001', { publishedAt: published(1) }),
    ]);
    const items = body(await get({})).items as Array<{ id: string; responsiveness: unknown }>;
    expect(Object.fromEntries(items.map((j) => [j.id, j.responsiveness]))).toEqual({
      'job-held-0001': quick,
      'job-lapsed-01': null,
      'job-none-0001': null,
    });
  });
});

describe('GET /jobs filters', () => {
  it('reads the postcode area (gsi3) for a place, and keeps only the district asked for', async () => {
    board([
      job('job-sw4-0001', { postcodeDistrict: 'SW4' }),
      job('job-sw9-0001', { postcodeDistrict: 'SW9', publishedAt: published(2) }),
      job('job-m1-00001', { postcodeDistrict: 'M1' }),
    ]);
    const res = await get({ place: 'sw4 0aa' });
    expect(res.statusCode).toBe(200);
    expect((body(res).items as Array<{ id: string }>).map((j) => j.id)).toEqual(['job-sw4-0001']);
    expect(queries()[0]).toMatchObject({
      IndexName: 'gsi3',
      ExpressionAttributeValues: { ':p': 'JOBS_AREA#SW' },
    });
    expect(queries().every((q) => q.IndexName === 'gsi3')).toBe(true);

    ddb.resetHistory();
    const nearby = await get({ place: 'SW4', nearby: '1' });
    expect((body(nearby).items as Array<{ id: string }>).map((j) => j.id).sort()).toEqual([
      'job-sw4-0001',
      'job-sw9-0001',
    ]);
  });

  it('reads the type’s partition (gsi2) for a type alone, and the board (gsi1) for the rest', async () => {
    board([job('job-rota-0001', { jobType: 'rota' }), job('job-live-0001')]);
    const typed = await get({ type: 'rota' });
    expect((body(typed).items as Array<{ id: string }>).map((j) => j.id)).toEqual(['job-rota-0001']);
    expect(queries()[0]).toMatchObject({
      IndexName: 'gsi2',
      ExpressionAttributeValues: { ':p': 'JOBS#rota' },
    });

    ddb.resetHistory();
    const needs = await get({ needs: 'SEN experience', salaryPeriod: 'hourly' });
    expect(needs.statusCode).toBe(200);
    expect(queries()[0]).toMatchObject({ IndexName: 'gsi1', ExpressionAttributeValues: { ':p': 'JOBS' } });
    expect(body(needs).items).toEqual([]);
    // No query scans; each has a Limit.
    expect(queries().every((q) => typeof q.Limit === 'number')).toBe(true);
  });

  it('reads a bounded number of pages for a rare filter and hands back where it stopped', async () => {
    const many = Array.from({ length: 200 }, (_, i) =>
      job(`job-many-${String(i).padStart(4, '0')}`, { publishedAt: published(i) }),
    );
    many[150] = { ...many[150]!, requirements: ['SEN experience'] };
    board(many);
    const res = await get({ needs: 'SEN experience', limit: '10' });
    expect(res.statusCode).toBe(200);
    expect(queries()).toHaveLength(5);
    expect(queries().every((q) => q.Limit === 10)).toBe(true);
    const cursor = body(res).nextCursor as string;
    expect(cursor).toEqual(expect.any(String));
    // The cursor is the last query's LastEvaluatedKey, so nothing read is skipped.
    const last = ddb.commandCalls(QueryCommand).at(-1)!;
    const lastKey = ((await last.returnValue) as { LastEvaluatedKey: Record<string, unknown> })
      .LastEvaluatedKey;
    expect(cursor).toBe(encodeCursor(lastKey));

    ddb.resetHistory();
    const next = await get({ needs: 'SEN experience', limit: '10', cursor });
    expect(next.statusCode).toBe(200);
    expect(queries()[0]!.ExclusiveStartKey).toEqual(lastKey);
  });

  it('answers a place it does not know with 400 and the field’s plain message', async () => {
    board([]);
    for (const place of ['ZZ9', 'Mancester', 'SW4 0AA 1']) {
      const res = await get({ place });
      expect(res.statusCode, place).toBe(400);
      expect(body(res).fields).toMatchObject({ place: PLACE_MESSAGES.unknown(place) });
    }
    const odd = await get({ place: '<b>SW4</b>' });
    expect(odd.statusCode).toBe(400);
    expect(body(odd).fields).toMatchObject({ place: PLACE_MESSAGES.format });
    // A distance needs a place to measure from.
    expect((await get({ radius: '10' })).statusCode).toBe(400);
    // The old substring filter is gone.
    expect((await get({ location: 'london' })).statusCode).toBe(400);
    expect(queries()).toHaveLength(0);
  });

  it('reads a town: "Manchester" finds the jobs of its area and none of London’s', async () => {
    board([
      job('job-m20-0001', { postcodeDistrict: 'M20' }),
      job('job-m1-00001', { postcodeDistrict: 'M1', publishedAt: published(3) }),
      job('job-sw4-0001', { postcodeDistrict: 'SW4' }),
      job('job-e8-00001', { postcodeDistrict: 'E8' }),
    ]);
    const res = await get({ place: 'Manchester' });
    expect(res.statusCode).toBe(200);
    expect((body(res).items as Array<{ id: string }>).map((j) => j.id).sort()).toEqual([
      'job-m1-00001',
      'job-m20-0001',
    ]);
    expect(
      queries().every((q) => q.IndexName === 'gsi3' && q.ExpressionAttributeValues![':p'] === 'JOBS_AREA#M'),
    ).toBe(true);
    expect(body(res).place).toEqual({ query: 'Manchester', label: 'Manchester (M)', note: null, others: [] });

    ddb.resetHistory();
    const didsbury = await get({ place: 'didsbury' });
    expect((body(didsbury).items as Array<{ id: string }>).map((j) => j.id)).toEqual(['job-m20-0001']);

    // Greater London spans twenty areas: the board is read (bounded) and London's districts kept.
    ddb.resetHistory();
    const london = await get({ place: 'London' });
    expect((body(london).items as Array<{ id: string }>).map((j) => j.id).sort()).toEqual([
      'job-e8-00001',
      'job-sw4-0001',
    ]);
    expect(queries()[0]).toMatchObject({ IndexName: 'gsi1', ExpressionAttributeValues: { ':p': 'JOBS' } });
    expect(queries().every((q) => typeof q.Limit === 'number')).toBe(true);
  });

  it('reads a distance around a place, and says which of several places of a name it took', async () => {
    board([
      job('job-m20-0001', { postcodeDistrict: 'M20' }),
      job('job-sk4-0001', { postcodeDistrict: 'SK4' }),
      job('job-ls6-0001', { postcodeDistrict: 'LS6' }),
    ]);
    const near = await get({ place: 'Didsbury', radius: '5' });
    expect(near.statusCode).toBe(200);
    expect((body(near).items as Array<{ id: string }>).map((j) => j.id).sort()).toEqual([
      'job-m20-0001',
      'job-sk4-0001',
    ]);
    expect(body(near).place).toMatchObject({ label: 'Within 5 miles of Didsbury (M20)' });

    const richmond = await get({ place: 'Richmond' });
    expect(body(richmond).place).toMatchObject({
      label: 'Richmond (TW9, TW10)',
      others: [
        { label: 'Richmond (DL10)', query: 'DL10' },
        { label: 'Richmond (S13)', query: 'S13' },
      ],
    });
    expect((body(richmond).place as { note: string }).note).toMatch(/more than one place/);
  });

  it('refuses a cursor of another partition', async () => {
    board([job('job-sw4-0001')]);
    const cursor = encodeCursor({ pk: 'JOB#x', sk: 'JOB', gsi1pk: 'JOBS', gsi1sk: 'x' })!;
    expect((await get({ place: 'SW4', cursor })).statusCode).toBe(400);
  });
});

describe('GET /jobs?sort=best', () => {
  function withProfile(p: NannyProfile | null) {
    ddb.on(GetCommand).callsFake((input: { Key: { pk: string; sk: string } }) => {
      if (input.Key.pk === `USER#${NANNY_USER}` && input.Key.sk === 'NANNY')
        return p ? { Item: { nannyId: p.id } } : {};
      if (p && input.Key.pk === `NANNY#${p.id}`) return { Item: nannyToItem(p) };
      return {};
    });
  }

  it('is for a nanny with a profile only', async () => {
    board([job('job-sw4-0001')]);
    withProfile(null);
    for (const token of [undefined, 'family', 'nanny']) {
      const res = await get({ sort: 'best' }, token);
      expect(res.statusCode, token).toBe(403);
      expect(body(res).message).toBe(BEST_MATCH_MESSAGES.needsProfile);
    }
    expect(queries()).toHaveLength(0);
  });

  it('ranks her area’s jobs by how well they fit, with the reasons in her words, a page at a time', async () => {
    board([
      job('job-m1-00001', {
        postcodeDistrict: 'M1',
        requirements: ['SEN experience'],
        publishedAt: published(9),
      }),
      job('job-sw9-0001', { postcodeDistrict: 'SW9', publishedAt: published(8) }),
      job('job-sw4-0001', {
        postcodeDistrict: 'SW4',
        requirements: ['SEN experience'],
        publishedAt: published(1),
      }),
      job('job-sw4-0002', {
        postcodeDistrict: 'SW4',
        requirements: ['Driving License'],
        publishedAt: published(2),
      }),
    ]);
    withProfile(profile);
    const res = await get({ sort: 'best', limit: '2' }, 'nanny');
    expect(res.statusCode).toBe(200);
    const items = body(res).items as Array<{
      id: string;
      match: { score: number; reasons: string[]; gaps: string[] };
    }>;
    // Same district and the requirement she meets; then nearby with nothing asked; then her district
    // with a requirement she does not show; then another area.
    expect(items.map((j) => j.id)).toEqual(['job-sw4-0001', 'job-sw9-0001']);
    expect(items[0]!.match.reasons.slice(0, 2)).toEqual([
      'In your area: SW4',
      'Asks for SEN experience, which you have',
    ]);
    expect(items[1]!.match.reasons[0]).toBe('Nearby: SW9, in your SW area');
    expect(items[0]!.match.score).toBeGreaterThan(items[1]!.match.score);
    // Her area first (gsi3), then the board.
    expect(queries()[0]).toMatchObject({
      IndexName: 'gsi3',
      ExpressionAttributeValues: { ':p': 'JOBS_AREA#SW' },
    });
    expect(queries().some((q) => q.IndexName === 'gsi1')).toBe(true);

    const next = await get({ sort: 'best', limit: '2', cursor: body(res).nextCursor as string }, 'nanny');
    const rest = body(next).items as Array<{ id: string; match: { gaps: string[] } }>;
    expect(rest.map((j) => j.id)).toEqual(['job-sw4-0002', 'job-m1-00001']);
    expect(rest[0]!.match.gaps).toContain('You do not list a driving licence');
    expect(body(next).nextCursor).toBeNull();

    // The normal order carries no match.
    const plain = await get({}, 'nanny');
    expect((body(plain).items as Array<{ match: unknown }>).every((j) => j.match === null)).toBe(true);
  });

  it('refuses a cursor that is not one of its own', async () => {
    board([job('job-sw4-0001')]);
    withProfile(profile);
    const dynamo = encodeCursor({ pk: 'JOB#x', sk: 'JOB', gsi1pk: 'JOBS', gsi1sk: 'x' })!;
    expect((await get({ sort: 'best', cursor: dynamo }, 'nanny')).statusCode).toBe(400);
  });
});
