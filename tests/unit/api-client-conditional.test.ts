import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routeAddresses, type RouteId } from '@contract/routes.ts';

// The address table the SPA's build makes from the route table (frontend/vite.config.ts).
vi.mock('virtual:route-addresses', () => ({ default: routeAddresses() }));
// A signed-in user: the client asks the auth library for the session's token, and only for that.
vi.mock('@/auth/library.ts', () => ({ sessionIdToken: () => Promise.resolve('id-token') }));

const API = 'https://api.example.test';
const BASE = { stage: 'test', region: 'eu-west-2', supportEmail: 'help@example.com' };
const CONVERSATION = 'a'.repeat(32);
let config: Record<string, unknown>;
let sent: { url: URL; init: RequestInit }[];
let answer: () => Response;

beforeEach(() => {
  vi.resetModules();
  config = { ...BASE, apiUrl: API, userPoolId: 'eu-west-2_pool', userPoolClientId: 'client' };
  sent = [];
  vi.stubGlobal('fetch', (input: string | URL, init: RequestInit = {}) => {
    if (String(input) === '/config.json') return Promise.resolve(new Response(JSON.stringify(config)));
    sent.push({ url: new URL(input), init });
    return Promise.resolve(answer());
  });
});

afterEach(() => vi.unstubAllGlobals());

/** The SPA's client, typed by hand (see api-client.test.ts: the SPA is type-checked with the browser's types). */
interface Client {
  call: (id: RouteId, input?: object) => Promise<unknown>;
  callConditional: (
    id: RouteId,
    input: object,
  ) => Promise<{ notModified: boolean; data?: unknown; etag: string | null }>;
  ApiError: new (...args: never[]) => Error;
}
const CLIENT = '@/api/client.ts';
const client = () => import(/* @vite-ignore */ CLIENT) as Promise<Client>;

const thread = { messages: [{ seq: 3 }] };

describe('a conditional read', () => {
  it('sends the version held as If-None-Match, with the token, past the browser’s cache', async () => {
    answer = () => new Response(JSON.stringify(thread), { status: 200, headers: { etag: 'W/"v2"' } });
    const { callConditional } = await client();
    const result = await callConditional('messagesThread', {
      params: { conversationId: CONVERSATION },
      query: { after: 2 },
      etag: 'W/"v1"',
    });
    expect(result).toEqual({ notModified: false, data: thread, etag: 'W/"v2"' });
    const [{ url, init }] = sent as [{ url: URL; init: RequestInit }];
    expect([init.method, url.pathname, url.search]).toEqual(['GET', `/messages/${CONVERSATION}`, '?after=2']);
    expect(init.headers).toEqual({ authorization: 'Bearer id-token', 'if-none-match': 'W/"v1"' });
    expect((init as { cache?: string }).cache).toBe('no-store');
  });

  it('answers "not modified", keeping the version, when the server says 304 with no body', async () => {
    answer = () => new Response(null, { status: 304, headers: { etag: 'W/"v1"' } });
    const { callConditional } = await client();
    await expect(
      callConditional('messagesThread', {
        params: { conversationId: CONVERSATION },
        query: {},
        etag: 'W/"v1"',
      }),
    ).resolves.toEqual({ notModified: true, etag: 'W/"v1"' });
    // A 304 that names no version keeps the one sent.
    answer = () => new Response(null, { status: 304 });
    await expect(
      callConditional('messagesThread', {
        params: { conversationId: CONVERSATION },
        query: {},
        etag: 'W/"v1"',
      }),
    ).resolves.toEqual({ notModified: true, etag: 'W/"v1"' });
  });

  it('sends no If-None-Match without a version, and reports an answer with no ETag as such', async () => {
    answer = () => new Response(JSON.stringify(thread), { status: 200 });
    const { callConditional } = await client();
    const result = await callConditional('messagesThread', {
      params: { conversationId: CONVERSATION },
      query: {},
      etag: null,
    });
    expect(result).toEqual({ notModified: false, data: thread, etag: null });
    expect(sent[0]!.init.headers).toEqual({ authorization: 'Bearer id-token' });
    expect((sent[0]!.init as { cache?: string }).cache).toBeUndefined();
  });

  it('still turns a refusal into an ApiError, and leaves plain calls as they were', async () => {
    answer = () =>
      new Response(JSON.stringify({ error: 'not_found', message: 'This conversation could not be found.' }), {
        status: 404,
      });
    const { call, callConditional, ApiError } = await client();
    const error: unknown = await callConditional('messagesThread', {
      params: { conversationId: CONVERSATION },
      query: {},
      etag: 'W/"v1"',
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: 'This conversation could not be found.' });

    answer = () =>
      new Response(JSON.stringify({ items: [], nextCursor: null }), { headers: { etag: '"x"' } });
    await expect(call('messagesList', { query: {} })).resolves.toEqual({ items: [], nextCursor: null });
    expect(sent.at(-1)!.init.headers).toEqual({ authorization: 'Bearer id-token' });
  });

  it('answers from the sample data in demo mode, with no version', async () => {
    config = { ...BASE, demo: true };
    const { call, callConditional } = await client();
    const list = (await call('messagesList', { query: {} })) as { items: { id: string }[] };
    const id = list.items[0]!.id;
    const result = await callConditional('messagesThread', { params: { conversationId: id }, query: {} });
    expect(result).toMatchObject({ notModified: false, etag: null });
    expect((result.data as { messages: unknown[] }).messages.length).toBeGreaterThan(0);
    expect(sent).toEqual([]);
  });
});
