import { timingSafeEqual } from 'node:crypto';
import middy, { type MiddlewareObj, type Request } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type * as z from 'zod/mini';
import { ERROR_CODES } from '../contract/errors.ts';
import { ORIGIN_VERIFY_HEADER } from '../contract/route-address.ts';
import type { AuthLevel, RouteSpec, Schema } from '../contract/routes/spec.ts';
import { isWellFormedText } from '../contract/text.ts';
import {
  forbidden,
  invalid,
  isDomainError,
  unauthenticated,
  type DomainError,
  type DomainErrorKind,
} from '../domain/errors.ts';
import { env } from './env.ts';
import { createLogger, requestLogger, type Logger } from './log.ts';
import { metricsFlush } from './metrics.ts';
import { principalFromClaims, type Principal } from './principal.ts';

/** The API Gateway v2 event, with the claims its JWT authorizer adds on protected routes. */
export type ApiEvent = APIGatewayProxyEventV2 & {
  requestContext: APIGatewayProxyEventV2['requestContext'] & {
    authorizer?: { jwt?: { claims?: Record<string, unknown> } };
  };
};
export type ApiResult = APIGatewayProxyStructuredResultV2;

/**
 * What the edge reads from a route's entry in the table (contract/routes/<area>.ts): who may call it and the
 * schemas of what it takes and answers.
 */
export type RouteContract = Pick<
  RouteSpec,
  | 'auth'
  | 'params'
  | 'query'
  | 'body'
  | 'response'
  | 'status'
  | 'rawBody'
  | 'maxBodyBytes'
  | 'whileDeleting'
  | 'oneClickForm'
>;

/**
 * What the server's own record says of a signed-in caller about to write (services/account-gate.ts):
 * the caller as the record has it (its type now), or a refusal thrown (an account being deleted).
 */
export type AdmitWriter = (principal: Principal) => Promise<Principal>;

/** A form body one route takes besides JSON (platform/one-click-form.ts): which types, and its fields. */
export interface FormReader {
  accepts: (contentType: string | undefined) => boolean;
  /** The body for the route's schema, or a 400 thrown for any other form. */
  read: (contentType: string, raw: string) => Promise<unknown>;
}

export interface HandlerOptions {
  /** Asked before every signed-in write (any method but GET and HEAD), before the input is parsed. */
  admitWriter?: AdmitWriter;
  /** The form a route that says `oneClickForm` takes; no other route takes a form. */
  oneClickForm?: FormReader;
}

/** The form reader of a route that says `oneClickForm` and was given one; none for any other. */
const formOf = (route: RouteContract, options: HandlerOptions) =>
  route.oneClickForm ? options.oneClickForm : undefined;

type Parsed<R, K extends 'params' | 'query' | 'body'> = R extends {
  readonly [P in K]: infer S extends Schema;
}
  ? z.output<S>
  : undefined;

/** What a handler answers: its response schema's input, or a reply() with a status of its own. */
export type HandlerAnswer<R> = R extends { readonly response: infer S extends Schema }
  ? z.input<S> | Reply
  : unknown;

export interface RequestCtx<R extends RouteContract> {
  event: ApiEvent;
  requestId: string;
  log: Logger;
  /** The signed-in caller; always present on user and admin routes. */
  principal: R['auth'] extends 'user' | 'admin' ? Principal : Principal | null;
  body: R extends { readonly rawBody: true } ? string : Parsed<R, 'body'>;
  query: Parsed<R, 'query'>;
  params: Parsed<R, 'params'>;
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

/**
 * A handler's answer that is a document rather than JSON (a calendar feed): its text as it is, with its
 * own content type. Only for a route with no response schema.
 */
export const textReply = (
  status: number,
  text: string,
  contentType: string,
  headers?: Record<string, string>,
) => reply(status, { text }, { ...headers, 'content-type': contentType, 'x-text-body': '1' });
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
  /** The caller's address (throughTheSite). */
  sourceIp: string;
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

/** 304 Not Modified: no body and no content type, with the version (ETag) the handler names. */
const notModified = (requestId: string, headers: Record<string, string> = {}): ApiResult => {
  const { 'content-type': _type, ...base } = BASE_HEADERS;
  return { statusCode: 304, headers: { ...base, 'x-request-id': requestId, ...headers }, body: '' };
};

/** A request header, whatever its case (API Gateway lower-cases them; a test's event may not). */
export function requestHeader(event: ApiEvent, name: string): string | undefined {
  const lower = name.toLowerCase();
  for (const [key, value] of Object.entries(event.headers ?? {}))
    if (key.toLowerCase() === lower) return value;
  return undefined;
}

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
  if (!parsed.success) throw invalid(`Invalid ${what}`, fieldErrors(parsed.error));
  return parsed.data;
}

function decodeBody(event: ApiEvent, maxBytes: number): string {
  if (event.body === undefined || event.body === null) return '';
  const raw = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  if (Buffer.byteLength(raw, 'utf8') > maxBytes)
    throw invalid('Request body is too large', { _: `The body must be at most ${maxBytes} bytes` });
  return raw;
}

