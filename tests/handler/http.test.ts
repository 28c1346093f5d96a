import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import '../../lambdas/contract/zod-locale.ts';
import { httpHandler, reply } from '../../lambdas/platform/http.ts';
import * as domain from '../../lambdas/domain/errors.ts';
import { conflict, rateLimited } from '../../lambdas/domain/errors.ts';
import { apiEvent, claimsOf, lambdaContext } from './event.ts';

const body = z.strictObject({
  title: z.string().check(z.minLength(1, 'Job title is required')),
  count: z.optional(z.number().check(z.int())),
});

afterEach(() => vi.restoreAllMocks());

const parse = (res: { body?: string }) => JSON.parse(res.body ?? '{}') as Record<string, unknown>;

describe('the middleware stack', () => {
  const echo = vi.fn(async ({ body }: { body: unknown }) => ({ received: body, secret: 'never-sent' }));
  const route = httpHandler(
    { auth: 'public', body, response: z.object({ received: z.unknown() }) },
    echo as never,
  );

  it('passes a valid body to the handler and answers JSON through the response schema', async () => {
    const res = await route(
      apiEvent({ method: 'POST', body: JSON.stringify({ title: 'Nanny' }) }),
      lambdaContext,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers?.['content-type']).toMatch(/application\/json/);
    expect(res.headers?.['x-request-id']).toBe('req-123');
    // Fields the response schema does not name never leave the server.
    expect(parse(res)).toEqual({ received: { title: 'Nanny' } });
  });

  it('answers malformed JSON with 400 and never calls the handler', async () => {
    echo.mockClear();
    const res = await route(apiEvent({ method: 'POST', body: '{"title":' }), lambdaContext);
    expect(res.statusCode).toBe(400);
    expect(parse(res)).toMatchObject({ error: 'bad_request', message: 'Request body must be valid JSON' });
    expect(echo).not.toHaveBeenCalled();
  });

  it('refuses text with a lone surrogate (valid JSON, not valid Unicode) and never calls the handler', async () => {
    echo.mockClear();
    for (const raw of ['{"title":"Nanny \\ud800"}', '{"title":"\\udc00 job"}', '{"\\ud83d":"x"}']) {
      const res = await route(apiEvent({ method: 'POST', body: raw }), lambdaContext);
      expect(res.statusCode, raw).toBe(400);
      expect(parse(res)).toMatchObject({
        error: 'bad_request',
        message: 'Request body must be valid Unicode text',
      });
    }
    expect(echo).not.toHaveBeenCalled();
    // A well-formed pair (an emoji) is text like any other.
    const ok = await route(
      apiEvent({ method: 'POST', body: '{"title":"Nanny \\ud83d\\ude00"}' }),
      lambdaContext,
    );
    expect(ok.statusCode).toBe(200);
    expect(parse(ok)).toEqual({ received: { title: 'Nanny 😀' } });
  });

  it('names each bad field, with the contract’s message, and rejects unknown fields', async () => {
    const res = await route(
      apiEvent({ method: 'POST', body: JSON.stringify({ title: '', count: 'x', admin: true }) }),
      lambdaContext,
    );
    expect(res.statusCode).toBe(400);
    expect(parse(res)).toEqual({
      error: 'bad_request',
      message: 'Invalid request body',
      fields: { title: 'Job title is required', count: expect.any(String), admin: 'Unknown field' },
    });
  });

  it('rejects wrong types at the top level and oversized bodies', async () => {
    expect((await route(apiEvent({ method: 'POST', body: '[1,2]' }), lambdaContext)).statusCode).toBe(400);
    expect((await route(apiEvent({ method: 'POST', body: 'null' }), lambdaContext)).statusCode).toBe(400);
    const huge = JSON.stringify({ title: 'x'.repeat(70 * 1024) });
    const res = await route(apiEvent({ method: 'POST', body: huge }), lambdaContext);
    expect(res.statusCode).toBe(400);
    expect(parse(res).message).toBe('Request body is too large');
  });

  it('decodes a base64 body as API Gateway sends binary-typed ones', async () => {
    const event = apiEvent({ method: 'POST', body: Buffer.from('{"title":"B64"}').toString('base64') });
    event.isBase64Encoded = true;
    expect(parse(await route(event, lambdaContext))).toEqual({ received: { title: 'B64' } });
  });

  it('refuses a body where the route takes none', async () => {
    const health = httpHandler({ auth: 'public' }, async () => ({ ok: true }));
    expect((await health(apiEvent({ body: '{"a":1}' }), lambdaContext)).statusCode).toBe(400);
    expect((await health(apiEvent(), lambdaContext)).statusCode).toBe(200);
  });

  it('takes JSON bodies only: text, form and multipart bodies (which any site can make a browser send) are 415', async () => {
    echo.mockClear();
    const valid = JSON.stringify({ title: 'Nanny' });
    for (const type of [
      'text/plain',
      'text/plain;charset=UTF-8',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/json; charset=latin1',
      'application/jsonp',
    ]) {
      const res = await route(
        apiEvent({ method: 'POST', body: valid, headers: { 'content-type': type } }),
        lambdaContext,
      );
      expect(res.statusCode, type).toBe(415);
      expect(parse(res)).toMatchObject({ error: 'unsupported_media_type' });
    }
    // A body with no type at all is refused too.
    const untyped = apiEvent({ method: 'POST', body: valid });
    delete untyped.headers['content-type'];
    expect((await route(untyped, lambdaContext)).statusCode).toBe(415);
    expect(echo).not.toHaveBeenCalled();
    for (const type of [
      'application/json',
      'application/json; charset=utf-8',
      'Application/JSON;charset="UTF-8"',
    ]) {
      const res = await route(
        apiEvent({ method: 'POST', body: valid, headers: { 'content-type': type } }),
        lambdaContext,
      );
      expect(res.statusCode, type).toBe(200);
    }
    // A route without a body still answers a plain GET that names no type.
    const health = httpHandler({ auth: 'public' }, async () => ({ ok: true }));
    const get = apiEvent();
    delete get.headers['content-type'];
    expect((await health(get, lambdaContext)).statusCode).toBe(200);
  });

  it('answers a malformed percent-escape in the path or query with 400 JSON, never 500', async () => {
    const health = httpHandler({ auth: 'public' }, async () => ({ ok: true }));
    for (const [rawPath, rawQueryString] of [
      ['/promo-codes/%ZZ', ''],
      ['/jobs/%E0%A4%A/save', ''],
      ['/jobs', 'location=%'],
      ['/jobs', 'cursor=%ZZ&limit=1'],
    ] as const) {
      const event = { ...apiEvent(), rawPath, rawQueryString };
      const res = await health(event, lambdaContext);
      expect(res.statusCode, `${rawPath}?${rawQueryString}`).toBe(400);
      expect(parse(res)).toMatchObject({ error: 'bad_request', message: 'The address is not valid' });
    }
  });

  it('tells a rate-limited caller when to try again', async () => {
    const limited = httpHandler({ auth: 'public' }, async () => {
      throw rateLimited('Too many attempts.', 41.2);
    });
    const res = await limited(apiEvent(), lambdaContext);
    expect(res.statusCode).toBe(429);
    expect(res.headers?.['retry-after']).toBe('42');
  });

  it('maps typed errors to their status and message', async () => {
    const route409 = httpHandler({ auth: 'public' }, async () => {
      throw conflict('You have already applied to this job.');
    });
    const res = await route409(apiEvent(), lambdaContext);
    expect(res.statusCode).toBe(409);
    expect(parse(res)).toEqual({ error: 'conflict', message: 'You have already applied to this job.' });
  });

  it('logs an unexpected error with the request id and answers 500 without internals', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = httpHandler({ auth: 'public' }, async () => {
      throw new Error('ConditionalCheckFailed on table nanny-marketplace-prod at pk=USER#1');
    });
    const res = await broken(apiEvent(), lambdaContext);
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('nanny-marketplace-prod');
    expect(parse(res)).toEqual({
      error: 'internal_error',
      message: 'Something went wrong on our side. Please try again.',
      requestId: 'req-123',
    });
    const line = JSON.parse(String(logged.mock.calls[0]?.[0]));
    expect(line).toMatchObject({ level: 'error', requestId: 'req-123', message: 'unexpected error' });
    expect(line.error.message).toContain('ConditionalCheckFailed');
  });

  it('lets a handler choose its status with reply()', async () => {
    const created = httpHandler({ auth: 'public' }, async () => reply(201, { id: 'job-1' }));
    const res = await created(apiEvent(), lambdaContext);
    expect(res.statusCode).toBe(201);
    expect(parse(res)).toEqual({ id: 'job-1' });
  });
});

