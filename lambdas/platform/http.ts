import middy, { type MiddlewareObj, type Request } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type * as z from 'zod/mini';
import type { AuthLevel } from '../routes.ts';
import { badRequest, forbidden, isHttpError, unauthenticated, unsupportedMediaType } from './errors.ts';
import { createLogger, requestLogger, type Logger } from './log.ts';
import { metricsFlush } from './metrics.ts';
import { principalFromClaims, type Principal } from './principal.ts';
import { isWellFormedText } from './text.ts';

/** The API Gateway v2 event, with the claims its JWT authorizer adds on protected routes. */
export type ApiEvent = APIGatewayProxyEventV2 & {
  requestContext: APIGatewayProxyEventV2['requestContext'] & {
    authorizer?: { jwt?: { claims?: Record<string, unknown> } };
  };
};
export type ApiResult = APIGatewayProxyStructuredResultV2;

type Schema = z.ZodMiniType;
type Out<S> = S extends Schema ? z.output<S> : undefined;

export interface RouteSpec<
  B extends Schema | undefined,
  Q extends Schema | undefined,
  P extends Schema | undefined,
> {
  auth: AuthLevel;
  body?: B;
  query?: Q;
  params?: P;
  /** Responses are parsed through this schema, so a field it does not name never leaves the server. */
  response?: Schema;
  /** Status of a successful answer; 200 unless set. */
  status?: number;
  /** Keep the body as received, unparsed (webhooks verify signatures over it). */
  rawBody?: boolean;
  maxBodyBytes?: number;
  /** Optional-auth routes: verifies a bearer token when one comes (platform/bearer.ts). */
  verifyToken?: TokenVerifier;
}

/** Checks a bearer token and answers its claims, or throws. */
export type TokenVerifier = (token: string) => Promise<Record<string, unknown>>;

export interface RequestCtx<B, Q, P, A extends AuthLevel> {
  event: ApiEvent;
  requestId: string;
  log: Logger;
  /** The signed-in caller; always present on user and admin routes. */
  principal: A extends 'user' | 'admin' ? Principal : Principal | null;
  body: B;
  query: Q;
  params: P;
  rawBody: string;
  sourceIp: string;
}

/** A handler's answer when it needs a status or headers of its own. */
export interface Reply {
  readonly reply: true;
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}
export const reply = (status: number, body?: unknown, headers?: Record<string, string>): Reply => ({
  reply: true,
  status,
  body,
  headers: headers ?? {},
});
const isReply = (value: unknown): value is Reply =>
  typeof value === 'object' && value !== null && (value as { reply?: unknown }).reply === true;

const DEFAULT_MAX_BODY_BYTES = 64 * 1024;
const BASE_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
};

interface Internal {
  requestId: string;
  log: Logger;
  principal: Principal | null;
  body: unknown;
  query: unknown;
  params: unknown;
  rawBody: string;
}

/** Middlewares hand what they learnt to the handler on the Lambda context. */
export type ApiContext = Context & { api: Internal };
type Req = Request<ApiEvent, ApiResult, Error, ApiContext>;
type Middleware = MiddlewareObj<ApiEvent, ApiResult, Error, ApiContext>;

const json = (
  status: number,
  body: unknown,
  requestId: string,
  headers: Record<string, string> = {},
): ApiResult => ({
  statusCode: status,
  headers: { ...BASE_HEADERS, 'x-request-id': requestId, ...headers },
  body: body === undefined ? '' : JSON.stringify(body),
});

/** Turns zod issues into one message per field, keyed by the field's dotted path. */
export function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) fields[[...issue.path, key].join('.')] ??= 'Unknown field';
      continue;
    }
    const key = issue.path.length ? issue.path.join('.') : '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

function validate(schema: Schema | undefined, value: unknown, what: string): unknown {
  if (!schema) return undefined;
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw badRequest(`Invalid ${what}`, fieldErrors(parsed.error));
  return parsed.data;
}

function decodeBody(event: ApiEvent, maxBytes: number): string {
  if (event.body === undefined || event.body === null) return '';
  const raw = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  if (Buffer.byteLength(raw, 'utf8') > maxBytes)
    throw badRequest('Request body is too large', { _: `The body must be at most ${maxBytes} bytes` });
  return raw;
}

/** JSON, with an optional UTF-8 charset: the only body type the API reads. */
const JSON_MEDIA_TYPE = /^application\/json\s*(;\s*charset\s*=\s*"?utf-8"?\s*)?$/i;

/**
 * A route that reads a body takes JSON only. Browsers send text/plain, form and multipart bodies from
 * any site without asking first (no CORS preflight); refusing every other type means no other site
 * can make a visitor's browser post to the API.
 */
function requireJson(event: ApiEvent, raw: string): void {
  const type = event.headers?.['content-type'] ?? event.headers?.['Content-Type'];
  if (type === undefined && raw === '') return;
  if (type === undefined || !JSON_MEDIA_TYPE.test(type.trim()))
    throw unsupportedMediaType('Send the request body as JSON (Content-Type: application/json).');
}

const wellFormedEncoding = (text: string | undefined) => {
  if (!text) return true;
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
};

/** A path or query string with a malformed percent-escape (`%ZZ`) names nothing: 400, never 500. */
function requireWellFormedAddress(event: ApiEvent): void {
  if (!wellFormedEncoding(event.rawPath) || !wellFormedEncoding(event.rawQueryString))
    throw badRequest('The address is not valid', { _: 'Malformed percent-encoding in the address' });
}

