import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { CREDENTIALS, IDS } from '../../local/config.ts';
import { MAX_UPLOAD_BYTES } from '../../lambdas/contract/uploads.ts';
import { sharedLocalCloud, type LocalCloud } from './cloud.ts';

/**
 * The local S3 checks every presigned POST as S3 does before storing anything. Each test gets a real
 * presigned POST from the API as a signed-up nanny, then posts to the local S3 as an attacker would:
 * too large, another type, an expired policy, another key, a bad signature, a field the policy does
 * not name. Each is refused with S3's error and nothing is stored; a correct upload still is.
 */
let cloud: LocalCloud;
let token: string;
let s3: S3Client;
let S3_URL: string;
/** The SPA's origin, as the bucket's CORS rule names it. */
let APP_ORIGIN: string;

beforeAll(async () => {
  cloud = await sharedLocalCloud();
  S3_URL = cloud.s3;
  APP_ORIGIN = cloud.site;
  s3 = new S3Client({
    endpoint: S3_URL,
    region: 'eu-west-2',
    forcePathStyle: true,
    credentials: CREDENTIALS,
  });
  token = (await cloud.newUser('nanny', 'policy')).token;
}, 90_000);
afterAll(async () => {
  s3.destroy();
  await cloud?.stop();
});

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

interface Presigned {
  url: string;
  key: string;
  fields: Record<string, string>;
}

/** A presigned POST for a profile photo, from the API. */
async function presign(): Promise<Presigned> {
  const target = await cloud.call('POST', '/uploads', token, {
    purpose: 'nanny-photo',
    fileName: 'me.png',
    contentType: 'image/png',
    size: PNG.length,
  });
  expect(target.status).toBe(200);
  return target.body as Presigned;
}

interface S3Answer {
  status: number;
  code: string | undefined;
  message: string | undefined;
  xml: string;
  headers: Headers;
}

const unescapeXml = (text: string | undefined) =>
  text
    ?.replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** Posts a form to the local S3 as a browser does: the fields in order, then the file. */
async function postForm(
  url: string,
  fields: Record<string, string> | Array<[string, string]>,
  file: { bytes: Buffer; type: string; name?: string },
  headers: Record<string, string> = {},
): Promise<S3Answer> {
  const form = new FormData();
  for (const [name, value] of Array.isArray(fields) ? fields : Object.entries(fields))
    form.append(name, value);
  form.append('file', new Blob([file.bytes], { type: file.type }), file.name ?? 'me.png');
  const res = await fetch(url, { method: 'POST', body: form, headers });
  const xml = await res.text();
  return {
    status: res.status,
    code: /<Code>([^<]*)<\/Code>/.exec(xml)?.[1],
    message: unescapeXml(/<Message>([^<]*)<\/Message>/.exec(xml)?.[1]),
    xml,
    headers: res.headers,
  };
}