describe('authorization', () => {
  const whoAmI = httpHandler({ auth: 'user' }, async ({ principal }) => ({ id: principal.id }));
  const adminOnly = httpHandler({ auth: 'admin' }, async ({ principal }) => ({ id: principal.id }));

  it('answers 401 on a user route without authorizer claims', async () => {
    const res = await whoAmI(apiEvent(), lambdaContext);
    expect(res.statusCode).toBe(401);
    expect(parse(res).error).toBe('unauthenticated');
  });

  it('gives user routes the caller from the authorizer’s claims', async () => {
    const res = await whoAmI(apiEvent({ claims: claimsOf() }), lambdaContext);
    expect(parse(res)).toEqual({ id: 'user-1' });
  });

  it('lets only the admin group through admin routes', async () => {
    expect((await adminOnly(apiEvent({ claims: claimsOf() }), lambdaContext)).statusCode).toBe(403);
    expect(
      (await adminOnly(apiEvent({ claims: claimsOf({ 'cognito:groups': '[editors]' }) }), lambdaContext))
        .statusCode,
    ).toBe(403);
    const ok = await adminOnly(
      apiEvent({ claims: claimsOf({ 'cognito:groups': '[admin]' }) }),
      lambdaContext,
    );
    expect(ok.statusCode).toBe(200);
  });

  it('treats an optional route without a token as anonymous', async () => {
    const optional = httpHandler({ auth: 'optional' }, async ({ principal }) => ({
      signedIn: principal !== null,
    }));
    expect(parse(await optional(apiEvent(), lambdaContext))).toEqual({ signedIn: false });
  });
});

