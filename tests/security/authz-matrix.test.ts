import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeList, type RouteDef, type RouteId } from '../../lambdas/contract/routes.ts';
import { UPLOAD_TYPES, type UploadPurpose } from '../../lambdas/contract/uploads.ts';
import { IDS, STRIPE_KEYS } from '../../local/config.ts';
import { startLocalCloud, type ApiAnswer, type LocalCloud } from '../integration/cloud.ts';
import {
  CALLERS,
  EXPECTATIONS,
  UPLOAD_EXPECTATIONS,
  type Caller,
  type Outcome,
} from './authz-expectations.ts';
import { fillPath, nannyProfile, SAMPLES, type SampleIds, type SampleRequest } from './requests.ts';

/**
 * The authorization matrix: every route of the table × every kind of caller, against the whole local
 * cloud (real user pool, tokens, API adapter, handlers, DynamoDB Local, s3rver and the Stripe stand-in),
 * with a request valid enough that authorization, not validation, decides. Then, for the routes that act
 * on one user's resources, the owner against another user of the same type.
 */
let cloud: LocalCloud;
const tokens = {} as Record<Caller, string | undefined>;
const others = {} as Record<'family' | 'nanny' | 'agency', { email: string; token: string }>;
const emails = {} as Record<Caller, string>;
let ids: Omit<SampleIds, 'tag'>;
let nannyCv: { key: string; name: string };
let agencyId: string;

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Sends a request as the SPA would, with a raw body when the sample gives a string. */
async function send(route: RouteDef, token: string | undefined, sample: SampleRequest): Promise<ApiAnswer> {
  const query = sample.query ? `?${new URLSearchParams(sample.query)}` : '';
  const body =
    sample.body === undefined
      ? undefined
      : typeof sample.body === 'string'
        ? sample.body
        : JSON.stringify(sample.body);
  const res = await fetch(`${cloud.api}${fillPath(route.path, sample.params)}${query}`, {
    method: route.method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...sample.headers,
    },
    ...(body !== undefined ? { body } : {}),
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON; kept as text for the failure message
  }
  return { status: res.status, body: parsed };
}

const routeOf = (id: RouteId) => routeList.find((r) => r.id === id)! as RouteDef;
const call = (id: RouteId, token: string | undefined, sample: SampleRequest) =>
  send(routeOf(id), token, sample);
const sampleFor = (id: RouteId, tag: string) => SAMPLES[id]({ ...ids, tag });

function meets(outcome: Outcome, status: number) {
  if (status >= 500) return false;
  switch (outcome) {
    case 'allow':
      return status !== 401 && status !== 403;
    case 'unauthenticated':
      return status === 401;
    case 'forbidden':
      return status === 403;
    case 'notOwner':
      return status === 403 || status === 404;
  }
}

/** A valid token whose signature no longer matches (one character of the signature changed). */
const tampered = (token: string) => {
  const [h, p, s] = token.split('.') as [string, string, string];
  return `${h}.${p}.${s.startsWith('A') ? 'B' : 'A'}${s.slice(1)}`;
};

