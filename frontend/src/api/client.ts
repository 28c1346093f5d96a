import addresses from 'virtual:route-addresses';
import { fillPath, tokenPolicy, type HttpMethod } from '@contract/route-address.ts';
import type { RouteAddress, RouteAnswer, RouteId, RouteInput } from '@contract/routes.ts';
import { loadConfig } from '@/config.ts';
import { sessionIdToken } from '@/auth/library.ts';
import { ApiError } from '@/api/errors.ts';
import { signedInAddresses } from '@/api/signedInAddresses.ts';

export { ApiError, readFailureMessage } from '@/api/errors.ts';

/**
 * What a call to a route sends (its path parameters, query and body, typed by its schemas), and a
 * signal. `asVisitor` reads an optional route as a signed-out visitor would, sending no token even
 * when there is a session: a session the server no longer accepts must not hide public content.
 */
export type CallInput<Id extends RouteId> = RouteInput<Id> & { signal?: AbortSignal; asVisitor?: boolean };

/** The input may be left out where the route takes none. */
type CallArgs<Id extends RouteId> =
  object extends RouteInput<Id> ? [input?: CallInput<Id>] : [input: CallInput<Id>];

type Query = Record<string, string | number | undefined>;

interface Request {
  /** The route called, by which demo mode answers it. */
  id: RouteId;
  params: Readonly<Record<string, string>>;
  method: HttpMethod;
  path: string;
  query: Query;
  body: unknown;
  token: ReturnType<typeof tokenPolicy>;
  signal: AbortSignal | undefined;
  /** The version held, sent as If-None-Match: an unchanged answer comes back as 304 with no body. */
  etag?: string | undefined;
}

/** What the server answered, with the version it names (its ETag), or that nothing changed (304). */
interface Answer {
  notModified: boolean;
  json: unknown;
  etag: string | null;
}

/**
 * Calls a route of the table by its id: `call('jobsApply', { params: { jobId }, body })`, the one way
 * the app reaches the API. Its input is typed by the route's schemas and its answer by its response
 * schema; its method, path and auth level come from the table too (the path's parameters filled in,
 * each encoded), and so does whether the signed-in user's token goes along: always on user and admin
 * routes (no session means sign in first), when signed in on optional ones, never on public ones.
 *
 * The answer is not parsed again here: the server checks every answer against the route's response
 * schema before it sends it (and those schemas only drop what they do not name, never change a value),
 * so the first page load does not need the schema library; the addresses come from a virtual module
 * built from the table, without its schemas (those of the routes that need a session apart, loaded with
 * the auth library). Only an error's body is checked, with the contract's
 * schema, loaded then. In demo mode (no API configured) the answer comes from the built-in sample data
 * instead; that module is loaded only then.
 */
export async function call<Id extends RouteId>(id: Id, ...[input]: CallArgs<Id>): Promise<RouteAnswer<Id>> {
  const answer = await send(id, input);
  return answer.json as RouteAnswer<Id>;
}

/**
 * A read that may be unchanged since the version the caller holds (an open thread asking for what is
 * new): `etag` goes as If-None-Match, and the answer says whether anything changed. Unchanged (304), it
 * carries no data and the caller keeps what it has; changed, it carries the data and its new version
 * (null when the server names none, as the demo's answers do).
 */
export type Conditional<T> =
  { notModified: true; etag: string | null } | { notModified: false; data: T; etag: string | null };

export async function callConditional<Id extends RouteId>(
  id: Id,
  input: CallInput<Id> & { etag?: string | null | undefined },
): Promise<Conditional<RouteAnswer<Id>>> {
  const answer = await send(id, input);
  return answer.notModified
    ? { notModified: true, etag: answer.etag }
    : { notModified: false, data: answer.json as RouteAnswer<Id>, etag: answer.etag };
}

const NETWORK_FAILED = 'We could not reach the server. Check your connection and try again.';

/** A route's address: with the client, or, for a route that needs a session, loaded with the auth library. */
async function addressOf(id: RouteId): Promise<RouteAddress> {
  const address =
    addresses[id] ??
    (
      await signedInAddresses().catch((error: unknown) => {
        throw new ApiError(0, 'network', NETWORK_FAILED, { cause: String(error) });
      })
    )[id];
  if (!address) throw new Error(`The route table has no route ${id}`);
  return address;
}

async function send(id: RouteId, input: unknown): Promise<Answer> {
  const [method, path, auth] = await addressOf(id);
  const { params, query, body, signal, asVisitor, etag } = (input ?? {}) as {
    params?: Record<string, string>;
    query?: Query;
    body?: unknown;
    signal?: AbortSignal;
    asVisitor?: boolean;
    etag?: string | null;
  };
  const token = tokenPolicy(auth);
  return request({
    id,
    params: params ?? {},
    method,
    path: fillPath(path, params),
    query: query ?? {},
    body,
    token: asVisitor && token === 'when-signed-in' ? 'never' : token,
    signal,
    etag: etag ?? undefined,
  });
}

async function request({
  id,
  params,
  method,
  path,
  query,
  body,
  token,
  signal,
  etag,
}: Request): Promise<Answer> {
  const config = await loadConfig();
  if (config.demo || !config.apiUrl) {
    const { demoAnswer } = await import('@/demo/answers.ts');
    return { notModified: false, json: await demoAnswer(id, { params, query, body }), etag: null };
  }
  // The API is normally a path on the site itself (/api); a full URL also works.
  const url = new URL(config.apiUrl.replace(/\/$/, '') + path, globalThis.location?.origin);
  for (const [k, v] of Object.entries(query)) if (v !== undefined) url.searchParams.set(k, String(v));
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (etag) headers['if-none-match'] = etag;
  if (token !== 'never') {
    const idToken = await sessionIdToken().catch(() => undefined);
    if (idToken) headers.authorization = `Bearer ${idToken}`;
    else if (token === 'required') throw new ApiError(401, 'unauthenticated', 'Please sign in to continue.');
  }
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      headers,
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      ...(signal ? { signal } : {}),
      // A conditional read is the page's own: the browser's cache must neither answer it nor turn the
      // server's 304 into a stored copy the page would parse as new.
      ...(etag ? { cache: 'no-store' as const } : {}),
    });
  } catch (error) {
    throw new ApiError(0, 'network', NETWORK_FAILED, { cause: String(error) });
  }
  const version = res.headers.get('etag');
  if (res.status === 304) return { notModified: true, json: undefined, etag: version ?? etag ?? null };
  const text = await res.text();
  const json: unknown = text ? safeJson(text) : undefined;
  if (!res.ok) {
    const parsed = await import('@contract/errors.ts').then(
      ({ errorBody }) => errorBody.safeParse(json),
      () => undefined,
    );
    const retryAfter = Number(res.headers.get('retry-after') ?? Number.NaN);
    if (parsed?.success)
      throw new ApiError(
        res.status,
        parsed.data.error,
        parsed.data.message,
        parsed.data.fields,
        Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
      );
    // The API always answers its errors in its JSON shape: a 403 without it is the site's firewall.
    if (res.status === 403) throw new ApiError(403, 'blocked', FIREWALL_BLOCKED);
    throw new ApiError(res.status, 'error', `The server answered ${res.status}.`);
  }
  return { notModified: false, json, etag: version };
}

/** What the site's firewall blocking a request means to the person who sent it. */
export const FIREWALL_BLOCKED =
  'Our security checks stopped this request. Please check what you entered and try again; if it keeps happening, contact support.';

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
