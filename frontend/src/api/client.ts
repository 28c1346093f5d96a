import type * as z from 'zod/mini';
import addresses from 'virtual:route-addresses';
import { fillPath, tokenPolicy } from '@contract/route-address.ts';
import type { RouteAnswer, RouteId, RouteInput } from '@contract/routes.ts';
import { loadConfig } from '@/config.ts';
import { sessionIdToken } from '@/auth/library.ts';
import { ApiError } from '@/api/errors.ts';

export { ApiError, readFailureMessage } from '@/api/errors.ts';

/** The answer a contract's response schema describes, to type a call: `api<Answer<typeof jobsPage>>(...)`. */
export type Answer<Schema extends z.ZodMiniType> = z.output<Schema>;

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  /** Send the signed-in user's token: required, or only when there is a session. */
  auth?: 'required' | 'optional' | 'none';
  signal?: AbortSignal;
}

/** What a call to a route sends (its path parameters, query and body, typed by its schemas), and a signal. */
export type CallInput<Id extends RouteId> = RouteInput<Id> & { signal?: AbortSignal };

/** The input may be left out where the route takes none. */
type CallArgs<Id extends RouteId> =
  object extends RouteInput<Id> ? [input?: CallInput<Id>] : [input: CallInput<Id>];

const TOKEN = { required: 'required', 'when-signed-in': 'optional', never: 'none' } as const;

/**
 * Calls a route of the table by its id: `call('jobsApply', { params: { jobId }, body })`. Its input is
 * typed by the route's schemas and its answer by its response schema; its method, path and auth level
 * come from the table too (the path's parameters filled in, each encoded), and so does whether the
 * signed-in user's token goes along: always on user and admin routes, when signed in on optional
 * ones, never on public ones. As with api(), the answer is not parsed again here, and demo mode
 * answers from the sample data.
 */
export async function call<Id extends RouteId>(id: Id, ...[input]: CallArgs<Id>): Promise<RouteAnswer<Id>> {
  const [method, path, auth] = addresses[id];
  const { params, query, body, signal } = (input ?? {}) as {
    params?: Record<string, string>;
    query?: Record<string, string | number | undefined>;
    body?: unknown;
    signal?: AbortSignal;
  };
  return request<RouteAnswer<Id>>(fillPath(path, params), {
    method,
    ...(query !== undefined ? { query } : {}),
    ...(body !== undefined ? { body } : {}),
    auth: TOKEN[tokenPolicy(auth)],
    ...(signal ? { signal } : {}),
  });
}

/**
 * Calls the API by path. The answer is typed with the contract's type (`api<Answer<typeof jobsPage>>(...)`)
 * and not parsed again here: the server checks every answer against the contract's schema before it
 * sends it (and those schemas only drop what they do not name, never change a value), so the first page
 * load does not need the schema library. Only an error's body is checked, with the contract's schema,
 * loaded then. In demo mode (no API configured) the answer comes from the built-in sample data instead;
 * that module is loaded only then.
 */
export function api<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  return request<T>(path, options);
}

async function request<T>(path: string, options: RequestOptions): Promise<T> {
  const config = await loadConfig();
  if (config.demo || !config.apiUrl) {
    const { demoAnswer } = await import('@/demo/answers.ts');
    const json = await demoAnswer(options.method ?? 'GET', path, {
      query: options.query ?? {},
      body: options.body,
    });
    return json as T;
  }
  const url = new URL(config.apiUrl.replace(/\/$/, '') + path);
  for (const [k, v] of Object.entries(options.query ?? {}))
    if (v !== undefined) url.searchParams.set(k, String(v));
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.auth && options.auth !== 'none') {
    const token = await sessionIdToken().catch(() => undefined);
    if (token) headers.authorization = `Bearer ${token}`;
    else if (options.auth === 'required')
      throw new ApiError(401, 'unauthenticated', 'Please sign in to continue.');
  }
  let res: Response;
  try {
    res = await fetch(url, {
      method: options.method ?? 'GET',
      headers,
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (error) {
    throw new ApiError(0, 'network', 'We could not reach the server. Check your connection and try again.', {
      cause: String(error),
    });
  }
  const text = await res.text();
  const json: unknown = text ? safeJson(text) : undefined;
  if (!res.ok) {
    const parsed = await import('@contract/errors.ts').then(
      ({ errorBody }) => errorBody.safeParse(json),
      () => undefined,
    );
    if (parsed?.success)
      throw new ApiError(res.status, parsed.data.error, parsed.data.message, parsed.data.fields);
    throw new ApiError(res.status, 'error', `The server answered ${res.status}.`);
  }
  return json as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