/** The status S3 answers a HEAD of the key with, through the SDK: 200 if stored, 404 if not. */
async function headStatus(key: string): Promise<number | undefined> {
  try {
    return (await s3.send(new HeadObjectCommand({ Bucket: IDS.uploadsBucket, Key: key }))).$metadata
      .httpStatusCode;
  } catch (error) {
    return (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  }
}

const hmac = (key: Buffer, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();

/**
 * The fields with the policy changed and signed again, correctly, with the local secret: AWS Signature
 * V4 over the base64 policy, with the key for the credential's date and region.
 */
function resigned(
  fields: Record<string, string>,
  change: (policy: { expiration: string; conditions: unknown[] }) => void,
): Record<string, string> {
  const policy = JSON.parse(Buffer.from(fields.Policy!, 'base64').toString('utf8')) as {
    expiration: string;
    conditions: unknown[];
  };
  change(policy);
  const encoded = Buffer.from(JSON.stringify(policy), 'utf8').toString('base64');
  const [, date, region] = fields['X-Amz-Credential']!.split('/') as [string, string, string];
  let key = Buffer.from(`AWS4${CREDENTIALS.secretAccessKey}`, 'utf8');
  for (const part of [date, region, 's3', 'aws4_request']) key = hmac(key, part);
  return { ...fields, Policy: encoded, 'X-Amz-Signature': hmac(key, encoded).toString('hex') };
}

describe('the local S3 checks presigned POSTs as S3 does', () => {
  it('stores a correct upload, answers the SPA with its CORS headers, and the server accepts the file', async () => {
    const target = await presign();
    expect(await headStatus(target.key)).toBe(404);
    const stored = await postForm(
      target.url,
      target.fields,
      { bytes: PNG, type: 'image/png' },
      { origin: APP_ORIGIN },
    );
    expect(stored.status).toBe(204);
    expect(stored.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    const head = await s3.send(new HeadObjectCommand({ Bucket: IDS.uploadsBucket, Key: target.key }));
    expect(head.ContentLength).toBe(PNG.length);
    expect(head.ContentType).toBe('image/png');
    const check = await cloud.call('POST', '/uploads/check', token, {
      key: target.key,
      purpose: 'nanny-photo',
    });
    expect(check.status).toBe(200);

    // The SPA's own path (cloud.upload throws unless the store accepts the POST) still works end to end.
    expect((await cloud.upload(token, 'nanny-photo', 'me.png', 'image/png', PNG)).check.status).toBe(200);
  });

  it('refuses a 6 MB file with EntityTooLarge, and stores nothing', async () => {
    const target = await presign();
    const answer = await postForm(target.url, target.fields, {
      bytes: Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024 - PNG.length)]),
      type: 'image/png',
    });
    expect(answer.status).toBe(400);
    expect(answer.code).toBe('EntityTooLarge');
    expect(answer.xml).toContain(`<ProposedSize>${6 * 1024 * 1024}</ProposedSize>`);
    expect(answer.xml).toContain(`<MaxSizeAllowed>${MAX_UPLOAD_BYTES}</MaxSizeAllowed>`);
    expect(await headStatus(target.key)).toBe(404);
  });

  it('refuses an empty file with EntityTooSmall, and stores nothing', async () => {
    const target = await presign();
    const answer = await postForm(target.url, target.fields, { bytes: Buffer.alloc(0), type: 'image/png' });
    expect(answer.status).toBe(400);
    expect(answer.code).toBe('EntityTooSmall');
    expect(await headStatus(target.key)).toBe(404);
  });

  it('refuses another content type than the policy names, and stores nothing', async () => {
    const target = await presign();
    const answer = await postForm(
      target.url,
      { ...target.fields, 'Content-Type': 'text/html' },
      { bytes: Buffer.from('<script>alert(1)</script>'), type: 'text/html', name: 'me.html' },
      { origin: APP_ORIGIN },
    );
    expect(answer.status).toBe(403);
    expect(answer.code).toBe('AccessDenied');
    expect(answer.message).toBe(
      'Invalid according to Policy: Policy Condition failed: ["eq", "$Content-Type", "image/png"]',
    );
    // The refusal carries the bucket's CORS headers, so the page can read it.
    expect(answer.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    expect(answer.headers.get('content-type')).toBe('application/xml');
    expect(await headStatus(target.key)).toBe(404);
  });

  it('refuses an expired policy, even one correctly signed, and stores nothing', async () => {
    // The re-signing is right: the same policy with a later expiration is accepted.
    const control = await presign();
    const later = resigned(control.fields, (policy) => {
      policy.expiration = new Date(Date.now() + 60 * 60_000).toISOString();
    });
    expect(later.Policy).not.toBe(control.fields.Policy);
    expect((await postForm(control.url, later, { bytes: PNG, type: 'image/png' })).status).toBe(204);
    expect(await headStatus(control.key)).toBe(200);

    const target = await presign();
    const expired = resigned(target.fields, (policy) => {
      policy.expiration = new Date(Date.now() - 60_000).toISOString();
    });
    const answer = await postForm(target.url, expired, { bytes: PNG, type: 'image/png' });
    expect(answer.status).toBe(403);
    expect(answer.code).toBe('AccessDenied');
    expect(answer.message).toBe('Invalid according to Policy: Policy expired.');
    expect(await headStatus(target.key)).toBe(404);
  });

  it('refuses a changed key, within the uploader’s own prefix or outside it, and stores nothing', async () => {
    const target = await presign();
    const ownPrefix = target.key.slice(0, target.key.lastIndexOf('/') + 1);
    for (const key of [`${ownPrefix}another-object`, 'files/someone-else/nanny-photo/their-photo']) {
      const answer = await postForm(target.url, { ...target.fields, key }, { bytes: PNG, type: 'image/png' });
      expect(answer.status).toBe(403);
      expect(answer.code).toBe('AccessDenied');
      expect(answer.message).toBe(
        `Invalid according to Policy: Policy Condition failed: ["eq", "$key", "${target.key}"]`,
      );
      expect(await headStatus(key)).toBe(404);
    }
    // The key the policy names and another after it: a form field given twice is refused.
    const twice = await postForm(
      target.url,
      [...Object.entries(target.fields), ['key', `${ownPrefix}another-object`]],
      { bytes: PNG, type: 'image/png' },
    );
    expect(twice.status).toBe(400);
    expect(twice.code).toBe('InvalidArgument');
    expect(await headStatus(`${ownPrefix}another-object`)).toBe(404);
    expect(await headStatus(target.key)).toBe(404);
  });

  it('refuses a bad signature (zeroed, or made with another secret), and stores nothing', async () => {
    const target = await presign();
    const zeroed = await postForm(
      target.url,
      { ...target.fields, 'X-Amz-Signature': '0'.repeat(64) },
      { bytes: PNG, type: 'image/png' },
    );
    expect(zeroed.status).toBe(403);
    expect(zeroed.code).toBe('SignatureDoesNotMatch');

    // A policy loosened (to 6 MB of anything) and signed with a guessed secret.
    const policy = JSON.parse(Buffer.from(target.fields.Policy!, 'base64').toString('utf8')) as {
      conditions: unknown[];
    };
    policy.conditions = policy.conditions.filter((c) => !Array.isArray(c));
    const loosened = Buffer.from(JSON.stringify(policy), 'utf8').toString('base64');
    const [, date, region] = target.fields['X-Amz-Credential']!.split('/') as [string, string, string];
    let key = Buffer.from('AWS4guessed-secret', 'utf8');
    for (const part of [date, region, 's3', 'aws4_request']) key = hmac(key, part);
    const forged = await postForm(
      target.url,
      { ...target.fields, Policy: loosened, 'X-Amz-Signature': hmac(key, loosened).toString('hex') },
      { bytes: Buffer.alloc(6 * 1024 * 1024), type: 'image/png' },
    );
    expect(forged.status).toBe(403);
    expect(forged.code).toBe('SignatureDoesNotMatch');
    expect(await headStatus(target.key)).toBe(404);
  });

  it('refuses a form field the policy does not name, and takes x-ignore- fields', async () => {
    const target = await presign();
    const extra = await postForm(
      target.url,
      { ...target.fields, 'x-amz-meta-owner': 'someone-else' },
      { bytes: PNG, type: 'image/png' },
    );
    expect(extra.status).toBe(403);
    expect(extra.code).toBe('AccessDenied');
    expect(extra.message).toBe('Invalid according to Policy: Extra input fields: x-amz-meta-owner');
    expect(await headStatus(target.key)).toBe(404);

    const ignored = await postForm(
      target.url,
      { ...target.fields, 'x-ignore-note': 'anything' },
      { bytes: PNG, type: 'image/png' },
    );
    expect(ignored.status).toBe(204);
    expect(await headStatus(target.key)).toBe(200);
  });

  it('refuses a form without a policy (the bucket is not public), and stores nothing', async () => {
    const key = `pending/anonymous/nanny-photo/${Date.now()}`;
    const answer = await postForm(
      `${S3_URL}/${IDS.uploadsBucket}`,
      { key, 'Content-Type': 'image/png' },
      { bytes: PNG, type: 'image/png' },
    );
    expect(answer.status).toBe(403);
    expect(answer.code).toBe('AccessDenied');
    expect(await headStatus(key)).toBe(404);
  });

  it('passes the SDK’s own calls and CORS preflights through to the store', async () => {
    const key = `files/sdk-check/${Date.now()}.txt`;
    await s3.send(new PutObjectCommand({ Bucket: IDS.uploadsBucket, Key: key, Body: 'hello, store' }));
    const object = await s3.send(new GetObjectCommand({ Bucket: IDS.uploadsBucket, Key: key }));
    expect(await object.Body!.transformToString()).toBe('hello, store');
    await s3.send(new DeleteObjectCommand({ Bucket: IDS.uploadsBucket, Key: key }));
    expect(await headStatus(key)).toBe(404);

    const preflight = await fetch(`${S3_URL}/${IDS.uploadsBucket}`, {
      method: 'OPTIONS',
      headers: { origin: APP_ORIGIN, 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
  });
});