describe('domain errors at the edge', () => {
  const throwing = (error: Error) =>
    httpHandler({ auth: 'public' }, async () => {
      throw error;
    });

  it('answers each kind with its status and code, the message and the fields', async () => {
    const cases = [
      [domain.invalid('Invalid request body', { title: 'Required' }), 400, 'bad_request'],
      [domain.unauthenticated(), 401, 'unauthenticated'],
      [domain.forbidden(), 403, 'forbidden'],
      [domain.notFound('Unknown job'), 404, 'not_found'],
      [domain.conflict('Already applied.'), 409, 'conflict'],
      [domain.rateLimited('Too many attempts.'), 429, 'rate_limited'],
    ] as const;
    for (const [error, status, code] of cases) {
      const res = await throwing(error)(apiEvent(), lambdaContext);
      expect(res.statusCode, code).toBe(status);
      expect(parse(res)).toEqual({
        error: code,
        message: error.message,
        ...(error.fields ? { fields: error.fields } : {}),
      });
      expect(res.headers?.['retry-after'], code).toBeUndefined();
    }
  });

  it('tells a rate-limited caller when to try again, in whole seconds', async () => {
    const res = await throwing(domain.rateLimited('Too many attempts.', 41.2))(apiEvent(), lambdaContext);
    expect(res.statusCode).toBe(429);
    expect(res.headers?.['retry-after']).toBe('42');
    const soon = await throwing(domain.rateLimited('Too many attempts.', 0.1))(apiEvent(), lambdaContext);
    expect(soon.headers?.['retry-after']).toBe('1');
  });
});

