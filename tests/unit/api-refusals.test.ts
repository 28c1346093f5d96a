import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routeAddresses } from '@contract/routes.ts';
import {
  ApiError,
  isRefusal,
  logFailure,
  refusalMessage,
  waitInWords,
} from '../../frontend/src/api/errors.ts';

// The address table the SPA's build makes from the route table, made here the same way.
vi.mock('virtual:route-addresses', () => ({ default: routeAddresses() }));

/**
 * A refusal the page expects (a 4xx) is told to the user with the server's words (and a rate limit's
 * wait), and noted in the console without a stack trace; anything else is logged as an error.
 */
describe('refusals', () => {
  afterEach(() => vi.restoreAllMocks());

  it('tells a wait in words a person reads', () => {
    expect(waitInWords(1)).toBe('a second');
    expect(waitInWords(20)).toBe('about 20 seconds');
    expect(waitInWords(61)).toBe('about a minute');
    expect(waitInWords(14 * 60)).toBe('about 14 minutes');
    expect(waitInWords(3 * 3600)).toBe('about 3 hours');
  });

  it('adds a rate limit’s wait to the server’s message, and nothing to another refusal', () => {
    const limited = new ApiError(429, 'rate_limited', 'Too many requests.', {}, 600);
    expect(refusalMessage(limited)).toBe('Too many requests. You can try again in about 10 minutes.');
    expect(refusalMessage(new ApiError(429, 'rate_limited', 'Too many requests.'))).toBe(
      'Too many requests.',
    );
    expect(refusalMessage(new ApiError(409, 'conflict', 'Already done.', {}, 600))).toBe('Already done.');
  });

  it('logs an expected refusal quietly, without the error object, and anything else as an error', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    logFailure('Saving failed', new ApiError(409, 'conflict', 'This job is no longer open.'));
    expect(info).toHaveBeenCalledWith('Saving failed: 409 conflict: This job is no longer open.');
    expect(error).not.toHaveBeenCalled();

    const broken = new ApiError(500, 'error', 'The server answered 500.');
    const offline = new ApiError(0, 'network', 'We could not reach the server.');
    const bug = new TypeError('x is undefined');
    for (const failure of [broken, offline, bug]) logFailure('Saving failed', failure);
    expect(error.mock.calls).toEqual([
      ['Saving failed', broken],
      ['Saving failed', offline],
      ['Saving failed', bug],
    ]);
    expect(info).toHaveBeenCalledTimes(1);
    expect([broken, offline, bug].map(isRefusal)).toEqual([false, false, false]);
  });
});

describe('the client reads a rate limit’s wait', () => {
  beforeEach(() => {
    vi.resetModules();
    vi.stubGlobal('localStorage', { length: 0, key: () => null });
    vi.stubGlobal('fetch', (input: string | URL) => {
      if (String(input) === '/config.json')
        return Promise.resolve(
          new Response(
            JSON.stringify({
              stage: 'test',
              region: 'eu-west-2',
              supportEmail: 'help@example.com',
              apiUrl: 'https://api.example.test',
              userPoolId: 'eu-west-2_pool',
              userPoolClientId: 'client',
            }),
          ),
        );
      return Promise.resolve(
        new Response(JSON.stringify({ error: 'rate_limited', message: 'Too many requests.' }), {
          status: 429,
          headers: { 'content-type': 'application/json', 'retry-after': '840' },
        }),
      );
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('from Retry-After, onto the error it throws', async () => {
    const CLIENT = '@/api/client.ts';
    const { call } = (await import(/* @vite-ignore */ CLIENT)) as {
      call: (id: string, input: object) => Promise<unknown>;
    };
    const failure = await call('communitySubscribe', { body: { email: 'a@example.com' } }).catch(
      (e: unknown) => e,
    );
    expect(failure).toMatchObject({ status: 429, retryAfterSeconds: 840 });
    expect(refusalMessage(failure as ApiError)).toBe(
      'Too many requests. You can try again in about 14 minutes.',
    );
  });
});
