/**
 * The site bucket of the local cloud, filled as the deployment fills it on AWS (lib/web.ts): the built
 * site's files, hashed assets cached for a year, everything else checked on every load, and robots.txt
 * naming the sitemap.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { robotsTxt } from '../lambdas/contract/sitemap.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};

function* files(dir: string, prefix = ''): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) yield* files(path.join(dir, entry.name), rel);
    else yield rel;
  }
}

export async function uploadSite(s3: S3Client, bucket: string, outDir: string, siteOrigin: string) {
  const uploads = [...files(outDir)].map((key) => ({
    key,
    body: fs.readFileSync(path.join(outDir, key)),
    type: TYPES[path.extname(key)] ?? 'application/octet-stream',
  }));
  uploads.push({ key: 'robots.txt', body: Buffer.from(robotsTxt(siteOrigin)), type: TYPES['.txt']! });
  for (let i = 0; i < uploads.length; i += 8)
    await Promise.all(
      uploads.slice(i, i + 8).map(({ key, body, type }) =>
        s3.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: key,
            Body: body,
            ContentType: type,
            CacheControl: key.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
          }),
        ),
      ),
    );
  return uploads.length;
}
