import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { CREDENTIALS, IDS, REGION, STRIPE_KEYS } from '../../local/config.ts';
import { REPORT_MESSAGES } from '../../lambdas/contract/reports.ts';
import { portOffset, startLocalCloud, type LocalCloud } from './cloud.ts';

/** Reports and moderation, the newsletter, the waitlist, referrals and admin:add, through the local cloud. */
const OFFSET = 800;
/** Where startLocalCloud puts this file's ports. */
const PORTS = portOffset(OFFSET);
let cloud: LocalCloud;
let table: DynamoDBDocumentClient;

beforeAll(async () => {
  cloud = await startLocalCloud(OFFSET);
  table = DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint: cloud.dynamodb, region: REGION, credentials: CREDENTIALS }),
  );
}, 90_000);
afterAll(async () => cloud?.stop());

const call: LocalCloud['call'] = (...args) => cloud.call(...args);
const stored = async (pk: string, sk: string) =>
  (await table.send(new GetCommand({ TableName: IDS.tableName, Key: { pk, sk } }))).Item;

async function mailTo(address: string) {
  const { emails } = (await (await fetch(`${cloud.mailbox}/store`)).json()) as {
    emails: Array<{ destination: { to: string[] }; subject: string; body: { text: string } }>;
  };
  return emails.filter((e) => e.destination.to.includes(address));
}

