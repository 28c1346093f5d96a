import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { CREDENTIALS, IDS, REGION, STRIPE_KEYS } from '../../local/config.ts';
import { HIRING_MESSAGES } from '../../lambdas/contract/hiring.ts';
import { JOB_MESSAGES } from '../../lambdas/contract/jobs.ts';
import { sharedLocalCloud, type LocalCloud } from './cloud.ts';

/**
 * A family's unpaid drafts, through the local cloud and its Stripe stand-in: Resume payment takes a
 * promo code (priced and limited as a post is, its earlier checkout ended first), and a draft can be
 * discarded (its checkout ended, the promo code's use it held given back, asked again: the same answer).
 */
let cloud: LocalCloud;
let table: DynamoDBDocumentClient;

beforeAll(async () => {
  cloud = await sharedLocalCloud();
  table = DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint: cloud.dynamodb, region: REGION, credentials: CREDENTIALS }),
  );
}, 90_000);
afterAll(async () => cloud?.stop());

const call: LocalCloud['call'] = (...args) => cloud.call(...args);
const stored = async (pk: string, sk: string) =>
  (await table.send(new GetCommand({ TableName: IDS.tableName, Key: { pk, sk }, ConsistentRead: true })))
    .Item;

const sessionOf = (checkoutUrl: string) => new URL(checkoutUrl).pathname.split('/').pop()!;
async function session(checkoutUrl: string) {
  const res = await fetch(`${cloud.stripe}/v1/checkout/sessions/${sessionOf(checkoutUrl)}`, {
    headers: { authorization: `Bearer ${STRIPE_KEYS.secretKey}` },
  });
  return (await res.json()) as { status: string; amount_total: number; cancel_url: string };
}
const pay = (checkoutUrl: string) =>
  fetch(`${cloud.stripe}/checkout/${sessionOf(checkoutUrl)}/pay`, { method: 'POST', redirect: 'manual' });

const draft = (token: string, discountCode = '') =>
  call('POST', '/jobs/family', token, {
    jobTitle: 'Draft to resume or discard',
    location: 'Bath',
    postcode: 'BA1 1AA',
    startDate: new Date(Date.now() + 9 * 86400_000).toISOString().slice(0, 10),
    daysHours: 'Weekday mornings',
    pay: { period: 'hourly', min: 14, max: null, hoursPerWeek: 20, liveIn: false, rota: false },
    jobType: 'part-time',
    jobTypeOther: '',
    childrenAges: '3',
    description: 'Mornings with our toddler, parks and playgroups.',
    selectedLanguages: [],
    selectedRequirements: [],
    photo: null,
    contactEmail: 'family@example.com',
    additionalComments: '',
    discountCode,
  });

/** A newsletter subscriber's own welcome code: single use, so a draft holds its use. */
async function welcomeCode() {
  const address = `drafts.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}@example.com`;
  expect((await call('POST', '/newsletter', undefined, { email: address })).status).toBe(200);
  return (await stored(`NEWSLETTER#${address}`, 'SUBSCRIPTION'))!.discountCode as string;
}
const usesOf = async (code: string) => Number((await stored(`PROMO#${code}`, 'PROMO'))!.uses);

const myJob = (token: string, jobId: string) => call('GET', `/my-jobs/${jobId}`, token);
const listed = async (token: string, jobId: string) =>
  ((await call('GET', '/my-jobs?limit=50', token)).body.items as Array<{ id: string }>).some(
    (j) => j.id === jobId,
  );

