/**
 * The site as the CDN serves it, on loopback: each address is mapped to a file of the site bucket by the
 * same function the CloudFront Function runs (lambdas/contract/site-paths.ts), the file is read from the
 * local S3, an address that names nothing answers the 404 page with HTTP 404, and text is compressed as
 * CloudFront compresses it. Beside it, `/config.json` (written by the deployment on AWS), and more
 * handlers (the API and the public logos).
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { GetObjectCommand, NoSuchKey, type S3Client } from '@aws-sdk/client-s3';
import { NOT_FOUND_PAGE, siteObject } from '../lambdas/contract/site-paths.ts';

type Handler = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

export interface SiteServerOptions {
  host: string;
  port: number;
  s3: S3Client;
  bucket: string;
  /** The SPA's runtime configuration, answered at /config.json. */
  config: object;
  /** Handlers asked first, in order (connect-style). */
  handlers?: Handler[];
}

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml)|image\/svg\+xml)/;

/** A file of the site bucket: what its answer carries. */
interface Stored {
  body: Buffer;
  contentType: string;
  cacheControl: string | undefined;
  etag: string | undefined;
}

/**
 * A file of the site bucket, or null when there is none. s3rver writes a file in place: read while the
 * renderer rewrites it, it can come back short, or the read can abort (S3 replaces an object whole), so
 * it is read again.
 */
async function read(s3: S3Client, bucket: string, objectPath: string, attempt = 1): Promise<Stored | null> {
  const again = async () => {
    await new Promise((resolve) => setTimeout(resolve, 25 * attempt));
    return read(s3, bucket, objectPath, attempt + 1);
  };
  try {
    const answer = await s3.send(
      new GetObjectCommand({ Bucket: bucket, Key: objectPath.replace(/^\//, '') }),
    );
    const body = Buffer.from(await answer.Body!.transformToByteArray());
    if ((body.length === 0 || body.length !== answer.ContentLength) && attempt < 5) return again();
    return {
      body,
      contentType: answer.ContentType ?? 'application/octet-stream',
      cacheControl: answer.CacheControl,
      etag: answer.ETag,
    };
  } catch (error) {
    if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
    if (attempt < 5) return again();
    throw error;
  }
}

export async function startSiteServer(options: SiteServerOptions): Promise<http.Server> {
  const config = JSON.stringify(options.config);
  const serve = async (req: IncomingMessage, res: ServerResponse) => {
    const address = new URL(req.url ?? '/', 'http://site');
    const pathname = decodeURIComponent(address.pathname);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    if (pathname === '/config.json') {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(req.method === 'HEAD' ? undefined : config);
      return;
    }
    let status = 200;
    let found = pathname.includes('\0')
      ? null
      : await read(options.s3, options.bucket, siteObject(pathname, address.search.length > 1));
    if (!found) {
      status = 404;
      found = await read(options.s3, options.bucket, NOT_FOUND_PAGE);
      if (!found) {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
        return;
      }
    }
    if (status === 200 && found.etag && req.headers['if-none-match'] === found.etag) {
      res.writeHead(304, { etag: found.etag }).end();
      return;
    }
    const gzip =
      COMPRESSIBLE.test(found.contentType) && /\bgzip\b/.test(String(req.headers['accept-encoding']));
    const body = gzip ? gzipSync(found.body) : found.body;
    res.writeHead(status, {
      'content-type': found.contentType,
      'content-length': body.length,
      ...(found.cacheControl && status === 200 ? { 'cache-control': found.cacheControl } : {}),
      ...(found.etag && status === 200 ? { etag: found.etag } : {}),
      ...(gzip ? { 'content-encoding': 'gzip', vary: 'Accept-Encoding' } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  };
  const server = http.createServer((req, res) => {
    const handlers = options.handlers ?? [];
    const next = (i: number) => {
      if (i < handlers.length) return handlers[i]!(req, res, () => next(i + 1));
      serve(req, res).catch((error: unknown) => {
        console.error('[site] serving', req.url, 'failed:', error);
        if (!res.headersSent) res.writeHead(500);
        res.end();
      });
    };
    next(0);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return server;
}