async function stripeApi(path: string) {
  const res = await fetch(`${cloud.stripe}${path}`, {
    headers: { authorization: `Bearer ${STRIPE_KEYS.secretKey}` },
  });
  return (await res.json()) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

const sessionIdOf = (url: string) => new URL(url).pathname.split('/').pop()!;

beforeAll(async () => {
  cloud = await startLocalCloud(1100);
  const [admin, family, nanny, agency, family2, nanny2, agency2] = await Promise.all([
    cloud.signIn('admin@nannymarketplace.local', 'Admin#Local2024'),
    cloud.newUser('family', 'mx-family'),
    cloud.newUser('nanny', 'mx-nanny'),
    cloud.newUser('agency', 'mx-agency'),
    cloud.newUser('family', 'mx-family2'),
    cloud.newUser('nanny', 'mx-nanny2'),
    cloud.newUser('agency', 'mx-agency2'),
  ]);
  Object.assign(tokens, {
    anonymous: undefined,
    admin,
    family: family.token,
    nanny: nanny.token,
    agency: agency.token,
  });
  Object.assign(emails, {
    anonymous: '',
    admin: 'admin@nannymarketplace.local',
    family: family.email,
    nanny: nanny.email,
    agency: agency.email,
  });
  Object.assign(others, { family: family2, nanny: nanny2, agency: agency2 });

  // The nanny has a profile (so she may apply); the agency a profile and a live subscription.
  const cv = await cloud.upload(nanny.token, 'nanny-cv', 'cv.pdf', 'application/pdf', PDF);
  expect(cv.check.status).toBe(200);
  const profile = await cloud.call(
    'PUT',
    '/nanny-profile',
    nanny.token,
    nannyProfile(nanny.email, { key: cv.key, name: 'cv.pdf' }),
  );
  expect(profile.status).toBe(200);
  nannyCv = profile.body.cv;
  const created = await cloud.call('PUT', '/agency', agency.token, {
    agencyName: 'Matrix Agency',
    websiteUrl: '',
    logo: null,
  });
  expect(created.status).toBe(200);
  agencyId = created.body.id;
  const checkout = await cloud.call('POST', '/agency/subscription/checkout', agency.token, {
    discountCode: '',
  });
  expect(checkout.status).toBe(200);
  await fetch(`${cloud.stripe}/checkout/${sessionIdOf(checkout.body.url)}/pay`, {
    method: 'POST',
    redirect: 'manual',
  });
  for (
    let i = 0;
    !(await cloud.call('GET', '/agency/subscription', agency.token)).body.hasSubscription;
    i++
  ) {
    if (i > 50) throw new Error('the agency subscription was never recorded');
    await new Promise((r) => setTimeout(r, 100));
  }

  // The family's unpaid job post, a published job, a listed nanny with a CV, a report.
  const job = await cloud.call(
    'POST',
    '/jobs/family',
    family.token,
    SAMPLES.jobsCreateFamily({} as SampleIds).body,
  );
  expect(job.status).toBe(201);
  const board = await cloud.call('GET', '/jobs?limit=1');
  const candidates = await cloud.call('GET', '/candidates?limit=12');
  const listed = (candidates.body.items as Array<{ id: string; hasCv: boolean }>).find((c) => c.hasCv)!;
  const report = await cloud.call('POST', '/reports', undefined, {
    contentType: 'job_posting',
    contentId: board.body.items[0].id,
    reason: 'spam',
    details: '',
    email: 'matrix.reporter@example.com',
  });
  expect(report.status).toBe(201);
  ids = {
    jobId: board.body.items[0].id,
    nannyId: listed.id,
    reportId: report.body.reportId,
    sessionId: sessionIdOf(job.body.checkoutUrl),
    promoCode: 'WELCOME10',
  };
}, 120_000);
afterAll(async () => cloud?.stop());

describe('the expectations table', () => {
  it('has exactly one entry per route of the table', () => {
    expect(Object.keys(EXPECTATIONS).sort()).toEqual(routeList.map((r) => r.id).sort());
    expect(Object.keys(SAMPLES).sort()).toEqual(routeList.map((r) => r.id).sort());
  });

  it('agrees with each route’s auth level', () => {
    for (const route of routeList) {
      const { callers } = EXPECTATIONS[route.id];
      if (route.auth === 'public' || route.auth === 'optional')
        expect(callers.anonymous, route.id).toBe('allow');
      else expect(callers.anonymous, route.id).toBe('unauthenticated');
      if (route.auth === 'admin')
        expect(
          CALLERS.filter((c) => callers[c] === 'allow'),
          route.id,
        ).toEqual(['admin']);
    }
  });
});

describe('every route × every caller', () => {
  it.each(routeList.map((r) => [r.id, r] as const))('%s', async (id, route) => {
    const unexpected: string[] = [];
    for (const caller of CALLERS) {
      const expected = EXPECTATIONS[id].callers[caller];
      const res = await send(route, tokens[caller], sampleFor(id, `mx.${caller}.${id}`.toLowerCase()));
      if (!meets(expected, res.status))
        unexpected.push(`${caller}: expected ${expected}, got ${res.status} ${JSON.stringify(res.body)}`);
    }
    expect(unexpected, `${route.method} ${route.path}`).toEqual([]);
  });

  it('refuses a tampered token and an access token on every route that looks at tokens', async () => {
    const out = await cloud.pool('InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: IDS.userPoolClientId,
      AuthParameters: { USERNAME: 'admin@nannymarketplace.local', PASSWORD: 'Admin#Local2024' },
    });
    const access = (out.AuthenticationResult as { AccessToken: string }).AccessToken;
    const unexpected: string[] = [];
    for (const route of routeList) {
      for (const [label, token] of [
        ['tampered', tampered(tokens.admin!)],
        ['access token', access],
        ['garbage', 'not-a-jwt'],
      ] as const) {
        const res = await send(route, token, sampleFor(route.id, `mx.forged.${route.id}`.toLowerCase()));
        const ok = route.auth === 'public' ? res.status !== 401 && res.status < 500 : res.status === 401;
        if (!ok) unexpected.push(`${route.id} with ${label}: ${res.status} ${JSON.stringify(res.body)}`);
      }
    }
    expect(unexpected).toEqual([]);
  });

  it('lets each account type ask for exactly the upload purposes it may', async () => {
    const unexpected: string[] = [];
    for (const [purpose, allowed] of Object.entries(UPLOAD_EXPECTATIONS)) {
      for (const caller of CALLERS) {
        const contentType = UPLOAD_TYPES[purpose as UploadPurpose][0];
        const res = await call('uploadsCreate', tokens[caller], {
          body: { purpose, size: 100, contentType, fileName: 'file' },
        });
        const expected: Outcome =
          caller === 'anonymous'
            ? 'unauthenticated'
            : (allowed as readonly string[]).includes(caller)
              ? 'allow'
              : 'forbidden';
        if (!meets(expected, res.status) || (expected === 'allow' && res.status !== 200))
          unexpected.push(`${purpose} as ${caller}: expected ${expected}, got ${res.status}`);
      }
    }
    expect(unexpected).toEqual([]);
  });
});

