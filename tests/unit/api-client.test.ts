import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routeAddresses, type RouteId } from '@contract/routes.ts';

// The address table the SPA's build makes from the route table (frontend/vite.config.ts), made here the
// same way: vitest runs without that build step.
vi.mock('virtual:route-addresses', () => ({ default: routeAddresses() }));

const API = 'https://api.example.test';
const BASE = { stage: 'test', region: 'eu-west-2', supportEmail: 'help@example.com' };
let config: Record<string, unknown>;
let sent: { url: URL; init: RequestInit }[];
let answer: () => Response;

beforeEach(() => {
  vi.resetModules();
  config = { ...BASE, apiUrl: API, userPoolId: 'eu-west-2_pool', userPoolClientId: 'client' };
  sent = [];
  answer = () => new Response(JSON.stringify({ ok: true }), { status: 200 });
  // Nobody is signed in on this device: no session keys, so the auth library never loads.
  vi.stubGlobal('localStorage', { length: 0, key: () => null });
  vi.stubGlobal('fetch', (input: string | URL, init: RequestInit = {}) => {
    if (String(input) === '/config.json') return Promise.resolve(new Response(JSON.stringify(config)));
    sent.push({ url: new URL(input), init });
    return Promise.resolve(answer());
  });
});

afterEach(() => vi.unstubAllGlobals());

/**
 * The SPA's client, loaded afresh per test (its configuration is read once per load). It is typed here
 * by hand: the SPA's modules are type-checked with the browser's types (frontend/tsconfig.json), not
 * this project's Node ones, so the specifier is kept out of the type checker's sight.
 */
interface Client {
  call: (id: RouteId, input?: object) => Promise<unknown>;
  ApiError: new (...args: never[]) => Error;
}
const CLIENT = '@/api/client.ts';
const client = () => import(/* @vite-ignore */ CLIENT) as Promise<Client>;

describe('call', () => {
  it("sends the route's method and path, each parameter encoded, and the query without its empty values", async () => {
    const { call } = await client();
    await call('jobsGet', { params: { jobId: 'a/b?c' } });
    await call('jobsList', { query: { limit: 12, cursor: undefined, type: 'rota', location: undefined } });
    expect(sent.map(({ url, init }) => [init.method, url.pathname, url.search])).toEqual([
      ['GET', '/jobs/a%2Fb%3Fc', ''],
      ['GET', '/jobs', '?limit=12&type=rota'],
    ]);
  });

  it('sends a body as JSON, and no token to a public or optional route when nobody is signed in', async () => {
    const { call } = await client();
    await call('communitySubscribe', { body: { email: 'a@example.com' } });
    await call('candidatesContact', {
      params: { nannyId: 'nanny-0001' },
      body: {
        senderName: 'Ann',
        senderEmail: 'ann@example.com',
        subject: 'Nanny',
        message: 'Hello there, are you free?',
      },
    });
    expect(sent.map(({ url, init }) => [init.method, url.pathname, init.headers, init.body])).toEqual([
      ['POST', '/newsletter', { 'content-type': 'application/json' }, '{"email":"a@example.com"}'],
      [
        'POST',
        '/candidates/nanny-0001/contact',
        { 'content-type': 'application/json' },
        '{"senderName":"Ann","senderEmail":"ann@example.com","subject":"Nanny","message":"Hello there, are you free?"}',
      ],
    ]);
  });

  it('asks to sign in, without sending anything, for a user or admin route when nobody is signed in', async () => {
    const { call, ApiError } = await client();
    for (const attempt of [call('jobsSaved'), call('adminListReports', { query: {} })]) {
      const error: unknown = await attempt.catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 401, code: 'unauthenticated' });
    }
    expect(sent).toEqual([]);
  });

  it("turns the server's error body into an ApiError with its fields", async () => {
    answer = () =>
      new Response(
        JSON.stringify({ error: 'bad_request', message: 'Check the form', fields: { email: 'Required' } }),
        {
          status: 400,
        },
      );
    const { call, ApiError } = await client();
    const error: unknown = await call('communityWaitlist', { body: { email: '' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'bad_request',
      message: 'Check the form',
      fields: { email: 'Required' },
    });
  });

  it("says what a 403 without the API's JSON is: the site's firewall stopped the request", async () => {
    answer = () => new Response('<html><body>403 Forbidden</body></html>', { status: 403 });
    const { call, ApiError } = await client();
    const error: unknown = await call('communityWaitlist', { body: { email: 'a@example.com' } }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 403,
      code: 'blocked',
      message: expect.stringMatching(/security checks/),
    });
  });

  it('calls a path on the site itself when the API is one (/api), from the page it is on', async () => {
    config = { ...config, apiUrl: '/api' };
    vi.stubGlobal('location', { origin: 'https://nannies.example.test' });
    const { call } = await client();
    await call('jobsList', { query: { limit: 1 } });
    expect(sent.map(({ url }) => url.href)).toEqual(['https://nannies.example.test/api/jobs?limit=1']);
  });

  it('answers from the sample data in demo mode, at the path the table gives', async () => {
    config = { ...BASE, demo: true };
    const { call } = await client();
    const page = (await call('jobsList', { query: { limit: 1 } })) as { items: { id: string }[] };
    const jobId = page.items[0]!.id;
    await expect(call('jobsGet', { params: { jobId } })).resolves.toMatchObject({
      id: jobId,
      status: 'live',
    });
    expect(sent).toEqual([]);
  });
});
