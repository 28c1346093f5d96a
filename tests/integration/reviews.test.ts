import { londonDay } from '../../lambdas/contract/uk-day.ts';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREDENTIALS, IDS, REGION } from '../../local/config.ts';
import { REVIEW_TEXTS } from '../../lambdas/contract/reviews.ts';
import { dayAfter } from '../../lambdas/domain/reviews.ts';
import { jobDetails, nannyProfile, offerTerms } from '../security/requests.ts';
import { startLocalCloud, type LocalCloud } from './cloud.ts';

/**
 * Reviews through the local cloud: only the poster of a hire reviews, once, after the start date, never
 * themselves; the 48-hour edit window; the nanny's one reply; and her rating, counted from visible
 * reviews only, through a moderator's hide and an upheld appeal. The table's clock-bound attributes (a
 * job's start date, when a review was written) are moved in the table itself, as time would move them.
 */
let cloud: LocalCloud;
let table: DynamoDBDocumentClient;
let admin: string;
const OFFSET = 6600;

beforeAll(async () => {
  cloud = await startLocalCloud(OFFSET);
  table = DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint: cloud.dynamodb, region: REGION, credentials: CREDENTIALS }),
  );
  admin = await cloud.signIn('admin@nannymarketplace.local', 'Admin#Local2024');
}, 120_000);
afterAll(async () => cloud?.stop());

const call: LocalCloud['call'] = (...args) => cloud.call(...args);
const DAY = 24 * 3600 * 1000;
const subOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub as string;
const stored = async (key: { pk: string; sk: string }) =>
  (await table.send(new GetCommand({ TableName: IDS.tableName, Key: key, ConsistentRead: true }))).Item;
const update = (key: { pk: string; sk: string }, set: Record<string, unknown>) =>
  table.send(
    new UpdateCommand({
      TableName: IDS.tableName,
      Key: key,
      UpdateExpression: `SET ${Object.keys(set)
        .map((_, i) => `#a${i} = :v${i}`)
        .join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(Object.keys(set).map((k, i) => [`#a${i}`, k])),
      ExpressionAttributeValues: Object.fromEntries(Object.values(set).map((v, i) => [`:v${i}`, v])),
    }),
  );

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);
const TEXT = 'Kind, reliable and wonderful with our two boys every single day.';

