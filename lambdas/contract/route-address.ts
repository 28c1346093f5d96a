/**
 * Where a route lives and who may call it, without its schemas: what the SPA needs to send a request
 * on its first page load, before (or without) loading the schema library. The route table
 * (routes.ts) is the one declaration; this module only names the shapes and the rules of an address.
 */

/**
 * Where the API lives on the site: every route's path follows it (`/api/jobs`). On AWS it is the HTTP
 * API's stage of that name, reached through the site's distribution (its `/api/*` behaviour); the local
 * cloud's web server passes the same path to its API adapter. One origin: the SPA calls its own site.
 */
export const API_BASE_PATH = '/api';

/**
 * The header the site's distribution adds to every API request, holding a value only it and the
 * functions know (lib/api.ts): a request without it did not come through the site and its firewall.
 */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * - public: anyone; no token is looked at.
 * - optional: anyone; a valid bearer token, when sent, identifies the caller (verified by the edge).
 * - user: a valid Cognito token is required (API Gateway JWT authorizer).
 * - admin: as user, and the caller must be in the admin group (checked by the edge).
 */
export type AuthLevel = 'public' | 'optional' | 'user' | 'admin';

/** A route's method, path (API Gateway syntax, e.g. /jobs/{jobId}) and auth level. */
export type RouteAddress = readonly [method: HttpMethod, path: string, auth: AuthLevel];

/**
 * The path with each `{name}` replaced by its value, percent-encoded, so an id holding `/` or `?`
 * stays one segment. A parameter the path names but the caller left out is a programming error.
 */
export function fillPath(path: string, params: Readonly<Record<string, string>> = {}): string {
  return path.replace(/\{([a-zA-Z]+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(value);
  });
}

/**
 * Whether a call sends the signed-in user's token: user and admin routes need one (no session means
 * sign in first), optional routes send one when there is a session, public routes never do.
 */
export function tokenPolicy(auth: AuthLevel): 'required' | 'when-signed-in' | 'never' {
  if (auth === 'user' || auth === 'admin') return 'required';
  return auth === 'optional' ? 'when-signed-in' : 'never';
}
