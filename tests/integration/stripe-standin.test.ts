import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Stripe from 'stripe';
import { STRIPE_KEYS } from '../../local/config.ts';
import { startStripeStandin } from '../../local/stripe/index.ts';

/**
 * The Stripe stand-in on its own, driven by the real `stripe` SDK, with a webhook receiver that checks
 * every signature the way the app's webhook does. Both servers listen on ports the system picks.
 */
const DAY = 86_400;
const nowSeconds = () => Math.floor(Date.now() / 1000);

const received: Stripe.Event[] = [];
let badSignatures = 0;
const verifier = new Stripe(STRIPE_KEYS.secretKey);
let receiver: http.Server;
let standin: http.Server;
let base: string;
let stripe: Stripe;
let dataDir: string;
let dataFile: string;

const listen = (server: http.Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
const close = (server: http.Server) => new Promise((resolve) => server.close(resolve));

async function start(file: string) {
  const server = await startStripeStandin({
    port: 0,
    host: '127.0.0.1',
    secretKey: STRIPE_KEYS.secretKey,
    webhookSecret: STRIPE_KEYS.webhookSecret,
    webhookUrl: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhooks/stripe`,
    dataFile: file,
  });
  const port = (server.address() as AddressInfo).port;
  return {
    server,
    base: `http://127.0.0.1:${port}`,
    client: new Stripe(STRIPE_KEYS.secretKey, {
      host: '127.0.0.1',
      port,
      protocol: 'http',
      maxNetworkRetries: 0,
    }),
  };
}

beforeAll(async () => {
  receiver = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    try {
      received.push(
        verifier.webhooks.constructEvent(
          Buffer.concat(chunks),
          String(req.headers['stripe-signature']),
          STRIPE_KEYS.webhookSecret,
        ),
      );
      res.writeHead(200).end('{"received":true}');
    } catch {
      badSignatures += 1;
      res.writeHead(400).end('bad signature');
    }
  });
  await listen(receiver);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stripe-standin-'));
  dataFile = path.join(dataDir, 'stripe', 'sessions.json');
  ({ server: standin, base, client: stripe } = await start(dataFile));
});

afterAll(async () => {
  if (standin) await close(standin);
  if (receiver) await close(receiver);
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

// --- helpers ---

/** The events delivered while `action` ran (pages and controls deliver before they answer). */
async function delivered<T>(action: () => Promise<T>): Promise<{ result: T; events: Stripe.Event[] }> {
  const mark = received.length;
  const result = await action();
  return { result, events: received.slice(mark) };
}

const types = (events: Array<{ type: string }>) => events.map((e) => e.type);

async function page(url: string) {
  const res = await fetch(url);
  return { status: res.status, html: await res.text() };
}

const submit = (url: string, accept = 'application/json') =>
  fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept },
    body: '',
  });

/** The `action` of the form whose button reads `label`. */
function formAction(html: string, label: string): { method: string; action: string } {
  const forms = [...html.matchAll(/<form method="(get|post)" action="([^"]+)"[^>]*>(.*?)<\/form>/gs)];
  const form = forms.find((f) => f[3]!.includes(`>${label}<`));
  if (!form) throw new Error(`no form with a "${label}" button in:\n${html}`);
  return { method: form[1]!, action: form[2]!.replace(/&amp;/g, '&') };
}

async function control(subscriptionId: string, action: string, query = '') {
  const res = await submit(`${base}/control/subscriptions/${subscriptionId}/${action}${query}`);
  return {
    status: res.status,
    body: (await res.json()) as {
      subscription: Stripe.Subscription;
      events: Stripe.Event[];
      error?: { message: string };
    },
  };
}

let agencyNumber = 0;
async function agencyCheckout(
  options: { trialDays?: number; amountOff?: number; productName?: string } = {},
) {
  agencyNumber += 1;
  const agencyId = `agency-${agencyNumber}-${Date.now()}`;
  const customer = await stripe.customers.create(
    { email: `owner${agencyNumber}@agency.example`, name: `Agency ${agencyNumber}`, metadata: { agencyId } },
    { idempotencyKey: `agency-customer-${agencyId}` },
  );
  const coupon = options.amountOff
    ? await stripe.coupons.create({
        amount_off: options.amountOff,
        currency: 'gbp',
        duration: 'once',
        name: 'WELCOME10',
        max_redemptions: 1,
        metadata: { promoCode: 'WELCOME10' },
      })
    : null;
  const session = await stripe.checkout.sessions.create(
    {
      mode: 'subscription',
      customer: customer.id,
      client_reference_id: agencyId,
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'gbp',
            unit_amount: 10000,
            recurring: { interval: 'month' },
            product_data: { name: options.productName ?? 'Agency Premium' },
          },
        },
      ],
      subscription_data: {
        ...(options.trialDays ? { trial_period_days: options.trialDays } : {}),
        metadata: { agencyId, plan: 'agency_monthly' },
      },
      ...(coupon ? { discounts: [{ coupon: coupon.id }] } : {}),
      metadata: { kind: 'agency-subscription', agencyId, ...(coupon ? { promoCode: 'WELCOME10' } : {}) },
      success_url: 'http://localhost:5173/agency-subscription-success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:5173/agency-subscription-cancelled',
    },
    { idempotencyKey: `agency-checkout-${agencyId}` },
  );
  return { agencyId, customer, coupon, session };
}