/** JSON, with an optional UTF-8 charset: the only body type the API reads. */
const JSON_MEDIA_TYPE = /^application\/json\s*(;\s*charset\s*=\s*"?utf-8"?\s*)?$/i;

/**
 * A route that reads a body takes JSON only. Browsers send text/plain, form and multipart bodies from
 * any site without asking first (no CORS preflight); refusing every other type means no other site
 * can make a visitor's browser post to the API. The one exception is a route that says `oneClickForm`
 * and is given the reader of that one form (platform/one-click-form.ts).
 */
function requireJson(event: ApiEvent, raw: string, form: FormReader | undefined): void {
  const type = event.headers?.['content-type'] ?? event.headers?.['Content-Type'];
  if (type === undefined && raw === '') return;
  // A route that takes RFC 8058's one-click POST takes its form too (its fields are read in parseInput).
  if (form?.accepts(type)) return;
  if (type === undefined || !JSON_MEDIA_TYPE.test(type.trim()))
    throw new EdgeError(415, 'Send the request body as JSON (Content-Type: application/json).');
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
    throw invalid('The address is not valid', { _: 'Malformed percent-encoding in the address' });
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
    throw invalid('Request body must be valid JSON', { _: 'Malformed JSON' });
  }
  if (malformedText) throw invalid('Request body must be valid Unicode text', { _: 'Malformed text' });
  return body;
}

function bearer(event: ApiEvent): string | undefined {
  const header = event.headers?.authorization ?? event.headers?.Authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

/** What the site's distribution says the viewer's address was (`ip:port`). */
const VIEWER_ADDRESS_HEADER = 'cloudfront-viewer-address';

/**
 * Refuses a request that did not come through the site's distribution (and so past its firewall) when
 * the function knows the distribution's header value, and finds the caller's address: the one the
 * distribution saw (`CloudFront-Viewer-Address`, `ip:port`), since API Gateway sees the distribution.
 * The header is taken off the request, so nothing after this reads or logs it.
 */
const throughTheSite = (): Middleware => ({
  before: (request: Req) => {
    const { event } = request;
    const expected = env().ORIGIN_VERIFY;
    const connection = event.requestContext?.http?.sourceIp ?? '';
    if (!expected) {
      request.context.api.sourceIp = connection;
      return;
    }
    const headers = event.headers ?? {};
    const sent = headers[ORIGIN_VERIFY_HEADER] ?? '';
    delete headers[ORIGIN_VERIFY_HEADER];
    if (!sameSecret(sent, expected)) throw forbidden('Please use the site.');
    request.context.api.sourceIp = viewerAddress(headers[VIEWER_ADDRESS_HEADER]) ?? connection;
  },
});

/** Compares in constant time, so the answer's timing says nothing of the value. */
function sameSecret(sent: string, expected: string): boolean {
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** `203.0.113.7:46532` or `2001:db8::1:46532` → the address without its port. */
export function viewerAddress(header: string | undefined): string | undefined {
  const match = header?.match(/^(.+):\d{1,5}$/);
  return match?.[1] || undefined;
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
      sourceIp: '',
    };
  },
});

/**
 * Verifies the bearer token sent to a route open to anyone that records the caller when signed in
 * (reports, contact, the job board). The verifier loads with the first token, so anonymous requests
 * never pay for it.
 */
async function verifyBearerToken(token: string): Promise<Record<string, unknown>> {
  const { idTokenVerifier } = await import('./tokens.ts');
  return (await idTokenVerifier().verify(token)) as Record<string, unknown>;
}

/**
 * What is refused before anyone is asked who they are: an address that names nothing, a body too
 * large to read, and a body that is not JSON (the 415 that keeps other sites' forms out).
 */
const screenRequest = (route: RouteContract, options: HandlerOptions): Middleware => ({
  before: (request: Req) => {
    const { event } = request;
    requireWellFormedAddress(event);
    const raw = decodeBody(event, route.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES);
    request.context.api.rawBody = raw;
    if (route.rawBody || route.body || raw !== '') requireJson(event, raw, formOf(route, options));
  },
});

