import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WORKED_SPLIT } from '../support/worked-split.ts';
import { week } from '../support/shares.ts';
import { SHARE_TEXTS } from '../../lambdas/contract/shares-texts.ts';
import { jobDetails } from '../security/requests.ts';
import { journeys } from '../support/journeys.ts';
import { sharedLocalCloud, type LocalCloud } from './cloud.ts';

/**
 * A nanny share's job through the local cloud: two families pair and agree the split, one of them posts
 * the job once for both and pays; a visitor then reads both families' parts on the job's page and the
 * board's card, and nothing that names either family's account or email. A share whose split is not
 * agreed posts nothing; a family outside the share is told there is no such share.
 */
let cloud: LocalCloud;
beforeAll(async () => {
  cloud = await sharedLocalCloud();
}, 90_000);
afterAll(async () => cloud?.stop());

const j = journeys(() => cloud);
const { call } = j;

const part = (postcode: string, days: string[], children: number, childrenAges: string) => ({
  postcode,
  schedule: week(days),
  children,
  childrenAges,
});
const split = WORKED_SPLIT;

const idOf = async (token: string) => String((await call('GET', '/me', token)).body.id);

/** Two families paired in a share of their own, the split not proposed yet. */
async function pairedShare(label: string) {
  const first = await cloud.newUser('family', `${label}-a`);
  const second = await cloud.newUser('family', `${label}-b`);
  const made = await call('POST', '/nanny-shares', first.token, {
    part: part('TQ1 1AA', ['mon', 'tue', 'wed'], 2, '2 and 4'),
    about: 'Two children who love the beach.',
    listed: false,
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const shareId = String(made.body.id);
  const proposed = await call('POST', `/nanny-shares/${shareId}/proposals`, second.token, {
    part: part('TQ2 5AA', ['wed', 'thu', 'fri'], 1, '3'),
    text: 'We live up the hill: shall we share?',
  });
  expect(proposed.status, JSON.stringify(proposed.body)).toBe(201);
  const [firstId, secondId] = [await idOf(first.token), await idOf(second.token)];
  const accepted = await call(
    'POST',
    `/nanny-shares/${shareId}/proposals/${secondId}/accept`,
    first.token,
    {},
  );
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  return { first: { ...first, id: firstId }, second: { ...second, id: secondId }, shareId };
}

const postFor = (token: string, email: string, shareId: string) =>
  call('POST', '/jobs/family', token, {
    ...jobDetails(),
    jobTitle: 'Nanny share in Torquay',
    location: 'Torquay',
    postcode: 'TQ1 1AA',
    contactEmail: email,
    discountCode: '',
    shareId,
  });

/** The account's jobs as it lists them (drafts awaiting payment too). */
const postedJobs = async (accountId: string) =>
  (await j.partition(`USER#${accountId}`)).filter((item) => String(item.sk).startsWith('MYJOB#'));

describe('a nanny share’s job', () => {
  it('is posted once for both families, and shows both parts to a visitor with no account in it', async () => {
    const { first, second, shareId } = await pairedShare('share-job');

    // Before the split is agreed, nothing is posted.
    const early = await postFor(first.token, first.email, shareId);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(SHARE_TEXTS.splitNotAgreed);
    expect(await postedJobs(first.id)).toEqual([]);

    const proposed = await call('PUT', `/nanny-shares/${shareId}/split`, first.token, split);
    expect(proposed.status, JSON.stringify(proposed.body)).toBe(200);
    const { result, version } = proposed.body.split;
    const agreed = await call('POST', `/nanny-shares/${shareId}/split/agree`, second.token, { version });
    expect(agreed.status, JSON.stringify(agreed.body)).toBe(200);

    // A family outside the share cannot post its job.
    const stranger = await cloud.newUser('family', 'share-job-x');
    const outside = await postFor(stranger.token, stranger.email, shareId);
    expect(outside.status).toBe(404);
    expect(outside.body.message).toBe(SHARE_TEXTS.notFound);
    expect(await postedJobs(await idOf(stranger.token))).toEqual([]);

    // The second family posts it, for both, and pays the one fee.
    const created = await postFor(second.token, second.email, shareId);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const jobId = String(created.body.jobId);
    const sessionId = new URL(created.body.checkoutUrl).pathname.split('/').pop()!;
    await fetch(`${cloud.stripe}/checkout/${sessionId}/pay`, { method: 'POST', redirect: 'manual' });

    let page = await call('GET', `/jobs/${jobId}`);
    for (let i = 0; i < 40 && page.status !== 200; i++) {
      await new Promise((r) => setTimeout(r, 250));
      page = await call('GET', `/jobs/${jobId}`);
    }
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    expect(page.body.status).toBe('live');
    expect(page.body.share).toEqual({
      home: 'first',
      families: [
        {
          label: 'Test',
          postcodeDistrict: 'TQ1',
          days: week(['mon', 'tue', 'wed']),
          children: 2,
          childrenAges: '2 and 4',
          weeklyGrossPence: result.first.weeklyGrossPence,
          hours: result.first.hours,
        },
        {
          label: 'Test',
          postcodeDistrict: 'TQ2',
          days: week(['wed', 'thu', 'fri']),
          children: 1,
          childrenAges: '3',
          weeklyGrossPence: result.partner.weeklyGrossPence,
          hours: result.partner.hours,
        },
      ],
      totalWeeklyGrossPence: result.totalWeeklyGrossPence,
    });
    expect(result.totalWeeklyGrossPence).toBe(
      result.first.weeklyGrossPence + result.partner.weeklyGrossPence,
    );

    // Neither the page nor the board's card names an account, an email or the share itself.
    const board = await call('GET', '/jobs?limit=50');
    const card = board.body.items.find((item: { id: string }) => item.id === jobId);
    expect(card?.share).toEqual(page.body.share);
    for (const text of [JSON.stringify(page.body), JSON.stringify(card)]) {
      for (const secret of [first.id, second.id, first.email, second.email, shareId, 'accountId'])
        expect(text).not.toContain(secret);
    }

    // The share has its job: a second post is refused, by either family.
    const again = await postFor(first.token, first.email, shareId);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(SHARE_TEXTS.jobPostedAlready);
    expect(await postedJobs(first.id)).toEqual([]);
  });

  it('leaves a single family’s job without a share', async () => {
    const family = await j.familyWithJob('share-job-single');
    const page = await call('GET', `/jobs/${family.jobId}`);
    expect(page.status).toBe(200);
    expect(page.body.share).toBeNull();
  });
});
