/**
 * Agencies' public logos on the local web server, as the site's distribution serves them on AWS (its
 * /logos/* behaviour, lib/web.ts): GET and HEAD of `/logos/<agencyId>/<hash>.<ext>` answered from the
 * uploads bucket's logos/ prefix with the type and cache headers stored on the object. Nothing else
 * of the bucket is reachable: a path is parsed into a public logo's parts (contract/logo-keys.ts) and
 * the key rebuilt from them, so no other prefix, `..` or escape ever reaches S3.
 *
 * A connect-style middleware with no tie to Vite: any Node HTTP server can mount it (local/start.ts
 * mounts it on Vite's dev and preview servers). Requests outside /logos/ go on to `next`.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { GetObjectCommand, HeadObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import {
  LOGO_CACHE_CONTROL,
  LOGO_TYPES,
  parsePublicLogoPath,
  publicLogoKeyOf,
} from '../lambdas/contract/logo-keys.ts';
import { LOGOS_PREFIX } from '../lambdas/contract/uploads-constants.ts';

export interface PublicLogosOptions {
  /** An S3 client for the bucket's endpoint (path-style for s3rver). */
  readonly client: S3Client;
  /** The uploads bucket. */
  readonly bucket: string;
}

export type Next = (error?: unknown) => void;
export type PublicLogosMiddleware = (req: IncomingMessage, res: ServerResponse, next: Next) => void;

const MOUNT = `/${LOGOS_PREFIX}`;

const isMissing = (error: unknown) =>
  ['NotFound', 'NoSuchKey'].includes((error as { name?: string }).name ?? '') ||
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

function answer(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}) {
  res.writeHead(status, {
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    ...headers,
  });
  res.end(text);
}

/** Serves GET and HEAD of /logos/… from the uploads bucket's logos/ prefix; everything else goes on. */
export function publicLogos({ client, bucket }: PublicLogosOptions): PublicLogosMiddleware {
  return (req, res, next) => {
    const target = req.url ?? '/';
    const query = target.indexOf('?');
    const path = query === -1 ? target : target.slice(0, query);
    if (!path.startsWith(MOUNT)) return next();
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return answer(res, 405, 'Method Not Allowed', { allow: 'GET, HEAD' });
    // A dot segment, spelt out or escaped, is refused outright; any other path that is not a logo's is
    // simply not found.
    if (/(^|\/)(\.|%2e){2}(\/|$)/i.test(path)) return answer(res, 400, 'Bad Request');
    const parsed = parsePublicLogoPath(path);
    if (!parsed) return answer(res, 404, 'Not Found');
    const Key = publicLogoKeyOf(parsed);
    void serve(req, res, client, bucket, Key, LOGO_TYPES[parsed.extension]).catch((error: unknown) =>
      res.headersSent ? res.destroy(error as Error) : next(error),
    );
  };
}

async function serve(
  req: IncomingMessage,
  res: ServerResponse,
  client: S3Client,
  Bucket: string,
  Key: string,
  fallbackType: string,
): Promise<void> {
  const head = req.method === 'HEAD';
  let object;
  try {
    object = await client.send(
      head ? new HeadObjectCommand({ Bucket, Key }) : new GetObjectCommand({ Bucket, Key }),
    );
  } catch (error) {
    if (isMissing(error)) return answer(res, 404, 'Not Found');
    throw error;
  }
  const headers: Record<string, string> = {
    'content-type': object.ContentType ?? fallbackType,
    'cache-control': object.CacheControl ?? LOGO_CACHE_CONTROL,
    'x-content-type-options': 'nosniff',
  };
  if (object.ETag) headers.etag = object.ETag;
  if (object.LastModified) headers['last-modified'] = object.LastModified.toUTCString();
  if (object.ETag && req.headers['if-none-match'] === object.ETag) {
    if ('Body' in object) (object.Body as Readable | undefined)?.destroy();
    res.writeHead(304, headers);
    return void res.end();
  }
  if (object.ContentLength !== undefined) headers['content-length'] = String(object.ContentLength);
  res.writeHead(200, headers);
  if (head || !('Body' in object) || !object.Body) return void res.end();
  const body = object.Body as Readable;
  body.on('error', (error) => res.destroy(error));
  (body instanceof Readable ? body : Readable.from(body)).pipe(res);
}
