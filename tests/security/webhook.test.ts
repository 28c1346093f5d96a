import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { STRIPE_KEYS } from '../../local/config.ts';
import { sharedLocalCloud, type LocalCloud } from '../integration/cloud.ts';
import { jobDetails } from './requests.ts';

/**
 * The Stripe webhook against the whole local cloud: what a forger, a replayer or a slow network can
 * send, and a verify call from the success page racing the webhook for the same family job.
 */
let cloud: LocalCloud;
let family: string;
const signer = new Stripe(STRIPE_KEYS.secretKey);
const now = () => Math.floor(Date.now() / 1000);

beforeAll(async () => {
  cloud = await sharedLocalCloud();
  family = (await cloud.newUser('family', 'wh-family')).token;
}, 120_000);
afterAll(async () => cloud?.stop());

async function stripeApi(path: string) {
  const res = await fetch(`${cloud.stripe}${path}`, {
    headers: { authorization: `Bearer ${STRIPE_KEYS.secretKey}` },
  });
  return (await res.json()) as Record<string, unknown>;
}

/** A family job whose checkout is paid on the stand-in without notifying the app; returns the session. */
async function paidJob(title: string) {
  const created = await cloud.call('POST', '/jobs/family', family, {
    ...jobDetails(),
    jobTitle: title,
    discountCode: '',
  });
  expect(created.status).toBe(201);
  const sessionId = new URL(created.body.checkoutUrl).pathname.split('/').pop()!;
  const unpaid = await stripeApi(`/v1/checkout/sessions/${sessionId}`);
  await fetch(`${cloud.stripe}/checkout/${sessionId}/pay?notify=false`, {
    method: 'POST',
    redirect: 'manual',
  });
  const paid = await stripeApi(`/v1/checkout/sessions/${sessionId}`);
  expect(paid.payment_status).toBe('paid');
  return { jobId: created.body.jobId as string, sessionId, paid, unpaid };
}

const payloadOf = (eventId: string, session: Record<string, unknown>, created = now()) =>
  JSON.stringify({
    id: eventId,
    object: 'event',
    type: 'checkout.session.completed',
    created,
    data: { object: session },
  });

