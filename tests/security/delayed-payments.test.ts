import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { CREDENTIALS, IDS, REGION, STRIPE_KEYS } from '../../local/config.ts';
import { JOB_MESSAGES } from '../../lambdas/contract/jobs.ts';
import { AGENCY_MESSAGES } from '../../lambdas/contract/agency.ts';
import { startLocalCloud, type LocalCloud } from '../integration/cloud.ts';
import { jobDetails } from './requests.ts';

/**
 * Payments that settle later (a bank debit on the Stripe stand-in's checkout page) and names and
 * websites that try to look like something else, against the whole local cloud, as an attacker or an
 * unlucky family would meet them.
 */
let cloud: LocalCloud;
let table: DynamoDBDocumentClient;
let family: { email: string; token: string };

beforeAll(async () => {
  cloud = await startLocalCloud(2300);
  table = DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint: cloud.dynamodb, region: REGION, credentials: CREDENTIALS }),
  );
  family = await cloud.newUser('family', 'later-family');
}, 120_000);
afterAll(async () => cloud?.stop());

const stored = async (pk: string, sk: string) =>
  (await table.send(new GetCommand({ TableName: IDS.tableName, Key: { pk, sk }, ConsistentRead: true })))
    .Item;
const storedJob = (jobId: string) => stored(`JOB#${jobId}`, 'JOB');

async function mailTo(address: string) {
  const { emails } = (await (await fetch(`${cloud.mailbox}/store`)).json()) as {
    emails: Array<{ destination: { to: string[] }; subject: string; body: { text: string } }>;
  };
  return emails.filter((e) => e.destination.to.includes(address));
}
const receipts = async (jobId: string) =>
  (await mailTo(family.email)).filter((e) => e.subject.startsWith('Receipt') && e.body.text.includes(jobId));

async function onBoard(jobId: string) {
  const board = await cloud.call('GET', '/jobs?limit=50');
  return (board.body.items as Array<{ id: string; title: string }>).find((j) => j.id === jobId) ?? null;
}

