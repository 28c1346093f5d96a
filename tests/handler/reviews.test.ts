import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { aJob } from '../support/fixtures.ts';
import { EMPTY_TRUST } from '../../lambdas/domain/verification.ts';
import { BatchGetCommand, GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import type { ApiHandler } from '../../lambdas/platform/http.ts';
import { REVIEW_TEXTS } from '../../lambdas/contract/reviews.ts';
import { applicationToItem, type Application } from '../../lambdas/data/applications.ts';
import { jobToItem } from '../../lambdas/data/jobs.ts';
import { nannyToItem } from '../../lambdas/data/nannies.ts';
import { reviewToItem, type Review } from '../../lambdas/data/reviews.ts';
import type { NannyProfile } from '../../lambdas/domain/nanny.ts';
import { apiEvent, claimsOf, lambdaContext } from './event.ts';
import { mockAws, quietConsole, stubFunctionEnv } from '../support/aws.ts';

/**
 * Reviews at the SDK boundary, with a clock of the test's own: what a review's transaction holds (the
 * review, her rating, the hire), that a refusal writes nothing, and that a race is read again.
 */
const { ddb } = mockAws('ddb');
quietConsole();
const handlers: Record<string, ApiHandler> = {};

beforeAll(async () => {
  stubFunctionEnv();
  for (const [name, path] of Object.entries({
    create: 'reviews/create.ts',
    edit: 'reviews/edit.ts',
    reply: 'reviews/reply.ts',
  }))
    handlers[name] = ((await import(`../../lambdas/http/${path}`)) as { handler: ApiHandler }).handler;
});
afterEach(() => vi.useRealTimers());

const JOB_ID = 'job-12345678';
const NANNY_ID = 'nanny-12345678';
const POSTER = claimsOf({ sub: 'family-1', name: 'Olivia Bennett', 'custom:user_type': 'family' });
const NANNY = claimsOf({ sub: 'nanny-user-1', name: 'Amelia Hughes', 'custom:user_type': 'nanny' });

const job = aJob({
  id: JOB_ID,
  description: 'A caring nanny for our two children.',
  location: 'Hove',
  locationLower: 'hove',
  postcodeDistrict: 'BN3',
  startDate: '2026-03-10',
  languages: ['English'],
  createdAt: '2026-02-01T10:00:00.000Z',
  publishedAt: '2026-02-01T10:01:00.000Z',
});

const application: Application = {
  id: `${JOB_ID}_${NANNY_ID}`,
  jobId: JOB_ID,
  nannyId: NANNY_ID,
  userId: 'nanny-user-1',
  posterId: 'family-1',
  applicantName: 'Amelia Hughes',
  applicantEmail: 'amelia@example.com',
  applicantPhone: '',
  coverLetter: 'Hello',
  cv: null,
  status: 'hired',
  createdAt: '2026-02-02T10:00:00.000Z',
  statusChangedAt: '2026-02-05T10:00:00.000Z',
  viewedAt: '2026-02-03T10:00:00.000Z',
  message: null,
};

const profile: NannyProfile = {
  id: NANNY_ID,
  userId: 'nanny-user-1',
  fullName: 'Amelia Hughes',
  location: 'Hove',
  postcodeDistrict: 'BN3',
  lookingFor: [],
  availableFrom: null,
  availability: null,
  yearsExperience: 5,
  email: 'amelia@example.com',
  bio: 'Kind and calm.',
  skills: [],
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
  rating: 4,
  totalReviews: 1,
  ratingSum: 4,
  trust: EMPTY_TRUST,
  trustVersion: 0,
  hidden: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const written: Review = {
  id: `${JOB_ID}_${NANNY_ID}`,
  jobId: JOB_ID,
  nannyId: NANNY_ID,
  nannyUserId: 'nanny-user-1',
  authorUserId: 'family-1',
  authorLabel: 'Olivia',
  jobTitle: 'Nanny for two',
  rating: 5,
  text: 'Wonderful with our children, always on time.',
  writtenAt: '2026-03-12T10:00:00.000Z',
  editedAt: null,
  reply: null,
  hidden: false,
  version: 1,
};

function stored(extra: Record<string, Record<string, unknown>> = {}) {
  const items: Record<string, Record<string, unknown>> = {
    [`JOB#${JOB_ID}|JOB`]: jobToItem(job),
    [`JOB#${JOB_ID}|APP#${NANNY_ID}`]: applicationToItem(application),
    [`NANNY#${NANNY_ID}|PROFILE`]: nannyToItem(profile),
    ...extra,
  };
  ddb.on(GetCommand).callsFake((input: { Key: { pk: string; sk: string } }) => {
    const item = items[`${input.Key.pk}|${input.Key.sk}`];
    return item ? { Item: item } : {};
  });
  ddb.on(BatchGetCommand).resolves({ Responses: {} });
}

const at = (iso: string) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
};

const send = (name: 'create' | 'edit', body: Record<string, unknown>) =>
  handlers[name]!(
    apiEvent({
      method: name === 'create' ? 'POST' : 'PUT',
      path: `/my-jobs/${JOB_ID}/applicants/${NANNY_ID}/review`,
      params: { jobId: JOB_ID, nannyId: NANNY_ID },
      body: JSON.stringify(body),
      claims: POSTER,
    }),
    lambdaContext,
  );

const transactions = () => ddb.commandCalls(TransactWriteCommand).map((c) => c.args[0].input.TransactItems!);
const cancelled = (codes: string[]) =>
  new TransactionCanceledException({
    message: 'cancelled',
    $metadata: {},
    CancellationReasons: codes.map((Code) => ({ Code })),
  });

describe('writing a review', () => {
  beforeEach(() => stored());

  it('puts the review, her new rating and the hire’s check in one transaction', async () => {
    at('2026-03-11T09:00:00Z');
    ddb.on(TransactWriteCommand).resolves({});
    const res = await send('create', { rating: 5, text: written.text });
    expect(res.statusCode, res.body).toBe(201);
    expect(JSON.parse(res.body!)).toMatchObject({ status: 'written', opensOn: '2026-03-11' });
    const [items] = transactions();
    expect(items).toHaveLength(4);
    expect(items![0]!.Put).toMatchObject({
      Item: { pk: `REVIEW#${JOB_ID}`, sk: `NANNY#${NANNY_ID}`, authorLabel: 'Olivia', rating: 5, version: 1 },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
    expect(items![0]!.Put!.Item!.gsi2pk).toBe(`SHOWN_REVIEWS#${NANNY_ID}`);
    // Her rating from 4 (one review) to 4.5 (two), held to what was read, her place in the list with it.
    expect(items![1]!.Update!.ExpressionAttributeValues).toMatchObject({
      ':sum': 9,
      ':count': 2,
      ':rating': 4.5,
      ':ratingSum': 4,
      ':totalReviews': 1,
      ':s': `450#${profile.createdAt}#${NANNY_ID}`,
    });
    // Her author's pointer, so her export and deletion find it after the job is gone.
    expect(items![2]!.Put!.Item).toMatchObject({
      sk: `REVIEW#${JOB_ID}#${NANNY_ID}`,
      jobId: JOB_ID,
      nannyId: NANNY_ID,
    });
    expect(items![3]!.ConditionCheck).toMatchObject({
      Key: { pk: `JOB#${JOB_ID}`, sk: `APP#${NANNY_ID}` },
      ConditionExpression: '#status = :hired',
    });
  });

  it('refuses a review before the day after the start date, writing nothing', async () => {
    at('2026-03-10T22:00:00Z');
    const res = await send('create', { rating: 5, text: written.text });
    expect(res.statusCode).toBe(409);
    expect(JSON.parse(res.body!).message).toBe(REVIEW_TEXTS.notYet('2026-03-11'));
    expect(transactions()).toHaveLength(0);
  });

  it('reads her rating again when another review counted first', async () => {
    at('2026-03-11T09:00:00Z');
    ddb
      .on(TransactWriteCommand)
      .rejectsOnce(cancelled(['None', 'ConditionalCheckFailed', 'None']))
      .resolves({});
    const res = await send('create', { rating: 3, text: written.text });
    expect(res.statusCode, res.body).toBe(201);
    expect(transactions()).toHaveLength(2);
  });

  it('refuses a second review of the hire', async () => {
    at('2026-03-11T09:00:00Z');
    stored({ [`REVIEW#${JOB_ID}|NANNY#${NANNY_ID}`]: reviewToItem(written) });
    const res = await send('create', { rating: 1, text: written.text });
    expect(res.statusCode).toBe(409);
    expect(JSON.parse(res.body!).message).toBe(REVIEW_TEXTS.already);
    expect(transactions()).toHaveLength(0);
  });
});

describe('changing and replying', () => {
  beforeEach(() => stored({ [`REVIEW#${JOB_ID}|NANNY#${NANNY_ID}`]: reviewToItem(written) }));

  it('changes the rating within 48 hours, her rating with it, and refuses after', async () => {
    ddb.on(TransactWriteCommand).resolves({});
    at('2026-03-14T09:59:00Z');
    const edited = await send('edit', { rating: 3, text: written.text });
    expect(edited.statusCode, edited.body).toBe(200);
    const [items] = transactions();
    expect(items![0]!.Put).toMatchObject({
      Item: { rating: 3, version: 2 },
      ExpressionAttributeValues: { ':version': 1 },
    });
    expect(items![1]!.Update!.ExpressionAttributeValues).toMatchObject({ ':sum': 2, ':count': 1 });

    at('2026-03-14T10:00:00Z');
    const late = await send('edit', { rating: 1, text: written.text });
    expect(late.statusCode).toBe(409);
    expect(JSON.parse(late.body!).message).toBe(REVIEW_TEXTS.editClosed);
    expect(transactions()).toHaveLength(1);
  });

  it('takes her reply once', async () => {
    ddb.on(TransactWriteCommand).resolves({});
    at('2026-03-20T09:00:00Z');
    const reply = (claims: Record<string, string>) =>
      handlers.reply!(
        apiEvent({
          method: 'POST',
          path: `/me/reviews/${written.id}/reply`,
          params: { reviewId: written.id },
          body: JSON.stringify({ text: 'Thank you!' }),
          claims,
        }),
        lambdaContext,
      );
    const res = await reply(NANNY);
    expect(res.statusCode, res.body).toBe(201);
    // The reply reaches the reviewer: it holds only while her account is not being deleted and her
    // profile is neither hidden nor being deleted.
    const [account, profile, change] = transactions()[0]!;
    expect(account!.ConditionCheck).toMatchObject({ Key: { sk: 'ACCOUNT' } });
    expect(profile!.ConditionCheck).toMatchObject({ Key: { pk: `NANNY#${NANNY_ID}`, sk: 'PROFILE' } });
    expect(change!.Put!.Item).toMatchObject({ reply: { text: 'Thank you!' } });
    expect((await reply(POSTER)).statusCode).toBe(403);
    stored({
      [`REVIEW#${JOB_ID}|NANNY#${NANNY_ID}`]: reviewToItem({
        ...written,
        reply: { text: 'Hi', repliedAt: 'x' },
      }),
    });
    const again = await reply(NANNY);
    expect(again.statusCode).toBe(409);
    expect(transactions()).toHaveLength(1);
  });

  it('refuses her reply while her profile is hidden or being deleted, and writes nothing', async () => {
    // Her profile's condition (hidden, or her deletion started) fails in the reply's own write.
    ddb.on(TransactWriteCommand).rejects(cancelled(['None', 'ConditionalCheckFailed', 'None']));
    at('2026-03-20T09:00:00Z');
    const res = await handlers.reply!(
      apiEvent({
        method: 'POST',
        path: `/me/reviews/${written.id}/reply`,
        params: { reviewId: written.id },
        body: JSON.stringify({ text: 'Thank you!' }),
        claims: NANNY,
      }),
      lambdaContext,
    );
    expect(res.statusCode).toBe(403);
    expect(JSON.parse(res.body!).message).toBe(REVIEW_TEXTS.replyHidden);
    expect(transactions()).toHaveLength(1);
  });
});