function parseJson(raw: string): unknown {
  if (raw.trim() === '') return undefined;
  let malformedText = false;
  let body: unknown;
  try {
    // JSON can spell a lone surrogate ("\ud800"); such text is refused here, once for every route.
    body = JSON.parse(raw, (key, value: unknown) => {
      if (!isWellFormedText(key) || (typeof value === 'string' && !isWellFormedText(value)))
        malformedText = true;
      return value;
    });
  } catch {
    throw badRequest('Request body must be valid JSON', { _: 'Malformed JSON' });
  }
  if (malformedText) throw badRequest('Request body must be valid Unicode text', { _: 'Malformed text' });
  return body;
}

function bearer(event: ApiEvent): string | undefined {
  const header = event.headers?.authorization ?? event.headers?.Authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

/** Sets the request id and a logger that carries it. */
const requestContext = (): Middleware => ({
  before: (request: Req) => {
    const requestId = request.event.requestContext?.requestId || request.context.awsRequestId || 'unknown';
    request.context.api = {
      requestId,
      log: requestLogger(request.event, request.context),
      principal: null,
      body: undefined,
      query: undefined,
      params: undefined,
      rawBody: '',
    };
  },
});

/** Decides who the caller is, and refuses those the route's auth level does not admit. */
const authorize = (level: AuthLevel, verifyToken: TokenVerifier | undefined): Middleware => ({
  before: async (request: Req) => {
    request.context.api.principal = null;
    if (level === 'public') return;
    if (level === 'optional') {
      const token = bearer(request.event);
      if (!token) return;
      if (!verifyToken) throw new Error('An optional-auth route needs verifyToken');
      try {
        request.context.api.principal = principalFromClaims(await verifyToken(token));
      } catch {
        throw unauthenticated('Your session has expired. Please sign in again.');
      }
      return;
    }
    // user and admin routes sit behind the JWT authorizer, which has verified the token already.
    const claims = request.event.requestContext?.authorizer?.jwt?.claims;
    const principal = claims ? principalFromClaims(claims) : null;
    if (!principal) throw unauthenticated();
    if (level === 'admin' && !principal.isAdmin) throw forbidden('Only administrators can do this.');
    request.context.api.principal = principal;
  },
});

/** Parses and validates the body, query string and path parameters against the route's contract. */
const parseInput = (
  spec: RouteSpec<Schema | undefined, Schema | undefined, Schema | undefined>,
): Middleware => ({
  before: (request: Req) => {
    const { event } = request;
    requireWellFormedAddress(event);
    const raw = decodeBody(event, spec.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES);
    request.context.api.rawBody = raw;
    if (spec.rawBody || spec.body || raw !== '') requireJson(event, raw);
    if (spec.rawBody) {
      request.context.api.body = raw;
    } else {
      const body = parseJson(raw);
      if (!spec.body && body !== undefined) throw badRequest('This request takes no body');
      request.context.api.body = validate(spec.body, body ?? {}, 'request body');
    }
    request.context.api.query = validate(spec.query, event.queryStringParameters ?? {}, 'query string');
    request.context.api.params = validate(spec.params, event.pathParameters ?? {}, 'path');
  },
});

/** Maps typed errors to `{ error, message, fields? }`; anything else is logged and answered 500. */
const errorResponse = (): Middleware => ({
  onError: (request: Req) => {
    const error = request.error;
    const requestId = request.context.api?.requestId ?? request.context.awsRequestId ?? 'unknown';
    const log = request.context.api?.log ?? createLogger({ requestId });
    if (isHttpError(error)) {
      if (error.statusCode >= 500) log.error('request failed', { error });
      request.response = json(
        error.statusCode,
        { error: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) },
        requestId,
        error.headers,
      );
      return;
    }
    log.error('unexpected error', { error });
    request.response = json(
      500,
      { error: 'internal_error', message: 'Something went wrong on our side. Please try again.', requestId },
      requestId,
    );
  },
});

/**
 * Wraps a route's logic in the one middleware stack: request id and logging, input validation,
 * authorization, then the handler; errors of every step end in the same JSON shape.
 */
/** What a route module exports: a Lambda handler for HTTP API events. */
export type ApiHandler = (event: ApiEvent, context: Context) => Promise<ApiResult>;

export function httpHandler<
  A extends AuthLevel,
  B extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  P extends Schema | undefined = undefined,
>(
  // A route open to anyone that records a signed-in caller brings its own token verifier.
  spec: RouteSpec<B, Q, P> & { auth: A } & (A extends 'optional' ? { verifyToken: TokenVerifier } : unknown),
  fn: (ctx: RequestCtx<Out<B>, Out<Q>, Out<P>, A>) => Promise<unknown>,
): ApiHandler {
  const wrapped = middy<ApiEvent, ApiResult, Error, ApiContext>()
    .use(requestContext())
    .use(metricsFlush())
    .use(parseInput(spec))
    .use(authorize(spec.auth, spec.verifyToken))
    .use(errorResponse())
    .handler(async (event, context) => {
      const api = context.api;
      const ctx = {
        event,
        requestId: api.requestId,
        log: api.log,
        principal: api.principal,
        body: api.body,
        query: api.query,
        params: api.params,
        rawBody: api.rawBody,
        sourceIp: event.requestContext?.http?.sourceIp ?? '',
      } as RequestCtx<Out<B>, Out<Q>, Out<P>, A>;
      const result = await fn(ctx);
      if (isReply(result)) {
        const body =
          result.body === undefined || !spec.response ? result.body : spec.response.parse(result.body);
        return json(result.status, body, api.requestId, result.headers);
      }
      const body = spec.response ? spec.response.parse(result) : result;
      return json(spec.status ?? 200, body, api.requestId);
    });
  // The middlewares add `api` to the context before the handler runs; callers pass a plain one.
  return wrapped as unknown as ApiHandler;
}
