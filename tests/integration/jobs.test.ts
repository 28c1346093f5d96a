import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { STRIPE_KEYS } from '../../local/config.ts';
import { startLocalCloud, type LocalCloud } from './cloud.ts';

/** Paid job posting, publishing, the board, saving and applying, through the local cloud. */
let cloud: LocalCloud;
const signer = new Stripe(STRIPE_KEYS.secretKey);

beforeAll(async () => {
  cloud = await startLocalCloud(500);
}, 90_000);
afterAll(async () => cloud?.stop());

const call: LocalCloud['call'] = (...args) => cloud.call(...args);
const signIn: LocalCloud['signIn'] = (...args) => cloud.signIn(...args);

const inTwoWeeks = new Date(Date.now() + 14 * 24 * 3600 * 1000).toISOString().slice(0, 10);
const jobBody = (over: Record<string, unknown> = {}) => ({
  jobTitle: 'Caring nanny for our toddler',
  location: 'Hove, Brighton',
  postcode: 'BN3 1AA',
  startDate: inTwoWeeks,
  daysHours: 'Mon–Thu, 8am–5pm',
  pay: { period: 'hourly', min: 15, max: 17, hoursPerWeek: 36, liveIn: false, rota: false },
  jobType: 'live-out',
  jobTypeOther: '',
  childrenAges: '2',
  description: 'Looking for a playful, reliable nanny who loves outdoor play.',
  selectedLanguages: ['English'],
  selectedRequirements: ['First Aid'],
  photo: null,
  contactEmail: 'hiring.family@example.com',
  additionalComments: '',
  discountCode: '',
  ...over,
});

async function receipts(jobId: string) {
  const { emails } = (await (await fetch(`${cloud.mailbox}/store`)).json()) as {
    emails: Array<{ subject: string; body: { text: string } }>;
  };
  return emails.filter((e) => e.subject.startsWith('Receipt') && e.body.text.includes(jobId)).length;
}

