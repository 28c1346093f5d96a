import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRIPE_KEYS } from '../../local/config.ts';
import { createHash } from 'node:crypto';
import http from 'node:http';
import { AGENCY_MESSAGES } from '../../lambdas/contract/agency.ts';
import { sharedLocalCloud, type LocalCloud } from './cloud.ts';

/**
 * Agencies through the local cloud: the profile, the subscription on the Stripe stand-in (checkout,
 * webhooks, the portal, the passing of time), and publishing under the agency's brand.
 */
let cloud: LocalCloud;

beforeAll(async () => {
  cloud = await sharedLocalCloud();
}, 90_000);
afterAll(async () => cloud?.stop());

const call: LocalCloud['call'] = (...args) => cloud.call(...args);

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Where the site serves an agency's copy of that PNG: named by its bytes' hash. */
const publicLogoPath = (agencyId: string) =>
  `/logos/${agencyId}/${createHash('sha256').update(PNG).digest('hex').slice(0, 16)}.png`;

const inAWeek = new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString().slice(0, 10);
const jobBody = (over: Record<string, unknown> = {}) => ({
  jobTitle: `Agency nanny ${Math.random().toString(36).slice(2, 8)}`,
  location: 'Clifton, Bristol',
  postcode: 'BS8 1AA',
  startDate: inAWeek,
  daysHours: 'Mon–Fri, 7am–3pm',
  pay: { period: 'yearly', min: 32000, max: null, hoursPerWeek: 40, liveIn: false, rota: false },
  jobType: 'live-out',
  jobTypeOther: '',
  childrenAges: '',
  description: 'A warm, experienced nanny for a family of four, through our agency.',
  selectedLanguages: ['English'],
  selectedRequirements: [],
  photo: null,
  contactEmail: 'placements@agency.example',
  additionalComments: '',
  websiteUrl: 'harbournannies.example',
  logo: null,
  ...over,
});