async function paidSubscription(options: Parameters<typeof agencyCheckout>[0] = {}) {
  const checkout = await agencyCheckout(options);
  const { events } = await delivered(() => submit(`${checkout.session.url}/pay`, 'text/html'));
  const subscription = events.find((e) => e.type === 'customer.subscription.created')!.data
    .object as Stripe.Subscription;
  return { ...checkout, subscription, events };
}

async function portalFor(customer: string, mode: 'at_period_end' | 'immediately' = 'at_period_end') {
  const configuration = await stripe.billingPortal.configurations.create({
    business_profile: { headline: 'Nanny Marketplace: manage your agency subscription' },
    features: {
      subscription_cancel: { enabled: true, mode, cancellation_reason: { enabled: false, options: [] } },
      payment_method_update: { enabled: true },
      invoice_history: { enabled: true },
    },
    metadata: { app: 'nanny-marketplace' },
  });
  return stripe.billingPortal.sessions.create({
    customer,
    configuration: configuration.id,
    return_url: 'http://localhost:5173/post-job-agency',
  });
}

const enGB = (seconds: number) =>
  new Date(seconds * 1000).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/London',
  });

// --- the tests ---

describe('the Stripe stand-in API', () => {
  it('refuses a request without the secret key, and an unknown path', async () => {
    expect((await fetch(`${base}/v1/customers/cus_x`)).status).toBe(401);
    const res = await fetch(`${base}/v1/nothing-here`, {
      headers: { authorization: `Bearer ${STRIPE_KEYS.secretKey}` },
    });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: { type: 'invalid_request_error' } });
  });

  it('keeps customers: an idempotency key returns the same customer, and refuses other parameters', async () => {
    const key = `agency-customer-${Date.now()}`;
    const params = { email: 'idem@agency.example', name: 'Idem Agency', metadata: { agencyId: 'ag-idem' } };
    const first = await stripe.customers.create(params, { idempotencyKey: key });
    const again = await stripe.customers.create(params, { idempotencyKey: key });
    expect(first).toMatchObject({ object: 'customer', email: 'idem@agency.example', name: 'Idem Agency' });
    expect(first.id).toMatch(/^cus_/);
    expect(again.id).toBe(first.id);
    expect(again.lastResponse.headers['idempotent-replayed']).toBe('true');
    await expect(
      stripe.customers.create({ ...params, email: 'other@agency.example' }, { idempotencyKey: key }),
    ).rejects.toMatchObject({ rawType: 'idempotency_error', statusCode: 400 });
    const other = await stripe.customers.create(params, { idempotencyKey: `${key}-2` });
    expect(other.id).not.toBe(first.id);

    const retrieved = await stripe.customers.retrieve(first.id);
    expect(retrieved).toMatchObject({
      id: first.id,
      email: 'idem@agency.example',
      metadata: { agencyId: 'ag-idem' },
    });
    await expect(stripe.customers.retrieve('cus_missing')).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
    });
  });

  it('keeps coupons, with an idempotency key', async () => {
    const params = {
      amount_off: 1000,
      currency: 'gbp',
      duration: 'once' as const,
      name: 'WELCOME10',
      max_redemptions: 1,
      metadata: { promoCode: 'WELCOME10' },
    };
    const coupon = await stripe.coupons.create(params, { idempotencyKey: `coupon-${Date.now()}` });
    expect(coupon).toMatchObject({
      object: 'coupon',
      ...params,
      times_redeemed: 0,
      valid: true,
      percent_off: null,
    });
    expect((await stripe.coupons.retrieve(coupon.id)).name).toBe('WELCOME10');
    await expect(stripe.coupons.create({ duration: 'once', currency: 'gbp' })).rejects.toMatchObject({
      statusCode: 400,
    });
  });

  it('refuses a subscription checkout it cannot make, as Stripe would', async () => {
    const params = {
      success_url: 'http://localhost/s',
      cancel_url: 'http://localhost/c',
      line_items: [
        { quantity: 1, price_data: { currency: 'gbp', unit_amount: 10000, product_data: { name: 'x' } } },
      ],
    };
    await expect(stripe.checkout.sessions.create({ ...params, mode: 'subscription' })).rejects.toMatchObject({
      statusCode: 400,
      param: 'line_items',
    });
    await expect(
      stripe.checkout.sessions.create({ ...params, mode: 'payment', customer: 'cus_nobody' }),
    ).rejects.toMatchObject({ statusCode: 404, param: 'customer' });
  });

  it('expires a checkout when told to, from 30 minutes to a day ahead, and a day ahead by default', async () => {
    const params = {
      mode: 'payment' as const,
      success_url: 'http://localhost/s',
      cancel_url: 'http://localhost/c',
      line_items: [
        { quantity: 1, price_data: { currency: 'gbp', unit_amount: 5000, product_data: { name: 'x' } } },
      ],
    };
    const now = Math.floor(Date.now() / 1000);
    expect((await stripe.checkout.sessions.create({ ...params, expires_at: now + 3600 })).expires_at).toBe(
      now + 3600,
    );
    const byDefault = (await stripe.checkout.sessions.create(params)).expires_at;
    expect(byDefault - now).toBeGreaterThanOrEqual(24 * 3600 - 5);
    for (const expires_at of [now + 600, now + 2 * 24 * 3600])
      await expect(stripe.checkout.sessions.create({ ...params, expires_at })).rejects.toMatchObject({
        statusCode: 400,
        param: 'expires_at',
      });
  });
});