async function familyWithJob(label: string) {
  const family = await cloud.newUser('family', label);
  const created = await call('POST', '/jobs/family', family.token, {
    ...jobDetails(),
    jobTitle: `Nanny wanted (${label})`,
    contactEmail: family.email,
    discountCode: '',
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const sessionId = new URL(created.body.checkoutUrl).pathname.split('/').pop()!;
  await fetch(`${cloud.stripe}/checkout/${sessionId}/pay`, { method: 'POST', redirect: 'manual' });
  return { ...family, id: subOf(family.token), jobId: String(created.body.jobId) };
}

async function nanny(label: string) {
  const user = await cloud.newUser('nanny', label);
  const cv = await cloud.upload(user.token, 'nanny-cv', 'cv.pdf', 'application/pdf', PDF);
  const saved = await call(
    'PUT',
    '/nanny-profile',
    user.token,
    nannyProfile(user.email, { key: cv.key, name: 'cv.pdf' }),
  );
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return { ...user, id: subOf(user.token), nannyId: String(saved.body.id) };
}

/** A family's job with the nanny applied and (unless told otherwise) hired. */
async function hire(label: string, who: Awaited<ReturnType<typeof nanny>>, status = 'hired') {
  const family = await familyWithJob(label);
  const applied = await call('POST', `/jobs/${family.jobId}/applications`, who.token, {
    coverLetter: 'I would love to look after your children.',
    phone: '',
    cv: null,
  });
  expect(applied.status, JSON.stringify(applied.body)).toBe(201);
  if (status === 'hired') {
    // She is hired when she accepts the family's offer.
    const offered = await call('PUT', `/offers/${family.jobId}/${who.nannyId}`, family.token, offerTerms());
    expect(offered.status, JSON.stringify(offered.body)).toBe(200);
    const accepted = await call('POST', `/offers/${family.jobId}/${who.nannyId}/accept`, who.token, {
      version: 1,
      employeeName: 'Rosa Martínez Lopez',
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    return family;
  }
  const moved = await call('PUT', `/my-jobs/${family.jobId}/applicants/${who.nannyId}/status`, family.token, {
    status,
  });
  expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  return family;
}

/** The job's start date moved to `daysAgo` days before today (UK time). */
const startedDaysAgo = (jobId: string, daysAgo: number) =>
  update({ pk: `JOB#${jobId}`, sk: 'JOB' }, { startDate: londonDay(new Date(Date.now() - daysAgo * DAY)) });

const reviewPath = (jobId: string, nannyId: string) => `/my-jobs/${jobId}/applicants/${nannyId}/review`;
const reviewKey = (jobId: string, nannyId: string) => ({ pk: `REVIEW#${jobId}`, sk: `NANNY#${nannyId}` });

async function card(nannyId: string) {
  const item = await stored({ pk: `NANNY#${nannyId}`, sk: 'PROFILE' });
  return { rating: item?.rating, totalReviews: item?.totalReviews, ratingSum: item?.ratingSum };
}
const publicList = async (nannyId: string) => (await call('GET', `/candidates/${nannyId}/reviews`)).body;

describe('writing a review', () => {
  it('opens the day after the start date, once per hire, and counts in her rating', async () => {
    const rosa = await nanny('rosa');
    const family = await hire('rev-family', rosa);

    // Before the start date: refused, nothing stored; the applicant view says from when.
    const early = await call('POST', reviewPath(family.jobId, rosa.nannyId), family.token, {
      rating: 5,
      text: TEXT,
    });
    expect(early.status).toBe(409);
    expect(early.body.message).toContain('You can review her from');
    expect(await stored(reviewKey(family.jobId, rosa.nannyId))).toBeUndefined();
    const job = (await call('GET', `/my-jobs/${family.jobId}`, family.token)).body;
    const before = (await call('GET', `/my-jobs/${family.jobId}/applicants/${rosa.nannyId}`, family.token))
      .body;
    expect(before.review).toEqual({
      status: 'not-yet',
      opensOn: dayAfter(job.fields.startDate),
      review: null,
    });

    // The start date is today: still not open. Yesterday: open.
    await startedDaysAgo(family.jobId, 0);
    expect(
      (await call('POST', reviewPath(family.jobId, rosa.nannyId), family.token, { rating: 5, text: TEXT }))
        .status,
    ).toBe(409);
    await startedDaysAgo(family.jobId, 1);
    const open = (await call('GET', `/my-jobs/${family.jobId}/applicants/${rosa.nannyId}`, family.token))
      .body;
    expect(open.review.status).toBe('open');

    // Markup-only text is refused as too short; a bad rating by the contract.
    expect(
      (await call('POST', reviewPath(family.jobId, rosa.nannyId), family.token, { rating: 6, text: TEXT }))
        .status,
    ).toBe(400);
    expect(
      (
        await call('POST', reviewPath(family.jobId, rosa.nannyId), family.token, {
          rating: 4,
          text: '<b></b>'.repeat(5),
        })
      ).status,
    ).toBe(400);

    const written = await call('POST', reviewPath(family.jobId, rosa.nannyId), family.token, {
      rating: 5,
      text: TEXT,
    });
    expect(written.status, JSON.stringify(written.body)).toBe(201);
    expect(written.body).toMatchObject({
      status: 'written',
      review: { rating: 5, text: TEXT, hidden: false },
    });
    expect(Date.parse(written.body.review.editableUntil) - Date.parse(written.body.review.writtenAt)).toBe(
      48 * 3600 * 1000,
    );

    // A second review of the same hire: refused.
    const again = await call('POST', reviewPath(family.jobId, rosa.nannyId), family.token, {
      rating: 1,
      text: TEXT,
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(REVIEW_TEXTS.already);

    expect(await card(rosa.nannyId)).toEqual({ rating: 5, totalReviews: 1, ratingSum: 5 });
    const list = await publicList(rosa.nannyId);
    expect(list.items).toHaveLength(1);
    // The author by first name only (the test user is "Test rev-family"): no surname, no address.
    expect(list.items[0]).toMatchObject({ rating: 5, text: TEXT, authorLabel: 'Test', reply: null });
    expect(JSON.stringify(list)).not.toContain(family.email);
    expect(JSON.stringify(list)).not.toContain('rev-family');

    // Her own profile edit keeps the aggregate.
    const resaved = await call('PUT', '/nanny-profile', rosa.token, {
      ...nannyProfile(rosa.email, null as never),
      cv: (await call('GET', '/nanny-profile', rosa.token)).body.cv,
      bio: 'Calm and caring nanny with six years of experience, now reviewed.',
    });
    expect(resaved.status, JSON.stringify(resaved.body)).toBe(200);
    expect(await card(rosa.nannyId)).toEqual({ rating: 5, totalReviews: 1, ratingSum: 5 });
    const listed = (await call('GET', '/candidates?limit=50')).body.items.find(
      (c: { id: string }) => c.id === rosa.nannyId,
    );
    expect(listed).toMatchObject({ rating: 5, totalReviews: 1 });
  });

  it('stores one review when the same one is sent twice at once', async () => {
    const sam = await nanny('sam');
    const family = await hire('rev-twice', sam);
    await startedDaysAgo(family.jobId, 3);
    const [a, b] = await Promise.all([
      call('POST', reviewPath(family.jobId, sam.nannyId), family.token, { rating: 4, text: TEXT }),
      call('POST', reviewPath(family.jobId, sam.nannyId), family.token, { rating: 4, text: TEXT }),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expect(await card(sam.nannyId)).toEqual({ rating: 4, totalReviews: 1, ratingSum: 4 });
  });

  it('refuses a review without a hire, of oneself, or by anyone but the poster', async () => {
    const ivy = await nanny('ivy');
    const shortlisted = await hire('rev-short', ivy, 'shortlisted');
    await startedDaysAgo(shortlisted.jobId, 3);
    const notHired = await call('POST', reviewPath(shortlisted.jobId, ivy.nannyId), shortlisted.token, {
      rating: 5,
      text: TEXT,
    });
    expect(notHired.status).toBe(409);
    expect(notHired.body.message).toBe(REVIEW_TEXTS.notHired);

    const family = await hire('rev-self', ivy);
    await startedDaysAgo(family.jobId, 3);
    const stranger = await cloud.newUser('family', 'rev-stranger');
    expect(
      (await call('POST', reviewPath(family.jobId, ivy.nannyId), stranger.token, { rating: 1, text: TEXT }))
        .status,
    ).toBe(404);
    expect(
      (await call('POST', reviewPath(family.jobId, ivy.nannyId), ivy.token, { rating: 5, text: TEXT }))
        .status,
    ).toBe(403);

    // The poster's account is the hired nanny's own (as if she had changed her account's type).
    await update({ pk: `JOB#${family.jobId}`, sk: `APP#${ivy.nannyId}` }, { userId: family.id });
    const self = await call('POST', reviewPath(family.jobId, ivy.nannyId), family.token, {
      rating: 5,
      text: TEXT,
    });
    expect(self.status).toBe(403);
    expect(self.body.message).toBe(REVIEW_TEXTS.self);
    expect(await stored(reviewKey(family.jobId, ivy.nannyId))).toBeUndefined();
    expect(await card(ivy.nannyId)).toEqual({ rating: 0, totalReviews: 0, ratingSum: 0 });
  });
});

describe('after it is written', () => {
  it('is changed by its author for 48 hours only, and replied to once by her', async () => {
    const lena = await nanny('lena');
    const family = await hire('rev-edit', lena);
    await startedDaysAgo(family.jobId, 2);
    expect(
      (await call('POST', reviewPath(family.jobId, lena.nannyId), family.token, { rating: 5, text: TEXT }))
        .status,
    ).toBe(201);

    const edited = await call('PUT', reviewPath(family.jobId, lena.nannyId), family.token, {
      rating: 3,
      text: `${TEXT} Edited.`,
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.review).toMatchObject({ rating: 3, text: `${TEXT} Edited.` });
    expect(await card(lena.nannyId)).toEqual({ rating: 3, totalReviews: 1, ratingSum: 3 });
    const stranger = await cloud.newUser('family', 'rev-other');
    expect(
      (await call('PUT', reviewPath(family.jobId, lena.nannyId), stranger.token, { rating: 1, text: TEXT }))
        .status,
    ).toBe(404);

    // 48 hours later (the clock moved in the table): no more changes.
    const key = reviewKey(family.jobId, lena.nannyId);
    await update(key, { writtenAt: new Date(Date.now() - 48 * 3600 * 1000 - 1000).toISOString() });
    const late = await call('PUT', reviewPath(family.jobId, lena.nannyId), family.token, {
      rating: 1,
      text: TEXT,
    });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(REVIEW_TEXTS.editClosed);
    expect((await stored(key))?.rating).toBe(3);
    expect(
      (await call('GET', `/my-jobs/${family.jobId}/applicants/${lena.nannyId}`, family.token)).body.review
        .review.editableUntil,
    ).toBeNull();

    // Her reply: once, publicly; nobody else replies.
    const reviewId = `${family.jobId}_${lena.nannyId}`;
    const mine = await call('GET', '/me/reviews', lena.token);
    expect(mine.body.items).toHaveLength(1);
    expect(mine.body.items[0]).toMatchObject({ id: reviewId, canReply: true, hidden: false });
    const other = await nanny('other');
    expect(
      (await call('POST', `/me/reviews/${reviewId}/reply`, other.token, { text: 'Not mine.' })).status,
    ).toBe(404);
    expect(
      (await call('POST', `/me/reviews/${reviewId}/reply`, family.token, { text: 'Not mine.' })).status,
    ).toBe(403);
    const replied = await call('POST', `/me/reviews/${reviewId}/reply`, lena.token, {
      text: 'Thank you, it was a joy.',
    });
    expect(replied.status, JSON.stringify(replied.body)).toBe(201);
    expect(replied.body).toMatchObject({ canReply: false, reply: { text: 'Thank you, it was a joy.' } });
    const twice = await call('POST', `/me/reviews/${reviewId}/reply`, lena.token, { text: 'Again.' });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(REVIEW_TEXTS.replied);
    expect((await publicList(lena.nannyId)).items[0].reply.text).toBe('Thank you, it was a joy.');
  });

  it('leaves the public list and her rating when a moderator hides it, and comes back on appeal', async () => {
    const mia = await nanny('mia');
    const first = await hire('rev-mod-a', mia);
    const second = await hire('rev-mod-b', mia);
    await startedDaysAgo(first.jobId, 5);
    await startedDaysAgo(second.jobId, 5);
    await call('POST', reviewPath(first.jobId, mia.nannyId), first.token, { rating: 5, text: TEXT });
    await call('POST', reviewPath(second.jobId, mia.nannyId), second.token, {
      rating: 2,
      text: `${TEXT} Mostly.`,
    });
    expect(await card(mia.nannyId)).toEqual({ rating: 3.5, totalReviews: 2, ratingSum: 7 });

    const reviewId = `${second.jobId}_${mia.nannyId}`;
    // The public reads each review under a sealed id, which names no job, and reports it by that id.
    const listed = await call('GET', `/candidates/${mia.nannyId}/reviews`);
    const publicIds: string[] = listed.body.items.map((r: { id: string }) => r.id);
    expect(publicIds.some((id) => id.includes(second.jobId) || id.includes(first.jobId))).toBe(false);
    const sealed = listed.body.items.find((r: { rating: number }) => r.rating === 2).id;
    const forged = await call('POST', '/reports', undefined, {
      contentType: 'review',
      contentId: reviewId,
      reason: 'inappropriate',
      details: '',
      email: 'watcher@example.com',
    });
    expect(forged.status).toBe(404);
    const reported = await call('POST', '/reports', undefined, {
      contentType: 'review',
      contentId: sealed,
      reason: 'inappropriate',
      details: 'Names the children’s school.',
      email: 'watcher@example.com',
    });
    expect(reported.status, JSON.stringify(reported.body)).toBe(201);
    const content = await call('GET', `/admin/content/review/${reviewId}`, admin);
    expect(content.status).toBe(200);
    expect(content.body).toMatchObject({
      visibility: 'published',
      ownerFirstName: 'Test',
      review: { rating: 2, authorLabel: 'Test', nannyId: mia.nannyId, nannyFirstName: 'Rosa' },
    });

    const hidden = await call('PATCH', `/admin/reports/${reported.body.reportId}`, admin, {
      status: 'resolved',
      notes: '',
      hideContent: true,
      explanation: 'It names a child’s school.',
    });
    expect(hidden.status, JSON.stringify(hidden.body)).toBe(200);
    expect(await card(mia.nannyId)).toEqual({ rating: 5, totalReviews: 1, ratingSum: 5 });
    expect((await publicList(mia.nannyId)).items.map((r: { rating: number }) => r.rating)).toEqual([5]);
    // She still sees it, marked hidden.
    expect(
      (await call('GET', '/me/reviews', mia.token)).body.items.find((r: { id: string }) => r.id === reviewId),
    ).toMatchObject({ hidden: true });

    // The author appeals; a moderator reverses it: shown and counted again.
    const decisions = (await call('GET', '/me/moderation', second.token)).body.items;
    expect(decisions[0]).toMatchObject({ contentType: 'review', canAppeal: true });
    expect(
      (
        await call('POST', `/me/moderation/${decisions[0].id}/appeal`, second.token, {
          text: 'The school is not named.',
        })
      ).status,
    ).toBe(201);
    const decided = await call('POST', `/admin/appeals/${decisions[0].id}`, admin, {
      outcome: 'reversed',
      notes: 'Fair: shown again.',
    });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    expect(await card(mia.nannyId)).toEqual({ rating: 3.5, totalReviews: 2, ratingSum: 7 });
    expect((await publicList(mia.nannyId)).items).toHaveLength(2);
  });
});

describe('the demo data', () => {
  it('rates seeded nannies only from the reviews of their seeded hires', async () => {
    const cards = (await call('GET', '/candidates?limit=50')).body.items as Array<{
      id: string;
      rating: number;
      totalReviews: number;
    }>;
    const rated = cards.filter((c) => c.id.startsWith('seed-') && c.totalReviews > 0);
    expect(rated.length).toBeGreaterThan(5);
    expect(cards.some((c) => c.id.startsWith('seed-') && c.totalReviews === 0 && c.rating === 0)).toBe(true);
    for (const nanny of rated) {
      const reviews = (await call('GET', `/candidates/${nanny.id}/reviews?limit=50`)).body.items as Array<{
        id: string;
        rating: number;
      }>;
      expect(reviews).toHaveLength(nanny.totalReviews);
      const mean = reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length;
      expect(nanny.rating).toBe(Math.round(mean * 10) / 10);
      // Each from a hire: the seeded job's application to her is a hire. (The public id is sealed; the
      // product's own key opens it.)
      const { lambdaEnvironment } = await import('../../local/config.ts');
      Object.assign(process.env, lambdaEnvironment());
      const { unseal } = await import('../../lambdas/platform/signing.ts');
      const { REVIEW_ID_PURPOSE } = await import('../../lambdas/contract/reviews-constants.ts');
      for (const review of reviews) {
        const [jobId] = (await unseal(REVIEW_ID_PURPOSE, review.id))!.split('_');
        expect((await stored({ pk: `JOB#${jobId}`, sk: `APP#${nanny.id}` }))?.status).toBe('hired');
      }
    }
  });
});