describe('Resume payment', () => {
  it('takes a promo code: the £50 checkout ends and one at the code’s price opens', async () => {
    const family = await cloud.newUser('family', 'resume');
    const created = await draft(family.token);
    expect(created.status).toBe(201);
    const { jobId, checkoutUrl: first } = created.body as { jobId: string; checkoutUrl: string };
    expect((await session(first)).amount_total).toBe(5000);
    // Leaving the checkout comes back to a page that leads to this draft.
    expect((await session(first)).cancel_url).toMatch(new RegExp(`/payment-cancelled\\?job=${jobId}$`));

    // Without a change of price, the open checkout is the one to finish.
    const same = await call('POST', `/my-jobs/${jobId}/checkout`, family.token, {});
    expect(same.body.checkoutUrl).toBe(first);

    // A code that does not work is refused on its field, and the open checkout stays as it was.
    const wrong = await call('POST', `/my-jobs/${jobId}/checkout`, family.token, {
      discountCode: 'NOPE-123',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields).toEqual({ discountCode: JOB_MESSAGES.promoInvalid });
    expect((await session(first)).status).toBe('open');

    const priced = await call('POST', `/my-jobs/${jobId}/checkout`, family.token, {
      discountCode: ' welcome10 ',
    });
    expect(priced.status, JSON.stringify(priced.body)).toBe(200);
    expect(priced.body.checkoutUrl).not.toBe(first);
    expect((await session(first)).status).toBe('expired');
    expect((await session(priced.body.checkoutUrl)).amount_total).toBe(4000);
    expect((await myJob(family.token, jobId)).body).toMatchObject({
      state: 'unpaid',
      promoCode: 'WELCOME10',
      amountPence: 4000,
    });
    // Asked again with the same code, the new checkout is the one to finish.
    const again = await call('POST', `/my-jobs/${jobId}/checkout`, family.token, {
      discountCode: 'WELCOME10',
    });
    expect(again.body.checkoutUrl).toBe(priced.body.checkoutUrl);

    // Paid at that price, it is published once.
    expect((await pay(priced.body.checkoutUrl)).status).toBe(303);
    await expect.poll(async () => (await myJob(family.token, jobId)).body.state).toBe('live');
    expect((await call('POST', `/my-jobs/${jobId}/checkout`, family.token, {})).status).toBe(409);
  });

  it('holds a single-use code for the draft, as posting does, and gives it back when the code changes', async () => {
    const code = await welcomeCode();
    const family = await cloud.newUser('family', 'resume-held');
    const other = await cloud.newUser('family', 'resume-other');
    const { jobId } = (await draft(family.token)).body as { jobId: string };
    const held = await call('POST', `/my-jobs/${jobId}/checkout`, family.token, { discountCode: code });
    expect(held.status, JSON.stringify(held.body)).toBe(200);
    expect(await usesOf(code)).toBe(1);
    expect((await session(held.body.checkoutUrl)).amount_total).toBe(4000);
    // Its one use is this draft's: nobody else's post can take it meanwhile.
    expect((await draft(other.token, code)).status).toBe(400);

    // Back to the full price: that checkout ends and the use comes back, for anyone.
    const full = await call('POST', `/my-jobs/${jobId}/checkout`, family.token, {});
    expect(full.status).toBe(200);
    expect((await session(held.body.checkoutUrl)).status).toBe('expired');
    expect((await session(full.body.checkoutUrl)).amount_total).toBe(5000);
    expect(await usesOf(code)).toBe(0);
    expect((await draft(other.token, code)).status).toBe(201);
  });
});

describe('Discard draft', () => {
  it('ends its checkout, gives back the code’s use, leaves the list, and answers the same when asked again', async () => {
    const code = await welcomeCode();
    const family = await cloud.newUser('family', 'discard');
    const created = await draft(family.token, code);
    expect(created.status).toBe(201);
    const { jobId, checkoutUrl } = created.body as { jobId: string; checkoutUrl: string };
    expect(await usesOf(code)).toBe(1);
    expect(await listed(family.token, jobId)).toBe(true);

    // Nobody else can discard it, or learn that it exists.
    const stranger = await cloud.newUser('family', 'discard-stranger');
    expect((await call('DELETE', `/my-jobs/${jobId}`, stranger.token)).status).toBe(404);
    expect(await usesOf(code)).toBe(1);

    const discarded = await call('DELETE', `/my-jobs/${jobId}`, family.token);
    expect(discarded.status, JSON.stringify(discarded.body)).toBe(200);
    expect(discarded.body).toEqual({ jobId, discarded: true });
    expect((await session(checkoutUrl)).status).toBe('expired');
    expect(await usesOf(code)).toBe(0);
    expect(
      await stored(`PROMO#${code}`, `HOLD#${(await stored(`JOB#${jobId}`, 'JOB'))!.ownerId}`),
    ).toBeUndefined();
    expect(await listed(family.token, jobId)).toBe(false);
    expect((await myJob(family.token, jobId)).status).toBe(404);
    expect((await call('POST', `/my-jobs/${jobId}/checkout`, family.token, {})).status).toBe(404);
    // Its photo and the rest go with the next retention run: its time is due now.
    const due = await stored(`RETAIN#draft#${jobId}`, 'DUE');
    expect(Date.parse(String(due!.dueAt))).toBeLessThanOrEqual(Date.now());

    // Again (a double click, a retry): the same answer, and nothing given back twice.
    const twice = await call('DELETE', `/my-jobs/${jobId}`, family.token);
    expect(twice.status).toBe(200);
    expect(twice.body).toEqual({ jobId, discarded: true });
    expect(await usesOf(code)).toBe(0);
    // The code's use is free for the next post.
    expect((await draft(family.token, code)).status).toBe(201);
  });

  it('refuses a job that is paid for (409), and leaves it as it is', async () => {
    const family = await cloud.newUser('family', 'discard-paid');
    const { jobId, checkoutUrl } = (await draft(family.token)).body as { jobId: string; checkoutUrl: string };
    await pay(checkoutUrl);
    await expect.poll(async () => (await myJob(family.token, jobId)).body.state).toBe('live');
    const refused = await call('DELETE', `/my-jobs/${jobId}`, family.token);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(HIRING_MESSAGES.notDiscardable);
    expect(await listed(family.token, jobId)).toBe(true);
  });
});