async function stripeApi(path: string) {
  const res = await fetch(`${cloud.stripe}${path}`, {
    headers: { authorization: `Bearer ${STRIPE_KEYS.secretKey}` },
  });
  return (await res.json()) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

async function control(subscriptionId: string, action: string, notify = true) {
  const res = await fetch(
    `${cloud.stripe}/control/subscriptions/${subscriptionId}/${action}${notify ? '' : '?notify=false'}`,
    { method: 'POST', headers: { accept: 'application/json' } },
  );
  expect(res.status).toBe(200);
  return (await res.json()) as { events: Array<{ id: string; type: string }> };
}

const redeliver = async (eventId: string) => {
  const res = await fetch(`${cloud.stripe}/control/events/${eventId}/deliver`, {
    method: 'POST',
    headers: { accept: 'application/json' },
  });
  expect(res.status).toBe(200);
};

async function emailsTo(address: string) {
  const { emails } = (await (await fetch(`${cloud.mailbox}/store`)).json()) as {
    emails: Array<{ destination: { to: string[] }; subject: string; body: { text: string } }>;
  };
  return emails.filter((e) => e.destination.to.includes(address));
}

/** A new agency user with a profile; returns its token, email and agency. */
async function newAgency(name = 'Harbour Nannies') {
  const user = await cloud.newUser('agency');
  const created = await call('PUT', '/agency', user.token, { agencyName: name, websiteUrl: '', logo: null });
  expect(created.status).toBe(200);
  return { ...user, agencyId: created.body.id as string };
}

/** Starts a checkout and pays it on the stand-in's page; returns the session. */
async function subscribe(token: string, discountCode = '', notify = true) {
  const checkout = await call('POST', '/agency/subscription/checkout', token, { discountCode });
  expect(checkout.status).toBe(200);
  const sessionId = new URL(checkout.body.url).pathname.split('/').pop()!;
  const paid = await fetch(`${cloud.stripe}/checkout/${sessionId}/pay${notify ? '' : '?notify=false'}`, {
    method: 'POST',
    redirect: 'manual',
  });
  expect(paid.status).toBe(303);
  expect(paid.headers.get('location')).toMatch(/\/agency-subscription-success\?session_id=cs_/);
  return stripeApi(`/v1/checkout/sessions/${sessionId}`);
}

describe('an agency', () => {
  let agency: { email: string; token: string; agencyId: string; logo: { key: string; name: string } };
  let subscriptionId: string;

  it('creates one profile, with a logo the server checked', async () => {
    const user = await cloud.newUser('agency');
    expect((await call('GET', '/agency', user.token)).status).toBe(404);
    const logo = await cloud.upload(user.token, 'agency-logo', 'logo.png', 'image/png', PNG);
    expect(logo.check.status).toBe(200);
    const created = await call('PUT', '/agency', user.token, {
      agencyName: 'Harbour <i>Nannies</i>',
      websiteUrl: 'harbournannies.example',
      logo: { key: logo.key, name: 'logo.png' },
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      agencyName: 'Harbour Nannies',
      websiteUrl: 'https://harbournannies.example',
    });
    expect(created.body.logo.key).toMatch(new RegExp(`^files/agencies/${created.body.id}/agency-logo/`));
    // The profile shows its logo's public copy, from the site itself.
    expect(created.body.logoUrl).toBe(publicLogoPath(created.body.id));
    const image = await fetch(`${cloud.web}${created.body.logoUrl}`);
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer())).toEqual(PNG);
    agency = { ...user, agencyId: created.body.id, logo: created.body.logo };
    // Saving again edits the same agency.
    const again = await call('PUT', '/agency', user.token, {
      agencyName: 'Harbour Nannies',
      websiteUrl: 'https://harbournannies.example',
      logo: created.body.logo,
    });
    expect(again.body.id).toBe(agency.agencyId);
  });

  it('refuses a logo that is not an image, whatever its declared type', async () => {
    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
    const spoofed = await cloud.upload(agency.token, 'agency-logo', 'logo.png', 'image/png', pdf);
    expect(spoofed.check.status).toBe(400);
    expect(spoofed.check.body.message).toBe('Please upload a JPEG or PNG image.');
  });

  it('cannot publish before subscribing', async () => {
    const status = await call('GET', '/agency/subscription', agency.token);
    expect(status.body).toMatchObject({ hasSubscription: false, trialAvailable: true, canManage: false });
    const refused = await call('POST', '/jobs/agency', agency.token, jobBody());
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(AGENCY_MESSAGES.subscriptionRequired);
  });

  it('starts its free month on Stripe Checkout; the webhook records it', async () => {
    const session = await subscribe(agency.token);
    expect(session).toMatchObject({ mode: 'subscription', status: 'complete' });
    subscriptionId = session.subscription;
    const subscription = await stripeApi(`/v1/subscriptions/${subscriptionId}`);
    expect(subscription.items.data[0].price.unit_amount).toBe(10000);
    expect(subscription.metadata).toEqual({ agencyId: agency.agencyId, plan: 'agency_monthly' });

    const status = await call('GET', '/agency/subscription', agency.token);
    expect(status.body).toMatchObject({
      hasSubscription: true,
      isTrial: true,
      planType: 'agency_monthly',
      status: 'trialing',
      trialAvailable: false,
      canManage: true,
      cancelAtPeriodEnd: false,
    });
    const thirtyDays = Date.now() / 1000 + 30 * 24 * 3600;
    expect(Math.abs(status.body.trialEnd - thirtyDays)).toBeLessThan(120);
    // One subscription at a time.
    const second = await call('POST', '/agency/subscription/checkout', agency.token, { discountCode: '' });
    expect(second.status).toBe(409);
  });

  it('publishes at once, under its name, logo and website, on the board', async () => {
    // The form's Agency Information is the agency's profile, its current logo included.
    const body = jobBody({ logo: agency.logo });
    const posted = await call('POST', '/jobs/agency', agency.token, body);
    expect(posted.status).toBe(201);
    const board = await call('GET', '/jobs?limit=5');
    const card = board.body.items.find((j: { id: string }) => j.id === posted.body.jobId);
    expect(card).toMatchObject({
      title: body.jobTitle,
      posterType: 'agency',
      posterLabel: 'Harbour Nannies',
      posterWebsite: 'https://harbournannies.example',
      childrenAges: '',
    });
    expect(card).not.toHaveProperty('contactEmail');
    // Its logo is the public copy, served by the site and cached for good; nothing is signed.
    expect(card.posterLogoUrl).toBe(publicLogoPath(agency.agencyId));
    const logo = await fetch(`${cloud.web}${card.posterLogoUrl}`);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/png');
    expect(logo.headers.get('cache-control')).toContain('immutable');
    expect(logo.headers.get('cache-control')).toContain('max-age=31536000');
    expect(Buffer.from(await logo.arrayBuffer())).toEqual(PNG);
    // The job page shows the same.
    const page = await call('GET', `/jobs/${posted.body.jobId}`);
    expect(page.body.posterLogoUrl).toBe(card.posterLogoUrl);
  });

  it("serves nothing of the bucket at /logos/ but the agencies' public logos", async () => {
    const head = await fetch(`${cloud.web}${publicLogoPath(agency.agencyId)}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('cache-control')).toContain('immutable');
    const missing = `/logos/${agency.agencyId}/${'0'.repeat(16)}.png`;
    expect((await fetch(`${cloud.web}${missing}`)).status).toBe(404);
    // Its private original is not a logo's path, whichever way it is asked for.
    expect((await fetch(`${cloud.web}/logos/${agency.logo.key}`)).status).toBe(404);
    // Sent as written (a URL would resolve the dot segments before sending).
    const { hostname, port } = new URL(cloud.web);
    for (const dots of ['..', '%2e%2e']) {
      const status = await new Promise<number>((resolve, reject) =>
        http
          .get({ hostname, port, path: `/logos/${dots}/${agency.logo.key}` }, (res) => {
            res.resume();
            resolve(res.statusCode!);
          })
          .on('error', reject),
      );
      expect(status, dots).toBe(400);
    }
  });

  it('ignores replayed and late events: an older state never comes back', async () => {
    const { data } = await stripeApi(`/v1/events?limit=100&type=customer.subscription.created`);
    const created = data.find((e: any) => e.data.object.id === subscriptionId); // eslint-disable-line @typescript-eslint/no-explicit-any
    // Cancel at the end of the free month, with the events held back...
    const portal = await call('POST', '/agency/subscription/portal', agency.token);
    expect(portal.status).toBe(200);
    const cancelPage = portal.body.url + `/subscriptions/${subscriptionId}/cancel`;
    expect(await (await fetch(cancelPage)).text()).toContain('Confirm cancellation');
    expect((await fetch(cancelPage, { method: 'POST', redirect: 'manual' })).status).toBe(303);
    // ...the cancellation is recorded, then the old 'created' (trialing, not cancelling) arrives late, twice.
    await expect
      .poll(async () => (await call('GET', '/agency/subscription', agency.token)).body.cancelAtPeriodEnd)
      .toBe(true);
    await redeliver(created.id);
    await redeliver(created.id);
    const status = await call('GET', '/agency/subscription', agency.token);
    expect(status.body).toMatchObject({ cancelAtPeriodEnd: true, hasSubscription: true, isTrial: true });
    // "Don't cancel" in the portal undoes it.
    const renew = await fetch(`${portal.body.url}/subscriptions/${subscriptionId}/renew`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(renew.status).toBe(303);
    await expect
      .poll(async () => (await call('GET', '/agency/subscription', agency.token)).body.cancelAtPeriodEnd)
      .toBe(false);
  });

  it('is reminded before the free month ends: when it pays, and how to cancel', async () => {
    await control(subscriptionId, 'trial-will-end');
    const reminder = (await emailsTo(agency.email)).find((e) => e.subject.startsWith('Your free month ends'));
    expect(reminder?.body.text).toContain('£100.00');
    expect(reminder?.body.text).toContain('"Manage subscription"');
    expect(reminder?.body.text).toContain('"Cancel subscription", then "Confirm cancellation"');
  });

  it('pays after the trial; a failed payment stops publishing until it is paid', async () => {
    await control(subscriptionId, 'advance');
    let status = await call('GET', '/agency/subscription', agency.token);
    expect(status.body).toMatchObject({ hasSubscription: true, isTrial: false, status: 'active' });

    await control(subscriptionId, 'fail-payment');
    status = await call('GET', '/agency/subscription', agency.token);
    expect(status.body).toMatchObject({ hasSubscription: false, status: 'past_due', canManage: true });
    expect((await call('POST', '/jobs/agency', agency.token, jobBody())).status).toBe(403);
    expect(
      (await emailsTo(agency.email)).some((e) => e.subject === 'We could not take your subscription payment'),
    ).toBe(true);

    await control(subscriptionId, 'pay');
    status = await call('GET', '/agency/subscription', agency.token);
    expect(status.body).toMatchObject({ hasSubscription: true, status: 'active' });
  });

  it('handles events delivered out of order and all at once', async () => {
    // Cancelled now, but its events held back; then delivered newest first, and concurrently.
    const { events } = await control(subscriptionId, 'cancel-now', false);
    const { data: older } = await stripeApi(`/v1/events?limit=100&type=customer.subscription.updated`);
    const ids = [...events.map((e) => e.id), ...older.slice(0, 3).map((e: { id: string }) => e.id)];
    await Promise.all(ids.map(redeliver));
    const status = await call('GET', '/agency/subscription', agency.token);
    expect(status.body).toMatchObject({ hasSubscription: false, status: 'canceled' });
    expect((await call('POST', '/jobs/agency', agency.token, jobBody())).status).toBe(403);
  });

  it('subscribes again without a second free month', async () => {
    const session = await subscribe(agency.token);
    const subscription = await stripeApi(`/v1/subscriptions/${session.subscription}`);
    expect(subscription.status).toBe('active');
    expect(subscription.trial_end).toBeNull();
    const status = await call('GET', '/agency/subscription', agency.token);
    expect(status.body).toMatchObject({ hasSubscription: true, isTrial: false, trialAvailable: false });
  });
});

describe('subscriptions', () => {
  it('start one checkout at a time: a checkout left open is expired when another starts', async () => {
    const twice = await newAgency('Two Tabs Agency');
    const first = await call('POST', '/agency/subscription/checkout', twice.token, { discountCode: '' });
    const second = await call('POST', '/agency/subscription/checkout', twice.token, { discountCode: '' });
    expect([first.status, second.status]).toEqual([200, 200]);
    const idOf = (url: string) => new URL(url).pathname.split('/').pop()!;
    expect((await stripeApi(`/v1/checkout/sessions/${idOf(first.body.url)}`)).status).toBe('expired');
    expect((await stripeApi(`/v1/checkout/sessions/${idOf(second.body.url)}`)).status).toBe('open');
    // Several at the same moment: whichever way they interleave, at most one checkout stays open.
    const racing = await Promise.all(
      [1, 2, 3].map(() => call('POST', '/agency/subscription/checkout', twice.token, { discountCode: '' })),
    );
    expect(racing.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    expect(racing.some((r) => r.status === 200)).toBe(true);
    const { data: sessions } = await stripeApi(`/v1/checkout/sessions?limit=10`);
    const open = sessions.filter(
      (s: { status: string; metadata: { agencyId?: string } }) =>
        s.status === 'open' && s.metadata.agencyId === twice.agencyId,
    );
    expect(open).toHaveLength(1);
  });

  it('are recorded by the status check when the webhook is late', async () => {
    const late = await newAgency('Late Webhook Agency');
    await subscribe(late.token, '', false);
    const status = await call('GET', '/agency/subscription', late.token);
    expect(status.body).toMatchObject({ hasSubscription: true, isTrial: true });
  });

  it('take a promo code off the first payment after the free month', async () => {
    const promo = await newAgency('Promo Agency');
    expect(
      (await call('POST', '/agency/subscription/checkout', promo.token, { discountCode: 'nope' })).body
        .fields,
    ).toEqual({ discountCode: 'This promo code is invalid or has expired. Please check and try again.' });
    const session = await subscribe(promo.token, 'welcome10');
    expect(session.metadata.promoCode).toBe('WELCOME10');
    await control(session.subscription, 'advance');
    const { data: invoices } = await stripeApi(`/v1/invoices?subscription=${session.subscription}`);
    expect(invoices.map((i: { amount_paid: number }) => i.amount_paid).sort()).toEqual([0, 9000]);
  });

  it('are only seen and managed by the agency itself', async () => {
    const family = await cloud.newUser('family');
    const nanny = await cloud.newUser('nanny');
    for (const token of [family.token, nanny.token]) {
      expect((await call('GET', '/agency/subscription', token)).status).toBe(403);
      expect((await call('POST', '/agency/subscription/portal', token)).status).toBe(403);
      expect((await call('POST', '/agency/subscription/checkout', token, { discountCode: '' })).status).toBe(
        403,
      );
    }
    for (const [method, path] of [
      ['GET', '/agency'],
      ['GET', '/agency/subscription'],
      ['POST', '/agency/subscription/portal'],
    ] as const)
      expect((await call(method, path)).status).toBe(401);
    // Another agency sees its own (empty) state, never someone else's.
    const other = await newAgency('Other Agency');
    expect((await call('GET', '/agency/subscription', other.token)).body.hasSubscription).toBe(false);
    expect((await call('POST', '/agency/subscription/portal', other.token)).status).toBe(409);
  });
});
