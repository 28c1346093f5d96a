import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import {
  parsePublicLogoKey,
  parsePublicLogoPath,
  publicLogoFolderOf,
  publicLogoKeyOf,
  publicLogoKeyOfPath,
  publicLogoPathOf,
} from '../../lambdas/contract/logo-keys.ts';
import { publicLogos } from '../../local/public-logos.ts';

const AGENCY = '5d0c8a52-8a55-4b7e-9f62-2a4d3c1b0e9d';
const KEY = `logos/${AGENCY}/0123456789abcdef.png`;

describe('public logo keys', () => {
  it('builds and parses logos/<agencyId>/<hash>.<ext>, and its site path', () => {
    const parts = { agencyId: AGENCY, hash: '0123456789abcdef', extension: 'png' as const };
    expect(publicLogoKeyOf(parts)).toBe(KEY);
    expect(publicLogoPathOf(parts)).toBe(`/${KEY}`);
    expect(parsePublicLogoKey(KEY)).toEqual(parts);
    expect(parsePublicLogoPath(`/${KEY}`)).toEqual(parts);
    expect(publicLogoKeyOfPath(`/${KEY}`)).toBe(KEY);
    expect(publicLogoFolderOf(AGENCY)).toBe(`logos/${AGENCY}/`);
  });

  it.each([
    'logos/../files/x/0123456789abcdef.png',
    `logos/${AGENCY}/../0123456789abcdef.png`,
    `logos/${AGENCY}/0123456789ABCDEF.png`,
    `logos/${AGENCY}/0123456789abcde.png`,
    `logos/${AGENCY}/0123456789abcdef.gif`,
    `logos/${AGENCY}/0123456789abcdef.png.exe`,
    `logos/${AGENCY}/sub/0123456789abcdef.png`,
    `files/agencies/${AGENCY}/agency-logo/0123456789abcdef.png`,
    `logos/a.b/0123456789abcdef.png`,
    `logos/${AGENCY}%2f0123456789abcdef.png`,
  ])('refuses %s', (key) => {
    expect(parsePublicLogoKey(key)).toBeNull();
    expect(parsePublicLogoPath(`/${key}`)).toBeNull();
  });

  it('takes a site path only from the root, and throws on bad parts it is asked to build', () => {
    expect(parsePublicLogoPath(KEY)).toBeNull();
    expect(publicLogoKeyOfPath(null)).toBeNull();
    expect(publicLogoKeyOfPath('https://elsewhere.example/logos/x.png')).toBeNull();
    expect(() => publicLogoKeyOf({ agencyId: '..', hash: '0123456789abcdef', extension: 'png' })).toThrow();
    expect(() => publicLogoFolderOf('../files')).toThrow();
  });
});

describe('the local server of public logos', () => {
  const s3 = mockClient(S3Client);
  const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
  let server: http.Server;
  let origin: string;
  let passedOn: string[] = [];

  beforeAll(async () => {
    const middleware = publicLogos({ client: new S3Client({ region: 'eu-west-2' }), bucket: 'uploads' });
    server = http.createServer((req, res) =>
      middleware(req, res, (error) => {
        passedOn.push(req.url!);
        res.writeHead(error ? 500 : 200, { 'content-type': 'text/html' });
        res.end('<!doctype html><title>the app</title>');
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    s3.restore();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    s3.reset();
    passedOn = [];
    const stored = {
      ContentType: 'image/png',
      CacheControl: 'public, max-age=31536000, immutable',
      ContentLength: PNG.length,
      ETag: '"abc"',
      LastModified: new Date('2026-01-01T00:00:00Z'),
    };
    const missing = Object.assign(new Error('missing'), { name: 'NoSuchKey' });
    s3.on(GetObjectCommand).rejects(missing);
    s3.on(HeadObjectCommand).rejects(Object.assign(new Error('missing'), { name: 'NotFound' }));
    s3.on(GetObjectCommand, { Bucket: 'uploads', Key: KEY }).callsFake(() => ({
      ...stored,
      Body: Readable.from([PNG]) as never,
    }));
    s3.on(HeadObjectCommand, { Bucket: 'uploads', Key: KEY }).resolves(stored);
  });

  it('answers a stored logo with its type and cache headers', async () => {
    const res = await fetch(`${origin}/${KEY}?v=1`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('etag')).toBe('"abc"');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(PNG);
    const head = await fetch(`${origin}/${KEY}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(PNG.length));
    const again = await fetch(`${origin}/${KEY}`, { headers: { 'if-none-match': '"abc"' } });
    expect(again.status).toBe(304);
  });

  it('answers 404 for a logo that is not stored, and for a path that is no logo', async () => {
    expect((await fetch(`${origin}/logos/${AGENCY}/fedcba9876543210.png`)).status).toBe(404);
    expect((await fetch(`${origin}/logos/${AGENCY}/fedcba9876543210.png`, { method: 'HEAD' })).status).toBe(
      404,
    );
    expect((await fetch(`${origin}/logos/${AGENCY}/logo.png`)).status).toBe(404);
    expect((await fetch(`${origin}/logos/`)).status).toBe(404);
  });

  it('never reaches another prefix of the bucket', async () => {
    // Sent as written: a URL would resolve its dot segments before sending.
    const { port } = server.address() as AddressInfo;
    const raw = (path: string) =>
      new Promise<number>((resolve, reject) =>
        http
          .get({ host: '127.0.0.1', port, path }, (res) => (res.resume(), resolve(res.statusCode!)))
          .on('error', reject),
      );
    expect(await raw(`/logos/../files/agencies/${AGENCY}/agency-logo/x`)).toBe(400);
    expect(await raw(`/logos/%2e%2e/files/agencies/${AGENCY}/agency-logo/x`)).toBe(400);
    expect(await raw(`/logos/${AGENCY}/%2e%2e/%2e%2e/exports/x.zip`)).toBe(400);
    expect(await raw(`/logos/${AGENCY}%2f0123456789abcdef.png`)).toBe(404);
    const reads = [...s3.commandCalls(GetObjectCommand), ...s3.commandCalls(HeadObjectCommand)];
    expect(reads).toHaveLength(0);
  });

  it('refuses other methods, and passes everything outside /logos/ on', async () => {
    const post = await fetch(`${origin}/${KEY}`, { method: 'POST', body: 'x' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
    expect((await fetch(`${origin}/files/x`)).status).toBe(200);
    expect((await fetch(`${origin}/logosX/${AGENCY}/0123456789abcdef.png`)).status).toBe(200);
    expect(passedOn).toEqual(['/files/x', `/logosX/${AGENCY}/0123456789abcdef.png`]);
    expect(s3.calls()).toHaveLength(0);
  });
});