async function deliver(session: Record<string, unknown>, eventId: string) {
  const payload = JSON.stringify({
    id: eventId,
    object: 'event',
    type: 'checkout.session.completed',
    data: { object: session },
  });
  const header = signer.webhooks.generateTestHeaderString({ payload, secret: STRIPE_KEYS.webhookSecret });
  return fetch(`${cloud.api}/webhooks/stripe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    body: payload,
  });
}

describe('posting a job', () => {
  it('prices on the server, pays on checkout and publishes once via the webhook', async () => {
    const family = await signIn('family@demo.local');
    const created = await call('POST', '/jobs/family', family, jobBody({ discountCode: 'welcome10' }));
    expect(created.status).toBe(201);
    expect(created.body.amountPence).toBe(4000);
    const sessionId = new URL(created.body.checkoutUrl).pathname.split('/').pop()!;
    // A draft is not on the board.
    expect(
      (await call('GET', '/jobs?limit=50')).body.items.some(
        (j: { id: string }) => j.id === created.body.jobId,
      ),
    ).toBe(false);

    const page = await (await fetch(created.body.checkoutUrl)).text();
    expect(page).toContain('£40.00');
    await fetch(`${cloud.stripe}/checkout/${sessionId}/pay`, { method: 'POST', redirect: 'manual' });
    const board = await call('GET', '/jobs?limit=5');
    const card = board.body.items[0];
    expect(card).toMatchObject({
      id: created.body.jobId,
      title: 'Caring nanny for our toddler',
      payLine: '£15–£17 an hour gross',
      hoursLine: '36 hours a week',
    });
    expect(JSON.stringify(board.body)).not.toContain('hiring.family@example.com');

    // The success page's verify call after the webhook changes nothing.
    const verified = await call('POST', '/payments/verify', family, { sessionId });
    expect(verified.body).toEqual({ jobId: created.body.jobId, message: 'Job Posted Successfully!' });
    expect(await receipts(created.body.jobId)).toBe(1);
  });

  it('publishes exactly once when the same event arrives five times at once with the verify call', async () => {
    const family = await signIn('family@demo.local');
    const created = await call('POST', '/jobs/family', family, jobBody({ jobTitle: 'Race test job' }));
    const sessionId = new URL(created.body.checkoutUrl).pathname.split('/').pop()!;
    await fetch(`${cloud.stripe}/checkout/${sessionId}/pay?notify=false`, {
      method: 'POST',
      redirect: 'manual',
    });
    const session = (await (
      await fetch(`${cloud.stripe}/v1/checkout/sessions/${sessionId}`, {
        headers: { authorization: `Bearer ${STRIPE_KEYS.secretKey}` },
      })
    ).json()) as Record<string, unknown>;
    const results = await Promise.all([
      ...Array.from({ length: 5 }, () => deliver(session, `evt_race_${sessionId}`)),
      call('POST', '/payments/verify', family, { sessionId }),
    ]);
    for (const r of results) expect('status' in r ? r.status : 0).toBe(200);
    expect(await receipts(created.body.jobId)).toBe(1);
    const board = await call('GET', '/jobs?limit=50');
    expect(board.body.items.filter((j: { id: string }) => j.id === created.body.jobId)).toHaveLength(1);
  });

  it('never publishes an unpaid session, and refuses bad input, other users and tampering', async () => {
    const family = await signIn('family@demo.local');
    const created = await call('POST', '/jobs/family', family, jobBody({ jobTitle: 'Unpaid job' }));
    const sessionId = new URL(created.body.checkoutUrl).pathname.split('/').pop()!;
    const unpaid = (await (
      await fetch(`${cloud.stripe}/v1/checkout/sessions/${sessionId}`, {
        headers: { authorization: `Bearer ${STRIPE_KEYS.secretKey}` },
      })
    ).json()) as Record<string, unknown>;
    expect((await deliver(unpaid, `evt_unpaid_${sessionId}`)).status).toBe(200);
    expect((await call('POST', '/payments/verify', family, { sessionId })).status).toBe(400);
    expect(
      (await call('GET', '/jobs?limit=50')).body.items.some(
        (j: { id: string }) => j.id === created.body.jobId,
      ),
    ).toBe(false);

    // A paid event for a session that is not the job's own is acknowledged but never publishes it.
    expect(
      (await deliver({ ...unpaid, payment_status: 'paid', id: 'cs_other_1' }, 'evt_other_1')).status,
    ).toBe(200);
    expect(
      (await call('GET', '/jobs?limit=50')).body.items.some(
        (j: { id: string }) => j.id === created.body.jobId,
      ),
    ).toBe(false);

    const bad = await call(
      'POST',
      '/jobs/family',
      family,
      jobBody({ jobTitle: '', description: 'short', jobType: 'other', amountPence: 1 }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toMatchObject({
      jobTitle: 'Job title is required',
      description: 'Description must be at least 10 characters',
      jobTypeOther: 'Please specify the job type',
      amountPence: 'Unknown field',
    });
    expect(
      (await call('POST', '/jobs/family', family, jobBody({ discountCode: 'NOPE' }))).body.fields,
    ).toEqual({
      discountCode: 'This promo code is invalid or has expired. Please check and try again.',
    });
    const nanny = await signIn('nanny@demo.local');
    expect((await call('POST', '/jobs/family', nanny, jobBody())).status).toBe(403);
    expect((await call('POST', '/payments/verify', nanny, { sessionId })).status).toBe(404);
  });
});

describe('saving and applying', () => {
  it('saves and unsaves a job, and lists saved ids', async () => {
    const nanny = await signIn('nanny@demo.local');
    const jobId = (await call('GET', '/jobs?limit=1')).body.items[0].id;
    expect((await call('PUT', `/jobs/${jobId}/save`)).status).toBe(401);
    expect((await call('PUT', `/jobs/${jobId}/save`, nanny)).status).toBe(204);
    expect((await call('GET', '/saved-jobs', nanny)).body.jobIds).toContain(jobId);
    expect((await call('DELETE', `/jobs/${jobId}/save`, nanny)).status).toBe(204);
    expect((await call('GET', '/saved-jobs', nanny)).body.jobIds).not.toContain(jobId);
    expect((await call('PUT', '/jobs/seed-job-31/save', nanny)).status).toBe(404);
  });

  it('lets a nanny with a profile apply once, emails the poster, and refuses others', async () => {
    const nanny = await signIn('nanny@demo.local');
    const family = await signIn('family@demo.local');
    const jobId = (await call('GET', '/jobs?limit=3')).body.items[2].id;
    const body = { coverLetter: 'I would love to help your family.', phone: '07700 900123', cv: null };
    expect((await call('POST', `/jobs/${jobId}/applications`, family, body)).body.message).toBe(
      'Profile required: Please create a nanny profile before applying for jobs.',
    );
    expect(
      (await call('POST', `/jobs/${jobId}/applications`, nanny, { ...body, coverLetter: ' ' })).status,
    ).toBe(400);
    const applied = await call('POST', `/jobs/${jobId}/applications`, nanny, body);
    expect(applied.status).toBe(201);
    expect(applied.body.status).toBe('new');
    const again = await call('POST', `/jobs/${jobId}/applications`, nanny, body);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You have already applied to this job.');
    // The poster is emailed a link to her; her address is neither in it nor a Reply-To.
    let told: { replyTo?: string[]; body: { text: string } } | undefined;
    await expect
      .poll(async () => {
        const { emails } = (await (await fetch(`${cloud.mailbox}/store`)).json()) as {
          emails: Array<{ subject: string; replyTo?: string[]; body: { text: string } }>;
        };
        told = emails.find((e) => e.subject.startsWith('New application') && e.body.text.includes(jobId));
        return told !== undefined;
      })
      .toBe(true);
    expect(told!.replyTo ?? []).toEqual([]);
    expect(told!.body.text).not.toContain('nanny@demo.local');
  });

  it('filters the board by type and place, newest first, and refuses bad queries', async () => {
    const rota = await call('GET', '/jobs?type=rota&limit=50');
    expect(rota.body.items.length).toBeGreaterThan(0);
    expect(rota.body.items.every((j: { jobType: string }) => j.jobType === 'rota')).toBe(true);
    const leeds = await call('GET', '/jobs?place=ls&limit=50');
    expect(leeds.body.items.length).toBeGreaterThan(0);
    expect(
      leeds.body.items.every((j: { postcodeDistrict: string }) => j.postcodeDistrict.startsWith('LS')),
    ).toBe(true);
    expect((await call('GET', '/jobs?location=LEEDS')).status).toBe(400);
    const all = await call('GET', '/jobs?limit=50');
    const dates = all.body.items.map((j: { publishedAt: string }) => j.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(all.body.items.some((j: { title: string }) => j.title.includes('draft'))).toBe(false);
    expect((await call('GET', '/jobs?type=butler')).status).toBe(400);
  });
});
