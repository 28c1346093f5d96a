/**
 * The local stand-in for API Gateway: serves the route table over HTTP under API_BASE_PATH (`/api`, the
 * stage's name on AWS), turns each request into an API Gateway v2 event (with JWT claims verified
 * exactly as the JWT authorizer would) and calls the same handler the Lambda runs. The browser reaches
 * it through the local web server's `/api` (as it reaches API Gateway through the site's distribution),
 * so it sends no CORS headers.
 */
import http from 'node:http';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import type { APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { routeList, type RouteDef, handlerFile } from '../lambdas/contract/routes.ts';
import { API_BASE_PATH } from '../lambdas/contract/route-address.ts';
import { createIdTokenVerifier } from '../lambdas/platform/tokens.ts';
import type { ApiEvent } from '../lambdas/platform/http.ts';
import { ROOT } from './config.ts';
import type { Meter } from './meter.ts';

type Handler = (event: ApiEvent, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

export interface ApiAdapterOptions {
  port: number;
  host: string;
  userPoolId: string;
  clientId: string;
  jwksUri: string;
  /**
   * Runs after a handler answered and before the answer is sent: the local cloud delivers what the
   * request wrote to the outbox there (local/streams.ts), so the answer and the email arrive together.
   */
  afterHandler?: () => Promise<void>;
  /**
   * The local cloud's scheduled functions, each run on demand by `POST /api/_local/scheduled/<name>` with
   * `{ "time": "<ISO time>", "jobIds"?: [...] }` (the time the schedule's event carries; the
   * jobs it is limited to): tests and people drive the clock. Not part of the API: AWS has no such path, and it answers only on loopback here.
   */
  scheduled?: Record<string, (time: string, jobIds?: string[]) => Promise<unknown>>;
  /**
   * The local cloud's meter (LOCAL_METER=1, local/meter.ts): each route's run is counted under its id,
   * `GET /api/_local/meter` reads it and `POST /api/_local/meter/reset` zeroes it.
   */
  meter?: Meter;
  /**
   * Whether the local cloud has finished starting (its demo data seeded): `GET /api/_local/ready` answers
   * 200 then and 503 until then, so a test run starts on the whole product, not on one still filling up.
   */
  ready?: () => boolean;
}

/** API Gateway's payload limit. */
const MAX_PAYLOAD_BYTES = 10 * 1024 * 1024;
/** A path parameter, decoded as API Gateway does; a malformed escape is passed on as it came. */
function decodePathValue(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

const TEXT_TYPES = /^(application\/(json|x-www-form-urlencoded|xml)|text\/)/i;

interface CompiledRoute {
  route: RouteDef;
  pattern: RegExp;
  names: string[];
}

function compile(route: RouteDef): CompiledRoute {
  const names: string[] = [];
  const source = route.path
    .split('/')
    .map((segment) => {
      const greedy = segment.match(/^\{(\w+)\+\}$/);
      if (greedy) {
        names.push(greedy[1]!);
        return '(.+)';
      }
      const param = segment.match(/^\{(\w+)\}$/);
      if (param) {
        names.push(param[1]!);
        return '([^/]+)';
      }
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return { route, pattern: new RegExp(`^${source}$`), names };
}

/** API Gateway hands claims to the function as strings; arrays become "[a b]". */
function claimStrings(claims: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(claims).map(([k, v]) => [k, Array.isArray(v) ? `[${v.join(' ')}]` : String(v)]),
  );
}

export async function startApiAdapter(options: ApiAdapterOptions): Promise<http.Server> {
  const compiled = (routeList as readonly RouteDef[]).map(compile);
  const verifier = createIdTokenVerifier(options.userPoolId, options.clientId, options.jwksUri);
  const handlers = new Map<string, Promise<Handler>>();
  const load = (route: RouteDef) => {
    let handler = handlers.get(route.id);
    if (!handler) {
      const file = pathToFileURL(path.join(ROOT, 'lambdas', handlerFile(route.id))).href;
      handler = import(file).then((mod: { handler: Handler }) => mod.handler);
      handlers.set(route.id, handler);
    }
    return handler;
  };

  const server = http.createServer(async (req, res) => {
    const answer = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(JSON.stringify(body));
    };

    try {
      const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
      // As API Gateway answers an address outside its stage.
      if (!url.pathname.startsWith(`${API_BASE_PATH}/`))
        return answer(404, { error: 'not_found', message: 'Not Found' });
      const routePath = url.pathname.slice(API_BASE_PATH.length);
      const scheduled = routePath.match(/^\/_local\/scheduled\/([a-z-]+)$/);
      if (scheduled && req.method === 'POST') {
        const run = options.scheduled?.[scheduled[1]!];
        if (!run) return answer(404, { error: 'not_found', message: 'No such scheduled function' });
        let body = '';
        for await (const chunk of req) body += (chunk as Buffer).toString();
        // `ids` limits a run to some items (the job clock's jobs, the retention run's drafts, jobs
        // or nannies), so a test moves the clock for its own items only.
        const input = JSON.parse(body || '{}') as { time?: string; jobIds?: string[]; ids?: string[] };
        const time = input.time ?? new Date().toISOString();
        const result = await run(time, input.ids ?? input.jobIds);
        await options.afterHandler?.();
        return answer(200, { time, result: result ?? null });
      }
      if (options.ready && routePath === '/_local/ready' && req.method === 'GET')
        return options.ready()
          ? answer(200, { ready: true })
          : answer(503, { ready: false }, { 'retry-after': '1' });
      if (options.meter && routePath === '/_local/meter' && req.method === 'GET')
        return answer(200, options.meter.snapshot());
      if (options.meter && routePath === '/_local/meter/reset' && req.method === 'POST') {
        options.meter.reset();
        return answer(200, { reset: true });
      }
      const pathMatches = compiled
        .map((c) => ({ c, m: routePath.match(c.pattern) }))
        .filter((x): x is { c: CompiledRoute; m: RegExpMatchArray } => x.m !== null);
      const hit = pathMatches.find((x) => x.c.route.method === req.method);
      if (!hit) return answer(404, { error: 'not_found', message: 'Not Found' });
      const { route, names } = hit.c;

      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of req) {
        size += (chunk as Buffer).length;
        if (size > MAX_PAYLOAD_BYTES) return answer(413, { message: 'Request Entity Too Large' });
        chunks.push(chunk as Buffer);
      }
      const raw = Buffer.concat(chunks);

      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(req.headers))
        if (v !== undefined) headers[k] = Array.isArray(v) ? v.join(',') : v;

      let authorizer: ApiEvent['requestContext']['authorizer'];
      if (route.auth === 'user' || route.auth === 'admin') {
        const token = headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
        if (!token) return answer(401, { message: 'Unauthorized' }, { 'www-authenticate': 'Bearer' });
        try {
          const claims = await verifier.verify(token);
          authorizer = { jwt: { claims: claimStrings(claims as Record<string, unknown>) } };
        } catch {
          return answer(
            401,
            { message: 'Unauthorized' },
            { 'www-authenticate': 'Bearer error="invalid_token"' },
          );
        }
      }

      const query: Record<string, string> = {};
      for (const [k, v] of url.searchParams) query[k] = k in query ? `${query[k]},${v}` : v;
      const params = Object.fromEntries(names.map((n, i) => [n, decodePathValue(hit.m[i + 1]!)]));
      const isText = TEXT_TYPES.test(headers['content-type'] ?? 'application/json');
      const requestId = randomUUID();
      const now = new Date();
      const event: ApiEvent = {
        version: '2.0',
        routeKey: `${route.method} ${route.path}`,
        rawPath: url.pathname,
        rawQueryString: url.search.replace(/^\?/, ''),
        headers,
        ...(Object.keys(query).length ? { queryStringParameters: query } : {}),
        ...(names.length ? { pathParameters: params } : {}),
        requestContext: {
          accountId: '000000000000',
          apiId: 'local',
          domainName: headers.host ?? 'localhost',
          domainPrefix: 'local',
          http: {
            method: route.method,
            path: url.pathname,
            protocol: `HTTP/${req.httpVersion}`,
            sourceIp: req.socket.remoteAddress?.replace(/^::ffff:/, '') ?? '127.0.0.1',
            userAgent: headers['user-agent'] ?? '',
          },
          requestId,
          routeKey: `${route.method} ${route.path}`,
          stage: API_BASE_PATH.slice(1),
          time: now.toISOString(),
          timeEpoch: now.getTime(),
          ...(authorizer ? { authorizer } : {}),
        },
        ...(raw.length ? { body: isText ? raw.toString('utf8') : raw.toString('base64') } : {}),
        isBase64Encoded: raw.length > 0 && !isText,
      } as ApiEvent;
      const context = {
        awsRequestId: requestId,
        functionName: route.id,
        functionVersion: '$LATEST',
        invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${route.id}`,
        memoryLimitInMB: '512',
        logGroupName: `/aws/lambda/${route.id}`,
        logStreamName: 'local',
        callbackWaitsForEmptyEventLoop: false,
        getRemainingTimeInMillis: () => 10_000,
        done: () => undefined,
        fail: () => undefined,
        succeed: () => undefined,
      } as Context;

      const handler = await load(route);
      const result = options.meter
        ? await options.meter.run(route.id, () => handler(event, context))
        : await handler(event, context);
      await options.afterHandler?.();
      const outHeaders: Record<string, string> = {};
      for (const [k, v] of Object.entries(result.headers ?? {})) outHeaders[k] = String(v);
      res.writeHead(result.statusCode ?? 200, outHeaders);
      res.end(result.body ? Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8') : undefined);
    } catch (error) {
      // What API Gateway answers when a function fails outright.
      console.error('api: handler failed', error);
      if (!res.headersSent) answer(500, { message: 'Internal Server Error' });
      else res.end();
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve(server));
  });
}