describe('the order of the checks', () => {
  const handled = vi.fn(async () => ({ ok: true }));
  const userRoute = httpHandler({ auth: 'user', body }, handled as never);
  const adminRoute = httpHandler({ auth: 'admin', body }, handled as never);

  it('refuses a caller it does not admit before it reads the body', async () => {
    for (const raw of ['{"title":', JSON.stringify({ title: '', admin: true })]) {
      expect((await userRoute(apiEvent({ method: 'POST', body: raw }), lambdaContext)).statusCode).toBe(401);
      const notAdmin = apiEvent({ method: 'POST', body: raw, claims: claimsOf() });
      expect((await adminRoute(notAdmin, lambdaContext)).statusCode).toBe(403);
    }
    // Once admitted, the same body is the caller's mistake.
    const admitted = apiEvent({ method: 'POST', body: '{"title":', claims: claimsOf() });
    expect((await userRoute(admitted, lambdaContext)).statusCode).toBe(400);
    expect(handled).not.toHaveBeenCalled();
  });

  it('still refuses a malformed address, an oversized body and a non-JSON body first', async () => {
    const badAddress = { ...apiEvent({ method: 'POST', body: '{}' }), rawPath: '/jobs/%ZZ' };
    expect((await userRoute(badAddress, lambdaContext)).statusCode).toBe(400);
    const huge = apiEvent({ method: 'POST', body: JSON.stringify({ title: 'x'.repeat(70 * 1024) }) });
    expect(parse(await userRoute(huge, lambdaContext)).message).toBe('Request body is too large');
    const form = apiEvent({ method: 'POST', body: 'title=x', headers: { 'content-type': 'text/plain' } });
    expect((await userRoute(form, lambdaContext)).statusCode).toBe(415);
  });

  it('refuses a bearer token on an optional route that it cannot verify', async () => {
    vi.stubEnv('USER_POOL_ID', 'eu-west-2_Test1');
    vi.stubEnv('USER_POOL_CLIENT_ID', 'client');
    const { resetEnv } = await import('../../lambdas/platform/env.ts');
    resetEnv();
    try {
      const optional = httpHandler({ auth: 'optional' }, async () => ({ ok: true }));
      const res = await optional(
        apiEvent({ headers: { authorization: 'Bearer not.a.token' } }),
        lambdaContext,
      );
      expect(res.statusCode).toBe(401);
      expect(parse(res).message).toBe('Your session has expired. Please sign in again.');
    } finally {
      vi.unstubAllEnvs();
      resetEnv();
    }
  });

  describe('behind the site (ORIGIN_VERIFY set, as on AWS)', () => {
    const SECRET = 'a'.repeat(20) + 'origin-verify-value-0123456789';
    const seen = vi.fn(async ({ sourceIp, event }: { sourceIp: string; event: { headers?: object } }) => ({
      sourceIp,
      headers: Object.keys(event.headers ?? {}),
    }));
    const route = httpHandler({ auth: 'public' }, seen as never);
    const withEnv = async (fn: () => Promise<void>) => {
      vi.stubEnv('ORIGIN_VERIFY', SECRET);
      const { resetEnv } = await import('../../lambdas/platform/env.ts');
      resetEnv();
      try {
        await fn();
      } finally {
        vi.unstubAllEnvs();
        resetEnv();
      }
    };

    it('refuses a request that did not come through the site, before anything else', () =>
      withEnv(async () => {
        seen.mockClear();
        const attempts: Record<string, string>[] = [
          {},
          { 'x-origin-verify': 'guess' },
          { 'x-origin-verify': SECRET + 'x' },
        ];
        for (const headers of attempts) {
          const res = await route(apiEvent({ headers }), lambdaContext);
          expect(res.statusCode).toBe(403);
          expect(parse(res)).toMatchObject({ error: 'forbidden', message: 'Please use the site.' });
        }
        expect(seen).not.toHaveBeenCalled();
      }));

    it("takes the caller's address from what the distribution saw, and hides the header", () =>
      withEnv(async () => {
        seen.mockClear();
        for (const [viewer, address] of [
          ['198.51.100.23:46532', '198.51.100.23'],
          ['2001:db8::7:443', '2001:db8::7'],
          [undefined, '203.0.113.9'],
        ] as const) {
          const headers: Record<string, string> = { 'x-origin-verify': SECRET };
          if (viewer) headers['cloudfront-viewer-address'] = viewer;
          const res = await route(apiEvent({ headers }), lambdaContext);
          expect(res.statusCode).toBe(200);
          const answer = parse(res) as { sourceIp: string; headers: string[] };
          expect(answer.sourceIp).toBe(address);
          expect(answer.headers).not.toContain('x-origin-verify');
        }
      }));
  });

  it("takes the connection's address where no distribution header is set (the local cloud)", async () => {
    const seen = vi.fn(async ({ sourceIp }: { sourceIp: string }) => ({ sourceIp }));
    const route = httpHandler({ auth: 'public' }, seen as never);
    const res = await route(
      apiEvent({ headers: { 'cloudfront-viewer-address': '198.51.100.23:1' } }),
      lambdaContext,
    );
    // A viewer-address header means nothing without the distribution's own: anyone can send one.
    expect(parse(res)).toEqual({ sourceIp: '203.0.113.9' });
  });
});