const onBoard = async (jobId: string) => {
  let cursor: string | null = null;
  do {
    const page = await call('GET', `/jobs?limit=50${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    if (page.body.items.some((j: { id: string }) => j.id === jobId)) return true;
    cursor = page.body.nextCursor;
  } while (cursor);
  return false;
};

describe('reports and the admin queue', () => {
  let admin: string;
  let reportId: string;

  beforeAll(async () => {
    admin = await cloud.signIn('admin@nannymarketplace.local', 'Admin#Local2024');
  });

  it('takes an anonymous report about a job, stored pending', async () => {
    const before = (await call('GET', '/admin/reports?status=pending', admin)).body.pendingCount;
    const sent = await call('POST', '/reports', undefined, {
      contentType: 'job_posting',
      contentId: 'seed-job-02',
      reason: 'fake',
      details: 'Wants a deposit <img src=x onerror=alert(1)>first',
      email: 'Worried.Parent@example.com',
    });
    expect(sent.status).toBe(201);
    expect(sent.body.message).toBe(REPORT_MESSAGES.submitted);
    reportId = sent.body.reportId;
    const queue = await call('GET', '/admin/reports?status=pending', admin);
    expect(queue.body.pendingCount).toBe(before + 1);
    // One entry per reported item, the latest reported first, with its reports.
    expect(queue.body.items[0]).toMatchObject({ id: 'job_posting:seed-job-02', counts: { pending: 1 } });
    expect(queue.body.items[0].reports[0]).toMatchObject({
      id: reportId,
      contentType: 'job_posting',
      contentId: 'seed-job-02',
      visibility: 'on_board',
      contentHidden: false,
      reason: 'fake',
      details: 'Wants a deposit first',
      reporterEmail: 'worried.parent@example.com',
      reporterUserId: null,
      status: 'pending',
    });
    expect(typeof queue.body.items[0].contentLabel).toBe('string');
    expect(queue.body.items[0].reports[0].contentLabel).toBe(queue.body.items[0].contentLabel);
  });

  it('records the reporter when signed in, and refuses content that does not exist', async () => {
    const family = await cloud.newUser('family');
    const nannyId = (await call('GET', '/candidates?limit=3')).body.items[2].id;
    const sent = await call('POST', '/reports', family.token, {
      contentType: 'nanny_profile',
      contentId: nannyId,
      reason: 'harassment',
      details: '',
      email: family.email,
    });
    expect(sent.status).toBe(201);
    const item = await stored(`REPORT#${sent.body.reportId}`, 'REPORT');
    expect(item?.reporterUserId).toEqual(expect.any(String));
    const missing = await call('POST', '/reports', undefined, {
      contentType: 'job_posting',
      contentId: 'seed-job-31', // an unpaid draft: the public never saw it
      reason: 'spam',
      details: '',
      email: 'someone@example.com',
    });
    expect(missing.status).toBe(404);
  });

  it("takes a report of an application only from the job's poster; to anyone else it is unknown", async () => {
    const nanny = await cloud.signIn('nanny@demo.local');
    const poster = await cloud.signIn('family@demo.local');
    const jobId = 'seed-job-07'; // a published job of the demo family's
    const applied = await call('POST', `/jobs/${jobId}/applications`, nanny, {
      coverLetter: 'I would love to help your family.',
      phone: '',
      cv: null,
    });
    expect([201, 409]).toContain(applied.status); // 409: applied already, on a rerun of this cloud
    const own = await call('GET', '/nanny-profile', nanny);
    expect(own.status).toBe(200);
    const nannyId = String(own.body.id);
    const report = (contentId: string, token?: string) =>
      call('POST', '/reports', token, {
        contentType: 'application',
        contentId,
        reason: 'inappropriate',
        details: '',
        email: 'reporter@example.com',
      });

    const other = await cloud.newUser('family');
    for (const [contentId, token] of [
      [`${jobId}_${nannyId}`, undefined],
      [`${jobId}_${nannyId}`, other.token],
      [`${jobId}_${nannyId}`, nanny],
      [`${jobId}_no-such-nanny`, poster],
    ] as const) {
      const refused = await report(contentId, token);
      expect(refused.status, `${contentId} by ${token === poster ? 'the poster' : 'someone else'}`).toBe(404);
      expect(refused.body.message).toBe(REPORT_MESSAGES.unknownContent);
    }
    expect((await report(`${jobId}_${nannyId}`, poster)).status).toBe(201);
  });

  it('is for admins only', async () => {
    const agency = await cloud.newUser('agency');
    expect((await call('GET', '/admin/reports')).status).toBe(401);
    expect((await call('GET', '/admin/reports', agency.token)).status).toBe(403);
    expect(
      (await call('PATCH', `/admin/reports/${reportId}`, agency.token, { status: 'dismissed', notes: '' }))
        .status,
    ).toBe(403);
    expect((await stored(`REPORT#${reportId}`, 'REPORT'))?.status).toBe('pending');
  });

  it('resolves a report with the job hidden: the job leaves the board, and comes back when shown', async () => {
    expect(await onBoard('seed-job-02')).toBe(true);
    const reviewing = await call('PATCH', `/admin/reports/${reportId}`, admin, {
      status: 'reviewing',
      notes: '',
    });
    expect(reviewing.body.status).toBe('reviewing');
    const resolved = await call('PATCH', `/admin/reports/${reportId}`, admin, {
      status: 'resolved',
      notes: 'Asked for money up front. <b>Hidden.</b>',
      hideContent: true,
      explanation: 'The job asks nannies to pay up front, which our Terms do not allow.',
    });
    expect(resolved.status).toBe(200);
    expect(resolved.body).toMatchObject({
      status: 'resolved',
      resolutionNotes: 'Asked for money up front. Hidden.',
      reviewedByUserId: expect.any(String),
      contentHidden: true,
      visibility: 'hidden',
    });
    expect(Date.now() - Date.parse(resolved.body.reviewedAt)).toBeLessThan(60_000);
    expect(await onBoard('seed-job-02')).toBe(false);
    // A decision is final.
    const again = await call('PATCH', `/admin/reports/${reportId}`, admin, {
      status: 'dismissed',
      notes: '',
    });
    expect(again.status).toBe(409);
    // Filtering reads one status at a time.
    const reportIds = (page: { items: Array<{ reports: Array<{ id: string }> }> }) =>
      page.items.flatMap((group) => group.reports.map((r) => r.id));
    expect(reportIds((await call('GET', '/admin/reports?status=resolved', admin)).body)).toContain(reportId);
    expect(reportIds((await call('GET', '/admin/reports?status=pending', admin)).body)).not.toContain(
      reportId,
    );

    // Hidden, the job is as unknown to the public as no job: a new report about it is refused...
    const unseen = await call('POST', '/reports', undefined, {
      contentType: 'job_posting',
      contentId: 'seed-job-02',
      reason: 'other',
      details: '',
      email: 'third@example.com',
    });
    expect(unseen.status).toBe(404);
    // ...while a moderator's own report about it lets the admin show it again.
    const second = await call('POST', '/reports', admin, {
      contentType: 'job_posting',
      contentId: 'seed-job-02',
      reason: 'other',
      details: '',
      email: 'second@example.com',
    });
    await call('PATCH', `/admin/reports/${second.body.reportId}`, admin, {
      status: 'dismissed',
      notes: 'Checked with the family: genuine.',
      hideContent: false,
    });
    expect(await onBoard('seed-job-02')).toBe(true);
  });

  it('paginates the queue by the latest report, each reported item once', async () => {
    for (const [i, jobId] of ['seed-job-05', 'seed-job-06', 'seed-job-05', 'seed-job-08'].entries())
      await call('POST', '/reports', undefined, {
        contentType: 'job_posting',
        contentId: jobId,
        reason: 'spam',
        details: `page test ${i}`,
        email: `pager${i}@example.com`,
      });
    const first = await call('GET', '/admin/reports?limit=2', admin);
    expect(first.body.items).toHaveLength(2);
    const second = await call(
      'GET',
      `/admin/reports?limit=2&cursor=${encodeURIComponent(first.body.nextCursor)}`,
      admin,
    );
    const groups = [...first.body.items, ...second.body.items] as Array<{
      contentId: string;
      lastReportedAt: string;
      counts: { total: number };
    }>;
    expect(groups.slice(0, 3).map((g) => g.contentId)).toEqual(['seed-job-08', 'seed-job-05', 'seed-job-06']);
    expect(groups[1]!.counts.total).toBe(2);
    const times = groups.map((g) => g.lastReportedAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(new Set(groups.map((g) => g.contentId)).size).toBe(groups.length);
  });
});

