/**
 * The API on the local web server's own origin, as the site's distribution serves it on AWS (its
 * `/api/*` behaviour, lib/web.ts): every request under the API's path is passed to the local API
 * adapter as it came (method, path, query, headers, body) and its answer passed back as it went, with
 * nothing cached. A connect-style middleware: the production-build site server mounts it (Vite's dev
 * server has its own proxy for the same path). Other requests go on to `next`.
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';

export interface ApiProxyOptions {
  /** The API adapter's origin, e.g. http://127.0.0.1:3001. */
  readonly target: string;
  /** The API's path on the site (API_BASE_PATH). */
  readonly basePath: string;
}

type Next = (error?: unknown) => void;

export function apiProxy({ target, basePath }: ApiProxyOptions) {
  const upstream = new URL(target);
  return (req: IncomingMessage, res: ServerResponse, next: Next): void => {
    const url = req.url ?? '/';
    // `/api/…` only, as the distribution's `/api/*`.
    if (!url.startsWith(`${basePath}/`)) return next();
    const forward = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: url,
        // CloudFront keeps the viewer's headers but not Host (API Gateway answers to its own name).
        headers: { ...req.headers, host: upstream.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => {
      if (!res.headersSent) {
        res.writeHead(502, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: 'bad_gateway', message: 'The API did not answer.' }));
      } else res.destroy();
    });
    req.pipe(forward);
  };
}