/** A family job post's draft and its checkout session. */
async function draft(title: string, discountCode = '') {
  const created = await cloud.call('POST', '/jobs/family', family.token, {
    ...jobDetails(),
    jobTitle: title,
    discountCode,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const sessionId = new URL(created.body.checkoutUrl).pathname.split('/').pop()!;
  return { jobId: created.body.jobId as string, sessionId };
}

/** Pays the checkout by bank debit on the stand-in's page (the webhook is sent unless `notify` is false). */
async function payLater(sessionId: string, notify = true) {
  const res = await fetch(`${cloud.stripe}/checkout/${sessionId}/pay-later${notify ? '' : '?notify=false'}`, {
    method: 'POST',
    redirect: 'manual',
  });
  expect(res.status).toBe(303);
}

/** The bank debit settles, days later for Stripe: the stand-in sends the signed async event. */
async function settle(sessionId: string, outcome: 'succeed-payment' | 'fail-payment') {
  const res = await fetch(`${cloud.stripe}/control/checkout/${sessionId}/${outcome}`, {
    method: 'POST',
    headers: { accept: 'application/json' },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { events: Array<{ id: string; type: string }> };
}

const verify = (sessionId: string) => cloud.call('POST', '/payments/verify', family.token, { sessionId });

describe('a family job paid by bank debit', () => {
  it('is pending once the checkout completes: verify says so, nothing is published, the draft no longer expires', async () => {
    // The webhook is late: the success page's verify call alone must keep the draft.
    const late = await draft('Bank debit, webhook late');
    expect((await storedJob(late.jobId))?.expiresAt).toEqual(expect.any(Number));
    await payLater(late.sessionId, false);
    const answer = await verify(late.sessionId);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ jobId: late.jobId, message: JOB_MESSAGES.paymentPending, pending: true });
    const kept = await storedJob(late.jobId);
    expect(kept).not.toHaveProperty('expiresAt');
    expect(kept).toMatchObject({ paymentConfirmed: false, active: false });
    // Asking again, or many times at once, publishes nothing.
    const again = await Promise.all([verify(late.sessionId), verify(late.sessionId), verify(late.sessionId)]);
    expect(again.map((r) => r.body.pending)).toEqual([true, true, true]);
    expect(await onBoard(late.jobId)).toBeNull();
    expect(await receipts(late.jobId)).toHaveLength(0);

    // The webhook on time does the same.
    const onTime = await draft('Bank debit, webhook on time');
    await payLater(onTime.sessionId);
    expect(await storedJob(onTime.jobId)).not.toHaveProperty('expiresAt');
    expect(await onBoard(onTime.jobId)).toBeNull();
  });

  it('is published once when the payment succeeds, with one receipt and no expiry left', async () => {
    const job = await draft('Bank debit that clears');
    await payLater(job.sessionId);
    const { events } = await settle(job.sessionId, 'succeed-payment');
    expect(events.map((e) => e.type)).toEqual(['checkout.session.async_payment_succeeded']);
    expect((await onBoard(job.jobId))?.title).toBe('Bank debit that clears');
    const published = await storedJob(job.jobId);
    expect(published).toMatchObject({ paymentConfirmed: true, active: true });
    expect(published).not.toHaveProperty('expiresAt');
    expect(await verify(job.sessionId)).toMatchObject({
      status: 200,
      body: { jobId: job.jobId, message: JOB_MESSAGES.posted },
    });
    // The event delivered again (a retry or a replay) and a stale completed event change nothing.
    const replay = await fetch(`${cloud.stripe}/control/events/${events[0]!.id}/deliver`, {
      method: 'POST',
      headers: { accept: 'application/json' },
    });
    expect(replay.status).toBe(200);
    expect(await receipts(job.jobId)).toHaveLength(1);
    expect(await storedJob(job.jobId)).not.toHaveProperty('expiresAt');
  });

  it('when the payment fails gives the promo code back, publishes nothing, and tells the family once', async () => {
    // A single-use code, as the newsletter gives: the draft holds its one use.
    expect((await cloud.call('POST', '/newsletter', undefined, { email: family.email })).status).toBe(200);
    const welcome = (await mailTo(family.email)).find((e) => /WELCOME-[A-Z2-9]{6}/.test(e.body.text));
    const code = welcome!.body.text.match(/WELCOME-[A-Z2-9]{6}/)![0];
    const job = await draft('Bank debit that bounces', code);
    expect(await stored(`PROMO#${code}`, 'PROMO')).toMatchObject({ uses: 1, maxUses: 1 });
    await payLater(job.sessionId);

    const { events } = await settle(job.sessionId, 'fail-payment');
    expect(events.map((e) => e.type)).toEqual(['checkout.session.async_payment_failed']);
    expect(await onBoard(job.jobId)).toBeNull();
    expect(await stored(`PROMO#${code}`, 'PROMO')).toMatchObject({ uses: 0 });
    const failed = await storedJob(job.jobId);
    expect(failed).toMatchObject({ paymentConfirmed: false, active: false });
    expect(failed).not.toHaveProperty('promoHeld');
    // It expires as any unpaid draft does: a week from now.
    expect(Number(failed?.expiresAt)).toBeGreaterThan(Date.now() / 1000 + 6 * 86400);
    // The success page no longer says pending, and the failure is told once, however often it is sent.
    expect((await verify(job.sessionId)).status).toBe(400);
    await fetch(`${cloud.stripe}/control/events/${events[0]!.id}/deliver`, { method: 'POST' });
    const told = (await mailTo(family.email)).filter((e) => e.subject.includes('did not go through'));
    expect(told).toHaveLength(1);
    expect(told[0]!.subject).toBe('Your payment for "Bank debit that bounces" did not go through');
    expect(told[0]!.body.text).toContain(`Your promo code ${code} can be used again.`);
    expect(await receipts(job.jobId)).toHaveLength(0);

    // The code's use really came back: the family can post again with it.
    const retry = await draft('Bank debit that bounces, second try', code);
    expect(await stored(`PROMO#${code}`, 'PROMO')).toMatchObject({ uses: 1 });
    expect(retry.jobId).not.toBe(job.jobId);
  });
});

describe('an agency subscription paid by bank debit', () => {
  /** An agency whose free month is used up, so its next checkout has £100 due today. */
  async function agencyWithoutTrial(label: string, discountCode = '') {
    const user = await cloud.newUser('agency', label);
    expect(
      (await cloud.call('PUT', '/agency', user.token, { agencyName: label, websiteUrl: '', logo: null }))
        .status,
    ).toBe(200);
    const trial = await cloud.call('POST', '/agency/subscription/checkout', user.token, { discountCode: '' });
    const trialSession = new URL(trial.body.url).pathname.split('/').pop()!;
    await fetch(`${cloud.stripe}/checkout/${trialSession}/pay`, { method: 'POST', redirect: 'manual' });
    const status = await cloud.call('GET', '/agency/subscription', user.token);
    expect(status.body).toMatchObject({ hasSubscription: true, isTrial: true });
    const session = (await (
      await fetch(`${cloud.stripe}/v1/checkout/sessions/${trialSession}`, {
        headers: { authorization: `Bearer ${STRIPE_KEYS.secretKey}` },
      })
    ).json()) as { subscription: string };
    const cancelled = await fetch(
      `${cloud.stripe}/control/subscriptions/${session.subscription}/cancel-now`,
      {
        method: 'POST',
        headers: { accept: 'application/json' },
      },
    );
    expect(cancelled.status).toBe(200);
    expect((await cloud.call('GET', '/agency/subscription', user.token)).body).toMatchObject({
      hasSubscription: false,
      trialAvailable: false,
    });
    // Stripe dates subscriptions in seconds: the new one must not share its second with the old one.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const checkout = await cloud.call('POST', '/agency/subscription/checkout', user.token, { discountCode });
    expect(checkout.status, JSON.stringify(checkout.body)).toBe(200);
    const sessionId = new URL(checkout.body.url).pathname.split('/').pop()!;
    await payLater(sessionId);
    return { ...user, sessionId };
  }

  it('cannot post, nor start a second subscription, while the first payment is pending; can once it clears', async () => {
    const agency = await agencyWithoutTrial('Pending Debit Nannies');
    const pending = await cloud.call('GET', '/agency/subscription', agency.token);
    expect(pending.body).toMatchObject({
      hasSubscription: false,
      status: 'incomplete',
      needsManagement: true,
    });
    const post = await cloud.call('POST', '/jobs/agency', agency.token, {
      ...jobDetails(),
      websiteUrl: '',
      logo: null,
    });
    expect(post.status).toBe(403);
    expect(post.body.message).toBe(AGENCY_MESSAGES.subscriptionRequired);
    const second = await cloud.call('POST', '/agency/subscription/checkout', agency.token, {
      discountCode: '',
    });
    expect(second.status).toBe(409);

    await settle(agency.sessionId, 'succeed-payment');
    expect((await cloud.call('GET', '/agency/subscription', agency.token)).body).toMatchObject({
      hasSubscription: true,
      isTrial: false,
      status: 'active',
      needsManagement: false,
    });
  });

  it('is told the payment failed, and still cannot post, when the first debit fails', async () => {
    const agency = await agencyWithoutTrial('Bounced Debit Nannies');
    await settle(agency.sessionId, 'fail-payment');
    expect((await cloud.call('GET', '/agency/subscription', agency.token)).body).toMatchObject({
      hasSubscription: false,
      status: 'incomplete',
      needsManagement: true,
    });
    const told = (await mailTo(agency.email)).filter(
      (e) => e.subject === 'We could not take your subscription payment',
    );
    expect(told).toHaveLength(1);
  });
  it('gives back the promo code its completion counted when the first debit fails', async () => {
    const address = `agency.code.${Date.now().toString(36)}@example.com`;
    expect((await cloud.call('POST', '/newsletter', undefined, { email: address })).status).toBe(200);
    const code = (await stored(`NEWSLETTER#${address}`, 'SUBSCRIPTION'))!.discountCode as string;
    const agency = await agencyWithoutTrial('Discount Debit Nannies', code);
    expect((await stored(`PROMO#${code}`, 'PROMO'))?.uses).toBe(1);
    await settle(agency.sessionId, 'fail-payment');
    await expect.poll(async () => (await stored(`PROMO#${code}`, 'PROMO'))?.uses).toBe(0);
    // Delivered again, the failure gives nothing back twice.
    await settle(agency.sessionId, 'fail-payment').catch(() => undefined);
    expect((await stored(`PROMO#${code}`, 'PROMO'))?.uses).toBe(0);
  });
});

describe('names and websites through the real API', () => {
  const PDF = Buffer.from(
    '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  );
  /** A nanny's profile with an uploaded CV and the text given. */
  async function nannyProfile(
    label: string,
    text: { fullName: string; location: string; bio: string; languages: string[] },
  ) {
    const nanny = await cloud.newUser('nanny', label);
    const { key, check } = await cloud.upload(nanny.token, 'nanny-cv', 'cv.pdf', 'application/pdf', PDF);
    expect(check.status, JSON.stringify(check.body)).toBe(200);
    const saved = await cloud.call('PUT', '/nanny-profile', nanny.token, {
      ...text,
      postcode: 'BN3 1AA',
      yearsExperience: 3,
      email: nanny.email,
      skills: [],
      drivingLicense: false,
      willingToTravel: false,
      activelyLooking: true,
      hourlyRateMin: null,
      hourlyRateMax: null,
      additionalComments: '',
      photo: null,
      cv: { key, name: 'cv.pdf' },
      dbs: null,
      references: [],
    });
    return { nanny, saved };
  }

  it('a nanny name with a right-to-left override comes back as typed, without it', async () => {
    const { nanny, saved } = await nannyProfile('rlo-nanny', {
      fullName: 'Zoë\u202Eexe.fdp Smith\u200B',
      location: 'Hove\u2066',
      bio: 'Calm and \u202Ecaring\u202C nanny with three years of experience.',
      languages: ['English\u200D'],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const own = await cloud.call('GET', '/nanny-profile', nanny.token);
    expect(own.body).toMatchObject({
      fullName: 'Zoëexe.fdp Smith',
      location: 'Hove',
      languages: ['English'],
    });
    expect(own.body.bio).toBe('Calm and caring nanny with three years of experience.');
    expect(JSON.stringify(own.body)).not.toMatch(/[\u202A-\u202E\u2066-\u2069\u200B-\u200F]/);
  });

  it('a name of hidden characters alone is no name', async () => {
    const { saved } = await nannyProfile('hidden-nanny', {
      fullName: '\u202E\u200B\u2066',
      location: 'Hove',
      bio: 'Calm and caring nanny with three years of experience.',
      languages: [],
    });
    expect(saved.status).toBe(400);
    expect(saved.body.fields).toHaveProperty('fullName');
  });

  it('a job title with bidi controls is shown clean on the board', async () => {
    const job = await draft('Nanny\u202E for twins\u2069\u200B');
    await fetch(`${cloud.stripe}/checkout/${job.sessionId}/pay`, { method: 'POST', redirect: 'manual' });
    expect((await onBoard(job.jobId))?.title).toBe('Nanny for twins');
  });

  it('sign-up refuses a name that hides a bidi control', async () => {
    await expect(
      cloud.pool('SignUp', {
        ClientId: IDS.userPoolClientId,
        Username: `rlo.${Date.now()}@example.com`,
        Password: 'Sunny#Days2024',
        UserAttributes: [
          { Name: 'email', Value: `rlo.${Date.now()}@example.com` },
          { Name: 'name', Value: 'Zoë\u202Eexe.fdp' },
          { Name: 'custom:user_type', Value: 'family' },
        ],
      }),
    ).rejects.toThrow(/hidden formatting characters/);
  });

  it('an agency name and website are stored as they will be shown; a script or credentials are refused', async () => {
    const agency = await cloud.newUser('agency', 'web-agency');
    const put = (body: Record<string, unknown>) => cloud.call('PUT', '/agency', agency.token, body);
    const first = await put({
      agencyName: 'Little\u200B Acorns\u2067',
      websiteUrl: '//evil.example',
      logo: null,
    });
    expect(first.status, JSON.stringify(first.body)).toBeLessThan(300);
    expect(first.body).toMatchObject({ agencyName: 'Little Acorns', websiteUrl: 'https://evil.example' });
    const withMarkup = await put({
      agencyName: 'Little Acorns',
      websiteUrl: 'littleacorns.example/"><script>alert(1)</script>?utm=1#x',
      logo: null,
    });
    expect(withMarkup.body.websiteUrl).toBe(
      'https://littleacorns.example/%22%3E%3Cscript%3Ealert(1)%3C/script%3E',
    );
    for (const websiteUrl of [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'https://admin:secret@littleacorns.example',
      'http://127.0.0.1:3001',
    ]) {
      const refused = await put({ agencyName: 'Hijacked', websiteUrl, logo: null });
      expect(refused.status, websiteUrl).toBe(400);
      expect(refused.body.fields).toEqual({ websiteUrl: AGENCY_MESSAGES.websiteUrl });
    }
    // Nothing of a refused save was kept.
    expect((await cloud.call('GET', '/agency', agency.token)).body).toMatchObject({
      agencyName: 'Little Acorns',
      websiteUrl: 'https://littleacorns.example/%22%3E%3Cscript%3Ealert(1)%3C/script%3E',
    });
  });
});