describe('the newsletter', () => {
  it('subscribes once per address, whatever its case, with a personal code and a working unsubscribe link', async () => {
    const address = `reader.${Date.now().toString(36)}@example.com`;
    expect((await call('POST', '/newsletter', undefined, { email: address })).body).toEqual({
      status: 'subscribed',
    });
    expect((await call('POST', '/newsletter', undefined, { email: address.toUpperCase() })).body).toEqual({
      status: 'already-subscribed',
    });
    const [welcome, ...more] = await mailTo(address);
    expect(more).toHaveLength(0);
    const code = welcome!.body.text.match(/WELCOME-[A-Z2-9]{6}/)![0];
    expect(await stored(`NEWSLETTER#${address}`, 'SUBSCRIPTION')).toMatchObject({
      subscribed: true,
      discountCode: code,
      discountUsed: false,
    });
    // The code works on the family form's quote.
    expect((await call('GET', `/promo-codes/${code}`)).body).toMatchObject({
      amountOffPence: 1000,
      totalPence: 4000,
    });

    const link = new URL(welcome!.body.text.match(/http\S+\/newsletter\/unsubscribe\?\S+/)![0]);
    const params = { email: link.searchParams.get('email'), sig: link.searchParams.get('sig') };
    expect(
      (await call('POST', '/newsletter/unsubscribe-link', undefined, { ...params, email: 'x@example.com' }))
        .status,
    ).toBe(400);
    expect((await call('POST', '/newsletter/unsubscribe-link', undefined, params)).body).toEqual({
      status: 'unsubscribed',
    });
    // Unsubscribed, the record is reduced to its key until its TTL deletes it; its code is kept under
    // the address's hash (tests/integration/retention.test.ts).
    const left = await stored(`NEWSLETTER#${address}`, 'SUBSCRIPTION');
    expect(left).toMatchObject({ subscribed: false, expiresAt: expect.any(Number) });
    expect(left?.discountCode).toBeUndefined();

    // Rejoining keeps the same code: leaving and coming back never earns a second discount.
    expect((await call('POST', '/newsletter', undefined, { email: address })).body.status).toBe('subscribed');
    expect((await stored(`NEWSLETTER#${address}`, 'SUBSCRIPTION'))?.discountCode).toBe(code);
  });

  it('unsubscribes from the card without telling whether the address was on the list', async () => {
    const res = await call('POST', '/newsletter/unsubscribe', undefined, {
      email: 'never.joined@example.com',
    });
    expect(res.body).toEqual({ status: 'unsubscribed' });
    expect(await stored('NEWSLETTER#never.joined@example.com', 'SUBSCRIPTION')).toBeUndefined();
    const bad = await call('POST', '/newsletter', undefined, { email: 'not-an-email' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.email).toBe('Please enter a valid email address');
  });

  it('records the welcome code as used once a family pays with it', async () => {
    const { code, address } = await welcomeCode('payer');
    const family = await cloud.signIn('family@demo.local');
    const created = await postJobWith(code.toLowerCase(), family);
    expect(created.body.amountPence).toBe(4000);
    await pay(created.body.checkoutUrl);
    expect((await stored(`NEWSLETTER#${address}`, 'SUBSCRIPTION'))?.discountUsed).toBe(true);
    // Single use.
    expect((await call('GET', `/promo-codes/${code}`)).status).toBe(400);
  });

  it('lets one unpaid checkout at a time hold a single-use code; ending it gives the code back', async () => {
    const { code } = await welcomeCode('holder');
    const family = await cloud.signIn('family@demo.local');
    const other = (await cloud.newUser('family')).token;
    const invalid = {
      discountCode: 'This promo code is invalid or has expired. Please check and try again.',
    };

    const first = await postJobWith(code, family);
    expect(first.body.amountPence).toBe(4000);
    // Held by that open checkout: nobody else can spend it meanwhile, and nothing of theirs is stored.
    const refused = await postJobWith(code, other);
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual(invalid);

    // The same family starting again (back from the checkout, say): the first checkout ends, can no longer
    // be paid, and its use comes to the new draft.
    const second = await postJobWith(code, family);
    expect(second.status).toBe(201);
    expect(second.body.amountPence).toBe(4000);
    expect((await session(first.body.checkoutUrl)).status).toBe('expired');
    expect((await postJobWith(code, other)).status).toBe(400);

    // The second checkout expires unpaid: its webhook gives the use back, and another family spends it.
    const expired = await fetch(
      `${cloud.stripe}/control/checkout/${sessionOf(second.body.checkoutUrl)}/expire`,
      {
        method: 'POST',
      },
    );
    expect(expired.status).toBe(200);
    // Watched in the table: asking the quote route over and over would spend the address's promo checks.
    await expect
      .poll(async () => (await stored(`PROMO#${code}`, 'PROMO'))?.uses, { timeout: 10_000 })
      .toBe(0);
    const third = await postJobWith(code, other);
    expect(third.body.amountPence).toBe(4000);
    await pay(third.body.checkoutUrl);
    expect((await stored(`JOB#${third.body.jobId}`, 'JOB'))?.paymentConfirmed).toBe(true);
    expect((await postJobWith(code, family)).body.fields).toEqual(invalid);
    expect((await stored(`PROMO#${code}`, 'PROMO'))?.uses).toBe(1);
  });

  it('holds nothing for a code without a limit: a family keeps two checkouts open with it', async () => {
    const family = await cloud.signIn('family@demo.local');
    const before = Number((await stored('PROMO#WELCOME10', 'PROMO'))?.uses);
    const first = await postJobWith('WELCOME10', family);
    const second = await postJobWith('WELCOME10', family);
    expect([first.body.amountPence, second.body.amountPence]).toEqual([4000, 4000]);
    expect((await session(first.body.checkoutUrl)).status).toBe('open');
    // Counted when paid, as before.
    expect(Number((await stored('PROMO#WELCOME10', 'PROMO'))?.uses)).toBe(before);
    await pay(first.body.checkoutUrl);
    await expect.poll(async () => Number((await stored('PROMO#WELCOME10', 'PROMO'))?.uses)).toBe(before + 1);
  });
});

/** A newsletter subscriber's welcome code (single use), and the address it was sent to. */
async function welcomeCode(label: string) {
  const address = `${label}.${Date.now().toString(36)}@example.com`;
  await call('POST', '/newsletter', undefined, { email: address });
  const code = (await stored(`NEWSLETTER#${address}`, 'SUBSCRIPTION'))!.discountCode as string;
  return { code, address };
}

const postJobWith = (discountCode: string, token: string) =>
  call('POST', '/jobs/family', token, {
    jobTitle: 'Newsletter discount job',
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
    contactEmail: 'family@demo.local',
    additionalComments: '',
    discountCode,
  });

const sessionOf = (checkoutUrl: string) => new URL(checkoutUrl).pathname.split('/').pop()!;
const pay = (checkoutUrl: string) =>
  fetch(`${cloud.stripe}/checkout/${sessionOf(checkoutUrl)}/pay`, { method: 'POST', redirect: 'manual' });
async function session(checkoutUrl: string) {
  const res = await fetch(`${cloud.stripe}/v1/checkout/sessions/${sessionOf(checkoutUrl)}`, {
    headers: { authorization: `Bearer ${STRIPE_KEYS.secretKey}` },
  });
  return (await res.json()) as { status: string };
}

describe('the classes waitlist and referrals', () => {
  it('keeps each waitlist address once', async () => {
    const address = `learner.${Date.now().toString(36)}@example.com`;
    expect((await call('POST', '/waitlist', undefined, { email: address })).body).toEqual({
      status: 'joined',
    });
    expect((await call('POST', '/waitlist', undefined, { email: address.toUpperCase() })).body).toEqual({
      status: 'already-joined',
    });
    const empty = await call('POST', '/waitlist', undefined, { email: '' });
    expect(empty.body.fields.email).toBe('Please enter your email to get notified.');
  });

  it('records a new user’s referral code once', async () => {
    const nanny = await cloud.newUser('nanny');
    expect((await call('POST', '/referrals', nanny.token, { referralCode: 'friend-42' })).body).toEqual({
      status: 'recorded',
    });
    expect((await call('POST', '/referrals', nanny.token, { referralCode: 'OTHER-1' })).body).toEqual({
      status: 'already-recorded',
    });
    expect((await call('POST', '/referrals', nanny.token, { referralCode: '<script>' })).status).toBe(400);
    expect((await call('POST', '/referrals', undefined, { referralCode: 'friend-42' })).status).toBe(401);
  });
});

describe('npm run admin:add', () => {
  it('adds a signed-up user to the admin group of the local cloud', async () => {
    const user = await cloud.newUser('family');
    expect((await call('GET', '/admin/reports', user.token)).status).toBe(403);
    const run = promisify(execFile);
    const { stdout } = await run(
      process.execPath,
      ['--disable-warning=NodeVersionSupportWarning', 'bin/admin-add.ts', user.email, '--local'],
      {
        cwd: path.resolve(import.meta.dirname, '../..'),
        env: { ...process.env, PORT_OFFSET: String(PORTS) },
      },
    );
    expect(stdout).toContain(`${user.email} is now in the admin group`);
    const token = await cloud.signIn(user.email, 'Sunny#Days2024');
    expect((await call('GET', '/admin/reports', token)).status).toBe(200);
  });
});
