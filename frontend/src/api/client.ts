import type * as z from 'zod/mini';
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

/**
 * Calls the API. The answer is typed with the contract's type (`api<Answer<typeof jobsPage>>(...)`) and not parsed
 * again here: the server checks every answer against the contract's schema before it sends it (and
 * those schemas only drop what they do not name, never change a value), so the first page load does
 * not need the schema library. Only an error's body is checked, with the contract's schema, loaded
 * then. In demo mode (no API configured) the answer comes from the built-in sample data instead; that
 * module is loaded only then.
 */
export async function api<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
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