describe('owned resources: the owner against another user of the same type', () => {
  it('me: every caller is told only who they are', async () => {
    for (const caller of ['family', 'nanny', 'agency', 'admin'] as const)
      expect((await call('meGet', tokens[caller], {})).body.email).toBe(emails[caller]);
  });

  it('verifyPayment: another family can neither verify nor publish the session, even once paid', async () => {
    const other = others.family.token;
    const { sessionId } = ids;
    expect((await call('paymentsVerify', other, { body: { sessionId } })).status).toBe(404);
    await fetch(`${cloud.stripe}/checkout/${sessionId}/pay?notify=false`, {
      method: 'POST',
      redirect: 'manual',
    });
    const stolen = await call('paymentsVerify', other, { body: { sessionId } });
    expect(stolen.status).toBe(404);
    const session = await stripeApi(`/v1/checkout/sessions/${sessionId}`);
    const jobId = session.metadata.jobId as string;
    const onBoard = async () =>
      ((await cloud.call('GET', '/jobs?limit=50')).body.items as Array<{ id: string }>).some(
        (j) => j.id === jobId,
      );
    expect(await onBoard()).toBe(false);
    // The owner's own verify publishes it.
    const own = await call('paymentsVerify', tokens.family, { body: { sessionId } });
    expect(own.status).toBe(200);
    expect(own.body.jobId).toBe(jobId);
    expect(await onBoard()).toBe(true);
  });

  it('nanny profile: another nanny never reads, overwrites or borrows the files of the first', async () => {
    const before = await call('nanniesGetOwn', tokens.nanny, {});
    expect(before.status).toBe(200);
    const other = others.nanny;
    expect((await call('nanniesGetOwn', other.token, {})).status).toBe(404);
    // Naming the first nanny's attached CV is refused, and changes nothing.
    const borrowed = await call('nanniesSave', other.token, { body: nannyProfile(other.email, nannyCv) });
    expect(borrowed.status).toBe(400);
    expect(borrowed.body.fields).toHaveProperty('cv');
    expect((await call('nanniesGetOwn', other.token, {})).status).toBe(404);
    // Saving her own profile creates hers, not a change to the first.
    const cv = await cloud.upload(other.token, 'nanny-cv', 'cv.pdf', 'application/pdf', PDF);
    const saved = await call('nanniesSave', other.token, {
      body: nannyProfile(other.email, { key: cv.key, name: 'mine.pdf' }),
    });
    expect(saved.status).toBe(200);
    expect(saved.body.id).not.toBe(before.body.id);
    expect((await call('nanniesGetOwn', tokens.nanny, {})).body).toEqual(before.body);
  });

  it('checkUpload: another user’s pending upload is refused and left in place', async () => {
    const mine = await cloud.upload(tokens.nanny!, 'nanny-photo', 'me.png', 'image/png', PNG);
    expect(mine.check.status).toBe(200);
    for (const token of [others.nanny.token, tokens.family, tokens.admin]) {
      const res = await call('uploadsCheck', token, { body: { key: mine.key, purpose: 'nanny-photo' } });
      expect(res.status).toBe(400);
    }
    expect(
      (await call('uploadsCheck', tokens.nanny, { body: { key: mine.key, purpose: 'nanny-photo' } })).status,
    ).toBe(200);
  });

  it('candidateCvLink: a nanny may not read CVs, not even her own', async () => {
    const own = (await call('nanniesGetOwn', tokens.nanny, {})).body.id as string;
    expect((await call('candidatesCvLink', tokens.nanny, { params: { nannyId: own } })).status).toBe(403);
    expect((await call('candidatesCvLink', tokens.family, { params: { nannyId: own } })).status).toBe(200);
  });

  it('saved jobs: another user neither sees nor removes the first user’s saved job', async () => {
    const { jobId } = ids;
    expect((await call('jobsSave', tokens.family, { params: { jobId } })).status).toBe(204);
    const other = others.family.token;
    expect((await call('jobsSaved', other, {})).body.jobIds).not.toContain(jobId);
    expect((await call('jobsUnsave', other, { params: { jobId } })).status).toBe(204);
    expect((await call('jobsSaved', tokens.family, {})).body.jobIds).toContain(jobId);
  });

  it('agency: another agency never sees, manages or publishes under the first one', async () => {
    const other = others.agency.token;
    const before = await call('agencyGet', tokens.agency, {});
    expect(before.body.id).toBe(agencyId);
    expect((await call('agencyGet', other, {})).status).toBe(404);
    expect((await call('agencySubscription', other, {})).status).toBe(404);
    expect((await call('agencyPortal', other, {})).status).toBe(404);
    const mine = await call('agencySave', other, {
      body: { agencyName: 'Other Agency', websiteUrl: '', logo: null },
    });
    expect(mine.status).toBe(200);
    expect(mine.body.id).not.toBe(agencyId);
    const status = await call('agencySubscription', other, {});
    expect(status.body).toMatchObject({ hasSubscription: false, canManage: false });
    expect((await call('agencyPortal', other, {})).status).toBe(409);
    const job = await call('jobsCreateAgency', other, {
      body: sampleFor('jobsCreateAgency', 'x').body! as object,
    });
    expect(job.status).toBe(403);
    // Its own checkout is for its own agency, never the first.
    const checkout = await call('agencyCheckout', other, { body: { discountCode: '' } });
    expect(checkout.status).toBe(200);
    const session = await stripeApi(`/v1/checkout/sessions/${sessionIdOf(checkout.body.url)}`);
    expect(session.metadata.agencyId).toBe(mine.body.id);
    // The first agency is as it was.
    expect((await call('agencyGet', tokens.agency, {})).body).toEqual(before.body);
    expect((await call('agencySubscription', tokens.agency, {})).body.hasSubscription).toBe(true);
  });
});