describe('a family job post (payment mode) works as before', () => {
  it('completes with one checkout.session.completed, paid, and a second press does nothing more', async () => {
    const session = await stripe.checkout.sessions.create(
      {
        mode: 'payment',
        currency: 'gbp',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'gbp',
              unit_amount: 4000,
              product_data: { name: 'Nanny job post: Hove' },
            },
          },
        ],
        customer_email: 'family@demo.local',
        client_reference_id: 'job-1',
        metadata: { kind: 'family-job', jobId: 'job-1' },
        success_url: 'http://localhost:5173/payment-success?session_id={CHECKOUT_SESSION_ID}',
        cancel_url: 'http://localhost:5173/payment-cancelled',
      },
      { idempotencyKey: `family-job-${Date.now()}` },
    );
    expect(session).toMatchObject({
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: 4000,
      subscription: null,
      url: `${base}/checkout/${session.id}`,
    });
    const { html } = await page(session.url!);
    expect(html).toContain('lang="en-GB"');
    expect(html).toMatch(/<button class="pay" type="submit">Pay £40\.00<\/button>/);
    expect(html).toContain('>Cancel</button>');

    const { result: res, events } = await delivered(() => submit(`${session.url}/pay`, 'text/html'));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(
      `http://localhost:5173/payment-success?session_id=${session.id}`,
    );
    expect(types(events)).toEqual(['checkout.session.completed']);
    expect(events[0]!.data.object).toMatchObject({
      id: session.id,
      status: 'complete',
      payment_status: 'paid',
      metadata: { kind: 'family-job', jobId: 'job-1' },
    });
    expect(badSignatures).toBe(0);

    const again = await delivered(() => submit(`${session.url}/pay`, 'text/html'));
    expect(again.result.status).toBe(303);
    expect(again.events).toEqual([]);
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('complete');

    const cancel = await submit(`${base}/checkout/${session.id}/cancel`);
    expect(cancel.headers.get('location')).toBe('http://localhost:5173/payment-cancelled');
  });
});