/** Decides who the caller is, and refuses those the route's auth level does not admit. */
const authorize = (level: AuthLevel): Middleware => ({
  before: async (request: Req) => {
    request.context.api.principal = null;
    if (level === 'public') return;
    if (level === 'optional') {
      const token = bearer(request.event);
      if (!token) return;
      let claims: Record<string, unknown>;
      try {
        claims = await verifyBearerToken(token);
      } catch {
        throw unauthenticated('Your session has expired. Please sign in again.');
      }
      request.context.api.principal = principalFromClaims(claims);
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

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A signed-in caller's write is admitted by the server's record of the account, not by its token: an
 * account being deleted is refused here, whatever token it holds, and the caller's type becomes the
 * record's. A route whose own answer to a deleting account is the point (asking for the deletion again
 * answers the one running) says `whileDeleting`.
 */
const admitWrites = (route: RouteContract, admit: AdmitWriter | undefined): Middleware => ({
  before: async (request: Req) => {
    const principal = request.context.api.principal;
    if (!admit || !principal || route.whileDeleting) return;
    const method = (request.event.requestContext?.http?.method ?? 'GET').toUpperCase();
    if (READS.has(method)) return;
    request.context.api.principal = await admit(principal);
  },
});

/**
 * Parses and validates the body, query string and path parameters against the route's contract; runs
 * once the caller is admitted, so nobody learns a route's rules without being allowed to call it.
 */
const parseInput = (route: RouteContract, options: HandlerOptions): Middleware => ({
  before: async (request: Req) => {
    const { event } = request;
    const raw = request.context.api.rawBody;
    if (route.rawBody) {
      request.context.api.body = raw;
    } else {
      const type = event.headers?.['content-type'] ?? event.headers?.['Content-Type'];
      const form = formOf(route, options);
      const body = form?.accepts(type) ? await form.read(type!, raw) : parseJson(raw);
      if (!route.body && body !== undefined) throw invalid('This request takes no body');
      request.context.api.body = validate(route.body, body ?? {}, 'request body');
    }
    request.context.api.query = validate(route.query, event.queryStringParameters ?? {}, 'query string');
    request.context.api.params = validate(route.params, event.pathParameters ?? {}, 'path');
  },
});

/** Statuses only the edge answers: the body's media type. */
class EdgeError extends Error {
  readonly status: 415;
  constructor(status: 415, message: string) {
    super(message);
    this.status = status;
    this.name = 'EdgeError';
  }
}

/** The status each kind of domain error is answered with. */
const STATUS: Record<DomainErrorKind, keyof typeof ERROR_CODES> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  rate_limited: 429,
};

interface Refusal {
  status: keyof typeof ERROR_CODES;
  message: string;
  fields?: Record<string, string>;
  headers?: Record<string, string>;
}

function refusalOf(error: DomainError): Refusal {
  const seconds = error.retryAfterSeconds;
  return {
    status: STATUS[error.kind],
    message: error.message,
    ...(error.fields ? { fields: error.fields } : {}),
    // A rate-limited caller learns when the window has room again, in whole seconds, at least one.
    ...(seconds === undefined ? {} : { headers: { 'retry-after': String(Math.max(1, Math.ceil(seconds))) } }),
  };
}

/** The answer to an error the caller may be told about, or undefined for anything unexpected. */
function refusal(error: unknown): Refusal | undefined {
  if (isDomainError(error)) return refusalOf(error);
  if (error instanceof EdgeError) return { status: error.status, message: error.message };
  return undefined;
}

/** Maps typed errors to `{ error, message, fields? }`; anything else is logged and answered 500. */
const errorResponse = (): Middleware => ({
  onError: (request: Req) => {
    const error = request.error;
    const requestId = request.context.api?.requestId ?? request.context.awsRequestId ?? 'unknown';
    const log = request.context.api?.log ?? createLogger({ requestId });
    const known = refusal(error);
    if (known) {
      if (known.status >= 500) log.error('request failed', { error });
      request.response = json(
        known.status,
        {
          error: ERROR_CODES[known.status],
          message: known.message,
          ...(known.fields ? { fields: known.fields } : {}),
        },
        requestId,
        known.headers,
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

/** What a route module exports: a Lambda handler for HTTP API events. */
export type ApiHandler = (event: ApiEvent, context: Context) => Promise<ApiResult>;

/**
 * Wraps a route's logic in the one middleware stack, driven by the route's entry in the table:
 * request id and logging; the address, size and media type screened; the caller authorized, and a
 * signed-in write admitted by the account's record; then the body, query and path parsed against the
 * contract; then the handler, whose answer goes out through
 * the response schema. Errors of every step end in the same JSON shape.
 */
export function httpHandler<R extends RouteContract>(
  route: R,
  fn: (ctx: RequestCtx<R>) => Promise<HandlerAnswer<R>>,
  options: HandlerOptions = {},
): ApiHandler {
  const wrapped = middy<ApiEvent, ApiResult, Error, ApiContext>()
    .use(requestContext())
    .use(metricsFlush())
    .use(throughTheSite())
    .use(screenRequest(route, options))
    .use(authorize(route.auth))
    .use(admitWrites(route, options.admitWriter))
    .use(parseInput(route, options))
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
        sourceIp: api.sourceIp,
      } as RequestCtx<R>;
      const result: unknown = await fn(ctx);
      if (isReply(result)) {
        // Not modified: the browser's copy (its If-None-Match) is current; the answer has no body.
        if (result.status === 304) return notModified(api.requestId, result.headers);
        if (result.headers?.['x-text-body'] && !route.response) {
          const { 'x-text-body': _text, ...headers } = result.headers;
          return {
            statusCode: result.status,
            headers: { ...BASE_HEADERS, 'x-request-id': api.requestId, ...headers },
            body: (result.body as { text: string }).text,
          };
        }
        const body =
          result.body === undefined || !route.response ? result.body : route.response.parse(result.body);
        return json(result.status, body, api.requestId, result.headers);
      }
      const body = route.response ? route.response.parse(result) : result;
      return json(route.status ?? 200, body, api.requestId);
    });
  // The middlewares add `api` to the context before the handler runs; callers pass a plain one.
  return wrapped as unknown as ApiHandler;
}