async function deliver(
  payload: string,
  options: { secret?: string; timestamp?: number; header?: string; body?: string } = {},
) {
  const header =
    options.header ??
    signer.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? STRIPE_KEYS.webhookSecret,
      ...(options.timestamp !== undefined ? { timestamp: options.timestamp } : {}),
    });
  const res = await fetch(`${cloud.api}/webhooks/stripe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    body: options.body ?? payload,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function receipts(jobId: string) {
  const { emails } = (await (await fetch(`${cloud.mailbox}/store`)).json()) as {
    emails: Array<{ subject: string; body: { text: string } }>;
  };
  return emails.filter((e) => e.subject.startsWith('Receipt') && e.body.text.includes(jobId)).length;
}

async function boardCount(jobId: string) {
  const board = await cloud.call('GET', '/jobs?limit=50');
  return (board.body.items as Array<{ id: string }>).filter((j) => j.id === jobId).length;
}

describe('the Stripe webhook', () => {
  it('refuses a bad signature (wrong secret, altered body, garbage, none) and publishes nothing', async () => {
    const job = await paidJob('Webhook forged signature');
    const payload = payloadOf(`evt_forged_${job.sessionId}`, job.paid);
    const signed = signer.webhooks.generateTestHeaderString({ payload, secret: STRIPE_KEYS.webhookSecret });
    for (const attempt of [
      await deliver(payload, { secret: 'whsec_someone_else' }),
      await deliver(payload, { header: signed, body: payload.replace('"paid"', '"paid" ') }),
      await deliver(payload, { header: 't=1,v1=deadbeef' }),
      await deliver(payload, { header: `t=${now()},v1=${'0'.repeat(64)}` }),
      await deliver(payload, { header: signed.replace(/v1=[0-9a-f]+/, 'v0=abc') }),
    ])
      expect(attempt.status).toBe(400);
    const unsigned = await fetch(`${cloud.api}/webhooks/stripe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: payload,
    });
    expect(unsigned.status).toBe(400);
    expect(await boardCount(job.jobId)).toBe(0);
    expect(await receipts(job.jobId)).toBe(0);
    // The same event, correctly signed, is then accepted: the refusals recorded nothing under its id.
    expect((await deliver(payload)).body).toEqual({ received: true });
    expect(await boardCount(job.jobId)).toBe(1);
  });

  it('refuses a signature older than 300 s, accepts one inside the window', async () => {
    const job = await paidJob('Webhook stale signature');
    const payload = payloadOf(`evt_stale_${job.sessionId}`, job.paid);
    for (const age of [301, 600, 24 * 3600])
      expect((await deliver(payload, { timestamp: now() - age })).status, `age ${age}`).toBe(400);
    expect(await boardCount(job.jobId)).toBe(0);
    expect((await deliver(payload, { timestamp: now() - 240 })).status).toBe(200);
    expect(await boardCount(job.jobId)).toBe(1);
  });

  it('refuses a signature dated more than 300 s ahead, and nothing changes', async () => {
    const job = await paidJob('Webhook future signature');
    const payload = payloadOf(`evt_future_${job.sessionId}`, job.paid);
    // A delivery signed "in the future" would stay fresh to the age check for as long as it is ahead.
    for (const ahead of [301, 3600, 30 * 24 * 3600])
      expect((await deliver(payload, { timestamp: now() + ahead })).status, `ahead ${ahead}`).toBe(400);
    expect(await boardCount(job.jobId)).toBe(0);
    expect(await receipts(job.jobId)).toBe(0);
    // The refusals recorded nothing under its id: signed now, it is taken, once.
    expect((await deliver(payload, { timestamp: now() + 200 })).body).toEqual({ received: true });
    expect(await boardCount(job.jobId)).toBe(1);
    expect(await receipts(job.jobId)).toBe(1);
  });

  it('does nothing on a replay of the same event id, even re-signed later', async () => {
    const job = await paidJob('Webhook replay');
    const payload = payloadOf(`evt_replay_${job.sessionId}`, job.paid);
    expect((await deliver(payload)).body).toEqual({ received: true });
    const header = signer.webhooks.generateTestHeaderString({ payload, secret: STRIPE_KEYS.webhookSecret });
    expect((await deliver(payload, { header })).body).toEqual({ received: true, duplicate: true });
    expect((await deliver(payload, { timestamp: now() - 60 })).body).toEqual({
      received: true,
      duplicate: true,
    });
    expect(await receipts(job.jobId)).toBe(1);
    expect(await boardCount(job.jobId)).toBe(1);
  });

  it('keeps the job published once whatever the order: a stale unpaid event after the paid one changes nothing', async () => {
    const job = await paidJob('Webhook reordered');
    const paidEvent = payloadOf(`evt_order_paid_${job.sessionId}`, job.paid);
    const olderUnpaid = payloadOf(`evt_order_unpaid_${job.sessionId}`, job.unpaid, now() - 120);
    expect((await deliver(paidEvent)).status).toBe(200);
    expect((await deliver(olderUnpaid)).status).toBe(200);
    expect(await boardCount(job.jobId)).toBe(1);
    // And the other way round for a second job: unpaid first never publishes, paid after does, once.
    const second = await paidJob('Webhook reordered two');
    expect((await deliver(payloadOf(`evt_order2_unpaid_${second.sessionId}`, second.unpaid))).status).toBe(
      200,
    );
    expect(await boardCount(second.jobId)).toBe(0);
    expect((await deliver(payloadOf(`evt_order2_paid_${second.sessionId}`, second.paid))).status).toBe(200);
    expect(await boardCount(second.jobId)).toBe(1);
    expect(await receipts(job.jobId)).toBe(1);
    expect(await receipts(second.jobId)).toBe(1);
  });

  it('publishes once, with one receipt, when verify calls race webhook deliveries for the same job', async () => {
    const job = await paidJob('Webhook verify race');
    const results = await Promise.all([
      cloud.call('POST', '/payments/verify', family, { sessionId: job.sessionId }),
      deliver(payloadOf(`evt_race_a_${job.sessionId}`, job.paid)),
      cloud.call('POST', '/payments/verify', family, { sessionId: job.sessionId }),
      deliver(payloadOf(`evt_race_b_${job.sessionId}`, job.paid)),
      deliver(payloadOf(`evt_race_a_${job.sessionId}`, job.paid)),
      cloud.call('POST', '/payments/verify', family, { sessionId: job.sessionId }),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    for (const verified of [results[0], results[2], results[5]])
      expect(verified!.body).toEqual({ jobId: job.jobId, message: 'Job Posted Successfully!' });
    expect(await boardCount(job.jobId)).toBe(1);
    expect(await receipts(job.jobId)).toBe(1);
  });
});