describe('a payment that settles later (bank debit)', () => {
  async function familyCheckout(jobId: string) {
    return stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: { currency: 'gbp', unit_amount: 5000, product_data: { name: 'Nanny job post' } },
        },
      ],
      customer_email: 'family@demo.local',
      metadata: { kind: 'family-job', jobId },
      success_url: 'http://localhost:5173/payment-success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:5173/payment-cancelled',
    });
  }
  const settle = async (sessionId: string, action: 'succeed-payment' | 'fail-payment') => {
    const res = await submit(`${base}/control/checkout/${sessionId}/${action}`);
    return {
      status: res.status,
      body: (await res.json()) as { events?: Stripe.Event[]; error?: { message: string } },
    };
  };

  it('is offered on the checkout page beside Pay, and completes the session unpaid', async () => {
    const session = await familyCheckout('job-later-1');
    const { html } = await page(session.url!);
    expect(formAction(html, 'Bank debit (pays later)')).toEqual({
      method: 'post',
      action: `/checkout/${session.id}/pay-later`,
    });
    // Pay stays the only button whose name starts with "Pay".
    expect([...html.matchAll(/<button[^>]*>(Pay[^<]*)</g)].map((m) => m[1])).toEqual(['Pay £50.00']);

    const { result: res, events } = await delivered(() => submit(`${session.url}/pay-later`, 'text/html'));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(
      `http://localhost:5173/payment-success?session_id=${session.id}`,
    );
    expect(types(events)).toEqual(['checkout.session.completed']);
    expect(events[0]!.data.object).toMatchObject({
      id: session.id,
      status: 'complete',
      payment_status: 'unpaid',
    });
    expect(await stripe.checkout.sessions.retrieve(session.id)).toMatchObject({
      status: 'complete',
      payment_status: 'unpaid',
    });
    const home = await page(base);
    expect(home.html).toContain(`/control/checkout/${session.id}/succeed-payment`);
    expect(home.html).toContain('bank debit processing');
  });

  it('succeeds later: checkout.session.async_payment_succeeded, signed, and the session is paid', async () => {
    const session = await familyCheckout('job-later-2');
    await submit(`${session.url}/pay-later`, 'text/html');
    const { result, events } = await delivered(() => settle(session.id, 'succeed-payment'));
    expect(result.status).toBe(200);
    expect(types(events)).toEqual(['checkout.session.async_payment_succeeded']);
    expect(events[0]!.data.object).toMatchObject({ id: session.id, payment_status: 'paid' });
    expect((await stripe.checkout.sessions.retrieve(session.id)).payment_status).toBe('paid');
    expect(badSignatures).toBe(0);
    // Settled once: a second settlement, either way, is refused and sends nothing.
    for (const action of ['succeed-payment', 'fail-payment'] as const) {
      const again = await delivered(() => settle(session.id, action));
      expect(again.result.status).toBe(409);
      expect(again.events).toEqual([]);
    }
  });

  it('fails later: checkout.session.async_payment_failed, and the session stays unpaid', async () => {
    const session = await familyCheckout('job-later-3');
    await submit(`${session.url}/pay-later`, 'text/html');
    const { result, events } = await delivered(() => settle(session.id, 'fail-payment'));
    expect(result.status).toBe(200);
    expect(types(events)).toEqual(['checkout.session.async_payment_failed']);
    expect(events[0]!.data.object).toMatchObject({
      id: session.id,
      status: 'complete',
      payment_status: 'unpaid',
    });
  });

  it('cannot settle a card payment, an open session or an unknown one', async () => {
    const card = await familyCheckout('job-later-4');
    await submit(`${card.url}/pay`, 'text/html');
    expect((await settle(card.id, 'fail-payment')).status).toBe(409);
    const open = await familyCheckout('job-later-5');
    expect((await settle(open.id, 'succeed-payment')).status).toBe(409);
    expect((await settle('cs_test_nope', 'succeed-payment')).status).toBe(404);
  });

  it('starts a subscription incomplete, its first invoice open, until the debit succeeds', async () => {
    const checkout = await agencyCheckout({});
    const { events } = await delivered(() => submit(`${checkout.session.url}/pay-later`, 'text/html'));
    expect(types(events)).toEqual(['customer.subscription.created', 'checkout.session.completed']);
    const created = events[0]!.data.object as Stripe.Subscription;
    expect(created.status).toBe('incomplete');
    expect(events[1]!.data.object).toMatchObject({ payment_status: 'unpaid', subscription: created.id });
    const settled = await delivered(() => settle(checkout.session.id, 'succeed-payment'));
    expect(types(settled.events)).toEqual([
      'invoice.paid',
      'customer.subscription.updated',
      'checkout.session.async_payment_succeeded',
    ]);
    expect((await stripe.subscriptions.retrieve(created.id)).status).toBe('active');
  });

  it('leaves a subscription incomplete when the first debit fails', async () => {
    const checkout = await agencyCheckout({});
    const { events } = await delivered(() => submit(`${checkout.session.url}/pay-later`, 'text/html'));
    const created = events[0]!.data.object as Stripe.Subscription;
    const settled = await delivered(() => settle(checkout.session.id, 'fail-payment'));
    expect(types(settled.events)).toEqual([
      'invoice.payment_failed',
      'checkout.session.async_payment_failed',
    ]);
    expect((await stripe.subscriptions.retrieve(created.id)).status).toBe('incomplete');
  });

  it('is not offered when nothing is due today (a free trial), where it would be the same as Pay', async () => {
    const checkout = await agencyCheckout({ trialDays: 30 });
    expect((await page(checkout.session.url!)).html).not.toContain('pays later');
  });
});

describe('an agency subscription', () => {
  let trial: Awaited<ReturnType<typeof agencyCheckout>>;
  let subscription: Stripe.Subscription;

  it('shows a free-trial checkout page with the discount', async () => {
    trial = await agencyCheckout({ trialDays: 30, amountOff: 1000 });
    expect(trial.session).toMatchObject({
      mode: 'subscription',
      customer: trial.customer.id,
      subscription: null,
      amount_total: 0,
      total_details: { amount_discount: 0 },
      discounts: [{ coupon: trial.coupon!.id }],
    });
    const { status, html } = await page(trial.session.url!);
    expect(status).toBe(200);
    expect(html).toContain('lang="en-GB"');
    expect(html).toContain('<title>');
    expect(html).toContain('<h1>Subscribe to Agency Premium</h1>');
    expect(html).toContain('£100.00 per month after a 30-day free trial');
    expect(html).toContain('Discount (WELCOME10)');
    expect(html).toContain('−£10.00 off your first payment');
    expect(html).toMatch(/<dt>Due today<\/dt><dd>£0\.00<\/dd>/);
    expect(formAction(html, 'Start your free trial')).toEqual({
      method: 'post',
      action: `/checkout/${trial.session.id}/pay`,
    });
    expect(html).toContain(':focus-visible');
  });

  it('starts trialing when paid: subscription created, invoice paid (£0), session completed, in that order', async () => {
    const { result: res, events } = await delivered(() => submit(`${trial.session.url}/pay`, 'text/html'));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(
      `http://localhost:5173/agency-subscription-success?session_id=${trial.session.id}`,
    );
    expect(types(events)).toEqual([
      'customer.subscription.created',
      'invoice.paid',
      'checkout.session.completed',
    ]);
    const [created, paid, completed] = events.map((e) => e.data.object) as [
      Stripe.Subscription,
      Stripe.Invoice,
      Stripe.Checkout.Session,
    ];
    subscription = created;
    const t = nowSeconds();
    expect(created).toMatchObject({
      object: 'subscription',
      status: 'trialing',
      customer: trial.customer.id,
      cancel_at_period_end: false,
      canceled_at: null,
      ended_at: null,
      livemode: false,
      metadata: { agencyId: trial.agencyId, plan: 'agency_monthly' },
      latest_invoice: paid.id,
    });
    expect(created.id).toMatch(/^sub_/);
    expect(Math.abs(created.trial_end! - (t + 30 * DAY))).toBeLessThan(5);
    expect(Math.abs(created.trial_start! - t)).toBeLessThan(5);
    expect(created.discounts).toHaveLength(1);
    expect('current_period_end' in created).toBe(false);
    const item = created.items.data[0]!;
    expect(item).toMatchObject({
      object: 'subscription_item',
      quantity: 1,
      current_period_end: created.trial_end,
    });
    expect(item.price).toMatchObject({
      object: 'price',
      currency: 'gbp',
      unit_amount: 10000,
      recurring: { interval: 'month', interval_count: 1 },
    });
    expect(paid).toMatchObject({
      object: 'invoice',
      status: 'paid',
      customer: trial.customer.id,
      amount_due: 0,
      amount_paid: 0,
      amount_remaining: 0,
      billing_reason: 'subscription_create',
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: created.id, metadata: { agencyId: trial.agencyId } },
      },
    });
    expect(completed).toMatchObject({
      id: trial.session.id,
      status: 'complete',
      subscription: created.id,
      customer: trial.customer.id,
      payment_status: 'no_payment_required',
    });

    const retrieved = await stripe.subscriptions.retrieve(created.id);
    expect(retrieved).toEqual(
      expect.objectContaining({ id: created.id, status: 'trialing', trial_end: created.trial_end }),
    );
    const session = await stripe.checkout.sessions.retrieve(trial.session.id, { expand: ['subscription'] });
    expect((session.subscription as Stripe.Subscription).status).toBe('trialing');
    expect(await stripe.coupons.retrieve(trial.coupon!.id)).toMatchObject({
      times_redeemed: 1,
      valid: false,
    });
    // The coupon is spent: a new checkout with it is refused.
    await expect(
      stripe.checkout.sessions.create({
        mode: 'subscription',
        customer: trial.customer.id,
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'gbp',
              unit_amount: 10000,
              recurring: { interval: 'month' },
              product_data: { name: 'x' },
            },
          },
        ],
        discounts: [{ coupon: trial.coupon!.id }],
        success_url: 'http://localhost/s',
      }),
    ).rejects.toMatchObject({ statusCode: 400 });
  });

  it('is cancelled in the billing portal with two clicks, and "Don\'t cancel" takes it back', async () => {
    const before = await stripe.billingPortal.configurations.list({ active: true, limit: 100 });
    const portal = await portalFor(trial.customer.id);
    const after: string[] = [];
    for await (const c of stripe.billingPortal.configurations.list({ active: true, limit: 100 }))
      after.push(c.id);
    expect(after).toHaveLength(before.data.length + 1);
    expect(after).toContain(portal.configuration);
    const configuration = await stripe.billingPortal.configurations.retrieve(portal.configuration as string);
    expect(configuration).toMatchObject({
      object: 'billing_portal.configuration',
      active: true,
      is_default: false,
      metadata: { app: 'nanny-marketplace' },
      features: {
        subscription_cancel: {
          enabled: true,
          mode: 'at_period_end',
          cancellation_reason: { enabled: false },
        },
        payment_method_update: { enabled: true },
        invoice_history: { enabled: true },
      },
    });
    expect(portal).toMatchObject({
      object: 'billing_portal.session',
      customer: trial.customer.id,
      return_url: 'http://localhost:5173/post-job-agency',
      livemode: false,
      url: `${base}/portal/${portal.id}`,
    });
    expect(portal.id).toMatch(/^bps_/);
    // Without a configuration there is none to fall back on (no Dashboard default), as on Stripe.
    await expect(stripe.billingPortal.sessions.create({ customer: trial.customer.id })).rejects.toMatchObject(
      {
        statusCode: 400,
      },
    );

    const periodEnd = subscription.items.data[0]!.current_period_end;
    const first = await page(portal.url);
    expect(first.status).toBe(200);
    expect(first.html).toContain('lang="en-GB"');
    expect(first.html).toContain('Agency Premium');
    expect(first.html).toContain(`Trial ends on ${enGB(subscription.trial_end!)}`);
    expect(first.html).toContain(
      '<a href="http://localhost:5173/post-job-agency">← Return to Nanny Marketplace</a>',
    );
    const cancel = formAction(first.html, 'Cancel subscription');
    expect(cancel.method).toBe('get');

    // Click 1: the confirmation page.
    const confirm = await page(`${base}${cancel.action}`);
    expect(confirm.html).toContain(`until the end of your free trial on ${enGB(periodEnd)}`);
    const confirmForm = formAction(confirm.html, 'Confirm cancellation');
    expect(confirmForm.method).toBe('post');
    expect((await stripe.subscriptions.retrieve(subscription.id)).cancel_at_period_end).toBe(false);

    // Click 2: cancelled at the period end.
    const { result: res, events } = await delivered(() =>
      submit(`${base}${confirmForm.action}`, 'text/html'),
    );
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/portal/${portal.id}`);
    expect(types(events)).toEqual(['customer.subscription.updated']);
    expect(events[0]!.data.object).toMatchObject({
      id: subscription.id,
      cancel_at_period_end: true,
      status: 'trialing',
    });
    expect(events[0]!.data.previous_attributes).toMatchObject({
      cancel_at_period_end: false,
      cancel_at: null,
    });
    const cancelled = await stripe.subscriptions.retrieve(subscription.id);
    expect(cancelled).toMatchObject({ cancel_at_period_end: true, cancel_at: periodEnd, status: 'trialing' });
    expect(cancelled.canceled_at).not.toBeNull();

    const scheduled = await page(portal.url);
    expect(scheduled.html).toContain(`Cancels on ${enGB(periodEnd)}`);
    expect(scheduled.html).not.toContain('>Cancel subscription<');
    const undo = formAction(scheduled.html, "Don't cancel");
    const undone = await delivered(() => submit(`${base}${undo.action}`, 'text/html'));
    expect(types(undone.events)).toEqual(['customer.subscription.updated']);
    expect(undone.events[0]!.data.object).toMatchObject({ cancel_at_period_end: false, cancel_at: null });
    expect(await stripe.subscriptions.retrieve(subscription.id)).toMatchObject({
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
    });
    expect((await page(portal.url)).html).toContain('>Cancel subscription<');

    // Another customer's subscription is not reachable through this portal session.
    const stranger = await paidSubscription({ trialDays: 30 });
    expect(
      (await page(`${base}/portal/${portal.id}/subscriptions/${stranger.subscription.id}/cancel`)).status,
    ).toBe(404);
  });

  it('moves through time with the controls: trial ending, renewals with the coupon once, failures, payment, cancel', async () => {
    const warned = await control(subscription.id, 'trial-will-end');
    expect(warned.status).toBe(200);
    expect(types(warned.body.events)).toEqual(['customer.subscription.trial_will_end']);
    expect(received.at(-1)!.id).toBe(warned.body.events[0]!.id);

    // The trial ends: the first paid invoice, less the coupon.
    const first = await delivered(() => control(subscription.id, 'advance'));
    expect(types(first.events)).toEqual(['invoice.paid', 'customer.subscription.updated']);
    expect(first.events.map((e) => e.id)).toEqual(first.result.body.events.map((e) => e.id));
    const firstInvoice = first.events[0]!.data.object as Stripe.Invoice;
    expect(firstInvoice).toMatchObject({
      status: 'paid',
      billing_reason: 'subscription_cycle',
      subtotal: 10000,
      amount_due: 9000,
      amount_paid: 9000,
      total_discount_amounts: [{ amount: 1000 }],
    });
    const active = first.result.body.subscription;
    const t = nowSeconds();
    expect(active.status).toBe('active');
    expect(Math.abs(active.trial_end! - t)).toBeLessThan(5);
    expect(active.discounts).toEqual([]);
    expect(active.latest_invoice).toBe(firstInvoice.id);
    const item = active.items.data[0]!;
    expect(Math.abs(item.current_period_start - t)).toBeLessThan(5);
    expect((item.current_period_end - item.current_period_start) / DAY).toBeGreaterThanOrEqual(28);
    expect((item.current_period_end - item.current_period_start) / DAY).toBeLessThanOrEqual(31);
    expect(first.events[1]!.data.previous_attributes).toMatchObject({ status: 'trialing' });

    // The next renewal pays the full price: the coupon was once.
    const second = await control(subscription.id, 'advance');
    expect((second.body.events[0]!.data.object as Stripe.Invoice).amount_paid).toBe(10000);

    // A failed payment: past due, with an open invoice.
    const failed = await delivered(() => control(subscription.id, 'fail-payment'));
    expect(types(failed.events)).toEqual(['invoice.payment_failed', 'customer.subscription.updated']);
    expect(failed.events[0]!.data.object).toMatchObject({
      status: 'open',
      amount_due: 10000,
      amount_remaining: 10000,
    });
    expect(failed.result.body.subscription.status).toBe('past_due');
    expect((await stripe.customers.retrieve(trial.customer.id)) as Stripe.Customer).toMatchObject({
      delinquent: true,
    });

    // While the card fails, a renewal fails too.
    const renewal = await control(subscription.id, 'advance');
    expect(types(renewal.body.events)).toEqual(['invoice.payment_failed', 'customer.subscription.updated']);
    expect(renewal.body.subscription.status).toBe('past_due');

    // Paying settles both open invoices.
    const paid = await delivered(() => control(subscription.id, 'pay'));
    expect(types(paid.events)).toEqual(['invoice.paid', 'invoice.paid', 'customer.subscription.updated']);
    expect(paid.result.body.subscription.status).toBe('active');
    expect((await stripe.invoices.list({ subscription: subscription.id, status: 'open' })).data).toEqual([]);
    expect((await stripe.invoices.list({ subscription: subscription.id, limit: 100 })).data).toHaveLength(5);
    expect((await stripe.customers.retrieve(trial.customer.id)) as Stripe.Customer).toMatchObject({
      delinquent: false,
    });

    expect((await control(subscription.id, 'trial-will-end')).status).toBe(409);

    const ended = await delivered(() => control(subscription.id, 'cancel-now'));
    expect(types(ended.events)).toEqual(['customer.subscription.deleted']);
    const canceled = await stripe.subscriptions.retrieve(subscription.id);
    expect(canceled.status).toBe('canceled');
    expect(canceled.canceled_at).not.toBeNull();
    expect(canceled.ended_at).not.toBeNull();

    expect((await control(subscription.id, 'advance')).status).toBe(409);
    expect((await control('sub_nobody', 'advance')).status).toBe(404);
    expect((await control(subscription.id, 'explode')).status).toBe(400);
    expect(badSignatures).toBe(0);
  });

  it('without a trial charges the price less the coupon at once', async () => {
    const { session, subscription, events, coupon } = await paidSubscription({ amountOff: 1000 });
    expect(session).toMatchObject({
      amount_subtotal: 10000,
      amount_total: 9000,
      total_details: { amount_discount: 1000 },
    });
    expect(types(events)).toEqual([
      'customer.subscription.created',
      'invoice.paid',
      'checkout.session.completed',
    ]);
    expect(subscription).toMatchObject({
      status: 'active',
      trial_end: null,
      trial_start: null,
      discounts: [],
    });
    expect(events[1]!.data.object).toMatchObject({
      amount_paid: 9000,
      billing_reason: 'subscription_create',
    });
    expect(events[2]!.data.object).toMatchObject({ payment_status: 'paid', subscription: subscription.id });
    expect((await stripe.coupons.retrieve(coupon!.id)).times_redeemed).toBe(1);
    const next = await control(subscription.id, 'advance');
    expect((next.body.events[0]!.data.object as Stripe.Invoice).amount_paid).toBe(10000);
  });

  it('ends at the period end when so set through the API, and at once with the immediate portal or the API', async () => {
    const atEnd = await paidSubscription({ trialDays: 30 });
    const updated = await stripe.subscriptions.update(atEnd.subscription.id, { cancel_at_period_end: true });
    expect(updated).toMatchObject({ cancel_at_period_end: true, cancel_at: atEnd.subscription.trial_end });
    await vi.waitFor(
      () =>
        expect(
          received.some(
            (e) =>
              e.type === 'customer.subscription.updated' &&
              (e.data.object as Stripe.Subscription).id === atEnd.subscription.id,
          ),
        ).toBe(true),
      { timeout: 2000, interval: 10 },
    );
    const advanced = await control(atEnd.subscription.id, 'advance');
    expect(types(advanced.body.events)).toEqual(['customer.subscription.deleted']);
    expect(advanced.body.subscription).toMatchObject({ status: 'canceled' });
    expect(advanced.body.subscription.ended_at).not.toBeNull();

    const immediate = await paidSubscription();
    const portal = await portalFor(immediate.customer.id, 'immediately');
    const confirm = await page(
      `${base}/portal/${portal.id}/subscriptions/${immediate.subscription.id}/cancel`,
    );
    expect(confirm.html).toContain('will be cancelled immediately');
    const { events } = await delivered(() =>
      submit(`${base}${formAction(confirm.html, 'Confirm cancellation').action}`, 'text/html'),
    );
    expect(types(events)).toEqual(['customer.subscription.deleted']);
    expect(events[0]!.data.object).toMatchObject({ status: 'canceled' });
    expect((await page(portal.url)).html).toContain('You have no active subscriptions.');

    const viaApi = await paidSubscription();
    const cancelled = await stripe.subscriptions.cancel(viaApi.subscription.id);
    expect(cancelled.status).toBe('canceled');
    await vi.waitFor(
      () =>
        expect(
          received.some(
            (e) =>
              e.type === 'customer.subscription.deleted' &&
              (e.data.object as Stripe.Subscription).id === viaApi.subscription.id,
          ),
        ).toBe(true),
      { timeout: 2000, interval: 10 },
    );
    await expect(stripe.subscriptions.cancel(viaApi.subscription.id)).rejects.toMatchObject({
      statusCode: 400,
    });
  });
});

describe('events', () => {
  it('with ?notify=false are kept for GET /v1/events but not sent, and can be sent later in any order', async () => {
    const checkout = await agencyCheckout({ trialDays: 30 });
    const paid = await delivered(() => submit(`${checkout.session.url}/pay?notify=false`, 'text/html'));
    expect(paid.result.status).toBe(303);
    expect(paid.events).toEqual([]);
    const completed = await stripe.events.list({ type: 'checkout.session.completed', limit: 1 });
    expect(completed.data[0]!.data.object).toMatchObject({ id: checkout.session.id, status: 'complete' });
    const subs = await stripe.events.list({ type: 'customer.subscription.*', limit: 1 });
    const sub = subs.data[0]!.data.object as Stripe.Subscription;
    expect(sub.customer).toBe(checkout.customer.id);

    const quiet = await delivered(() => control(sub.id, 'advance', '?notify=false'));
    expect(quiet.events).toEqual([]);
    const kept = quiet.result.body.events;
    expect(types(kept)).toEqual(['invoice.paid', 'customer.subscription.updated']);
    const listed = await stripe.events.list({ limit: 2 });
    expect(listed.data.map((e) => e.id)).toEqual([kept[1]!.id, kept[0]!.id]); // newest first
    expect(listed.has_more).toBe(true);
    const invoices = await stripe.events.list({ type: 'invoice.paid', limit: 3 });
    expect(invoices.data.every((e) => e.type === 'invoice.paid')).toBe(true);
    expect(invoices.data[0]!.id).toBe(kept[0]!.id);

    // Delivered later, newest first: the receiver sees the same signed events in that order.
    const later = await delivered(async () => {
      for (const event of [...kept].reverse())
        expect((await submit(`${base}/control/events/${event.id}/deliver`)).status).toBe(200);
    });
    expect(later.events.map((e) => e.id)).toEqual([kept[1]!.id, kept[0]!.id]);
    expect(later.events[1]!.data.object).toEqual(kept[0]!.data.object);
  });
});

describe('the home page', () => {
  it('lists subscriptions with their dates and a button per control; a form post answers 303 to /', async () => {
    const { subscription, customer } = await paidSubscription({
      trialDays: 30,
      productName: 'Premium <b>plan</b>',
    });
    const { html } = await page(`${base}/`);
    expect(html).toContain('lang="en-GB"');
    expect(html).toContain('<main>');
    expect(html).toContain('<th scope="col">Trial ends</th>');
    expect(html).toContain(`<th scope="row">${subscription.id}</th>`);
    expect(html).toContain(customer.email!);
    expect(html).toContain('Premium &lt;b&gt;plan&lt;/b&gt;');
    expect(html).not.toContain('<b>plan</b>');
    const advance = formAction(html, `Advance period<span class="sr-only"> for ${subscription.id}</span>`);
    expect(advance).toEqual({ method: 'post', action: `/control/subscriptions/${subscription.id}/advance` });
    const res = await submit(`${base}${advance.action}`, 'text/html,application/xhtml+xml,*/*;q=0.8');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/');
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe('active');
  });
});

describe('persistence', () => {
  it('keeps everything across a restart, and loads the first version of the data file', async () => {
    const { subscription, customer, session } = await paidSubscription({ trialDays: 30, amountOff: 500 });
    await close(standin);
    ({ server: standin, base, client: stripe } = await start(dataFile));
    expect(await stripe.subscriptions.retrieve(subscription.id)).toMatchObject({ status: 'trialing' });
    expect(await stripe.customers.retrieve(customer.id)).toMatchObject({ email: customer.email });
    expect(await stripe.checkout.sessions.retrieve(session.id)).toMatchObject({
      subscription: subscription.id,
    });
    // The pending coupon survived too: the first paid invoice still gets it.
    const next = await control(subscription.id, 'advance');
    expect((next.body.events[0]!.data.object as Stripe.Invoice).amount_paid).toBe(9500);

    const oldFile = path.join(dataDir, 'v1.json');
    const oldSession = {
      id: 'cs_test_old',
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_subtotal: 5000,
      amount_total: 5000,
      currency: 'gbp',
      url: 'http://127.0.0.1:12111/checkout/cs_test_old',
      success_url: 'http://localhost/s?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost/c',
      metadata: { kind: 'family-job', jobId: 'old' },
      client_reference_id: null,
      customer_email: 'old@demo.local',
      payment_intent: null,
      line_items_summary: [{ name: 'Old job', amount: 5000, quantity: 1 }],
      created: 1,
      expires_at: 2,
      livemode: false,
    };
    fs.writeFileSync(oldFile, JSON.stringify([[oldSession.id, oldSession]]));
    const old = await start(oldFile);
    try {
      const loaded = await old.client.checkout.sessions.retrieve('cs_test_old');
      expect(loaded).toMatchObject({
        id: 'cs_test_old',
        amount_total: 5000,
        subscription: null,
        discounts: [],
      });
      const paidOld = await delivered(() => submit(`${old.base}/checkout/cs_test_old/pay`, 'text/html'));
      expect(paidOld.events[0]!.data.object).toMatchObject({ id: 'cs_test_old', payment_status: 'paid' });
      expect(JSON.parse(fs.readFileSync(oldFile, 'utf8'))).toMatchObject({ version: 2 });
    } finally {
      await close(old.server);
    }
  });
});
