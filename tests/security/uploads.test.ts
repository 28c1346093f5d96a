import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { OutboxStream } from '../handler/outbox-stream.ts';
import { mockClient } from 'aws-sdk-client-mock';
import {
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import cfb from 'cfb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  MAX_UPLOAD_BYTES,
  UPLOAD_MESSAGES,
  UPLOAD_PURPOSES,
  UPLOAD_TYPES,
  type UploadPurpose,
} from '../../lambdas/contract/uploads.ts';
import type { ApiHandler } from '../../lambdas/platform/http.ts';
import { apiEvent, lambdaContext } from '../handler/event.ts';
import { jobDetails, nannyProfile } from './requests.ts';

/**
 * The server-side confirmation of uploads, for every purpose. The upload policy limits size and the
 * declared type, but the declared type is the browser's word: the check on the stored bytes is what
 * refuses a spoofed type (and, should anything reach storage past the policy, an oversized or empty
 * object), and deletes it. Run through the real handlers
 * with S3 as an in-memory bucket: the check route, and every route that attaches an upload.
 */
const BUCKET = 'uploads-under-test';
const bucket = new Map<string, Buffer>();
const s3 = mockClient(S3Client);
const ddb = mockClient(DynamoDBDocumentClient);
const ses = mockClient(SESv2Client);
type Item = Record<string, unknown>;
const table = new Map<string, Item>();
const keyOf = (key: Item | undefined) => `${String(key?.pk)}|${String(key?.sk)}`;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);
const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>',
);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0'), Buffer.alloc(200)]);
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

const isImage = (purpose: UploadPurpose) =>
  (UPLOAD_TYPES[purpose] as readonly string[]).includes('image/png');
/** A file of the right kind for the purpose. */
const good = (purpose: UploadPurpose) => (isImage(purpose) ? PNG : PDF);
/** Files whose bytes are not what the purpose allows, whatever type the browser declared for them. */
const takesBoth = (purpose: UploadPurpose) =>
  isImage(purpose) && (UPLOAD_TYPES[purpose] as readonly string[]).includes('application/pdf');
const spoofs = (purpose: UploadPurpose): Array<[string, Buffer]> => [
  // Evidence for a check may be a photo or a scan (PNG and PDF are both right): the rest still apply.
  ...(takesBoth(purpose)
    ? []
    : isImage(purpose)
      ? ([['a PDF declared image/png', PDF]] as Array<[string, Buffer]>)
      : ([['a PNG declared application/pdf', PNG]] as Array<[string, Buffer]>)),
  ['an HTML page declared ' + UPLOAD_TYPES[purpose][0], HTML],
  ['an SVG with a script', SVG],
  ['a Windows executable', EXE],
  ['a GIF', GIF],
];

const USERS = { nanny: 'up-nanny-0001', family: 'up-family-0001', agency: 'up-agency-0001' } as const;
const claimsOf = (type: keyof typeof USERS) => ({
  sub: USERS[type],
  email: `${type}@demo.local`,
  name: `Upload ${type}`,
  'custom:user_type': type,
});
let pendingCount = 0;
/** Stores bytes where an upload for the purpose would land, and returns the key. */
function stored(type: keyof typeof USERS, purpose: UploadPurpose, bytes: Buffer) {
  const key = `pending/${USERS[type]}/${purpose}/upload-${++pendingCount}`;
  bucket.set(key, bytes);
  return key;
}

const handlers = {} as Record<
  'check' | 'saveNanny' | 'familyJob' | 'saveAgency' | 'apply' | 'requestCheck',
  ApiHandler
>;
/** The outbox deliverer: the emails a handler owes are sent from the table's stream. */
let deliverOutbox: (event: DynamoDBStreamEvent) => Promise<DynamoDBBatchResponse>;
let jobId: string;

function fakeAws() {
  s3.on(HeadObjectCommand).callsFake(({ Key }: { Key: string }) => {
    const bytes = bucket.get(Key);
    if (!bytes) throw new NotFound({ message: 'Not Found', $metadata: { httpStatusCode: 404 } });
    return { ContentLength: bytes.length };
  });
  s3.on(GetObjectCommand).callsFake(({ Key, Range }: { Key: string; Range?: string }) => {
    const bytes = bucket.get(Key);
    if (!bytes) throw new NoSuchKey({ message: 'No such key', $metadata: { httpStatusCode: 404 } });
    const [, from, to] = Range?.match(/bytes=(\d+)-(\d+)/) ?? [];
    const part = from ? bytes.subarray(Number(from), Number(to) + 1) : bytes;
    return { Body: { transformToByteArray: async () => new Uint8Array(part) } };
  });
  s3.on(CopyObjectCommand).callsFake(({ Key, CopySource }: { Key: string; CopySource: string }) => {
    const bytes = bucket.get(CopySource.slice(BUCKET.length + 1));
    if (!bytes) throw new NoSuchKey({ message: 'No such key', $metadata: { httpStatusCode: 404 } });
    bucket.set(Key, bytes);
    return {};
  });
  s3.on(DeleteObjectCommand).callsFake(({ Key }: { Key: string }) => (bucket.delete(Key), {}));
  s3.on(PutObjectCommand).callsFake(({ Key, Body }: { Key: string; Body: Buffer | string }) => {
    bucket.set(Key, Buffer.from(Body));
    return {};
  });
  ddb.on(GetCommand).callsFake(({ Key }: { Key: Item }) => {
    const item = table.get(keyOf(Key));
    return item ? { Item: structuredClone(item) } : {};
  });
  ddb.on(QueryCommand).resolves({ Items: [], Count: 0 });
  ddb.on(UpdateCommand).resolves({});
  ddb.on(PutCommand).resolves({});
  ddb.on(TransactWriteCommand).resolves({});
  ses.on(SendEmailCommand).resolves({ MessageId: 'm' });
}

beforeAll(async () => {
  for (const [name, value] of Object.entries({
    STAGE: 'test',
    AWS_REGION: 'eu-west-2',
    AWS_ACCESS_KEY_ID: 'TEST',
    AWS_SECRET_ACCESS_KEY: 'TEST',
    TABLE_NAME: 'uploads-table',
    UPLOADS_BUCKET: BUCKET,
    EMAIL_FROM: 'Test <no-reply@example.com>',
    SITE_ORIGIN: 'http://localhost:5173',
    // The outbox signs each notification's one-click stop link as it sends it.
    LINK_SIGNING_KEY: 'uploads-test-link-signing-key-0123456789',
    STRIPE_SECRET_KEY: 'sk_test_uploads',
    STRIPE_WEBHOOK_SECRET: 'whsec_uploads',
    // Stripe is never reached: every request here is refused before the checkout is opened.
    STRIPE_API_BASE: 'http://127.0.0.1:9',
  }))
    vi.stubEnv(name, value);
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  fakeAws();
  // The demo nanny (with a profile, so she may apply) and a published job, as the local cloud seeds them.
  const record = (item: Item | undefined) => item && table.set(keyOf(item), structuredClone(item));
  ddb.on(PutCommand).callsFake(({ Item }: { Item?: Item }) => (record(Item), {}));
  ddb
    .on(TransactWriteCommand)
    .callsFake(({ TransactItems }: { TransactItems?: Array<{ Put?: { Item?: Item } }> }) => {
      for (const t of TransactItems ?? []) record(t.Put?.Item);
      return {};
    });
  const { seedNannies } = await import('../../local/seed-nannies.ts');
  const { seedAgency } = await import('../../local/seed-agency.ts');
  await seedNannies(USERS.nanny);
  // The agency's demo jobs are published as they are written (family ones are published by an update).
  await seedAgency('someone-else', 'agency@demo.local');
  const published = [...table.values()].find((i) => i.sk === 'JOB' && i.active && i.paymentConfirmed);
  expect(published, 'the seeds wrote a published job').toBeDefined();
  jobId = String(published!.id);
  handlers.check = (await import('../../lambdas/http/uploads/check.ts')).handler;
  handlers.saveNanny = (await import('../../lambdas/http/nannies/save.ts')).handler;
  handlers.familyJob = (await import('../../lambdas/http/jobs/create-family.ts')).handler;
  handlers.saveAgency = (await import('../../lambdas/http/agency/save.ts')).handler;
  handlers.apply = (await import('../../lambdas/http/jobs/apply.ts')).handler;
  handlers.requestCheck = (await import('../../lambdas/http/verification/request.ts')).handler;
  deliverOutbox = (await import('../../lambdas/streams/outbox.ts')).handler;
});

beforeEach(() => {
  ddb.reset();
  s3.reset();
  ses.reset();
  fakeAws();
  for (const key of [...bucket.keys()]) if (!key.startsWith('files/nannies/seed-')) bucket.delete(key);
});
afterAll(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

async function send(
  handler: ApiHandler,
  type: keyof typeof USERS,
  method: string,
  body: unknown,
  params?: Record<string, string>,
) {
  const res = await handler(
    apiEvent({
      method,
      path: '/',
      body: JSON.stringify(body),
      claims: claimsOf(type),
      ...(params ? { params } : {}),
    }),
    lambdaContext,
  );
  return { status: res.statusCode ?? 200, body: JSON.parse(res.body || 'null') as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

const uploaderOf = (purpose: UploadPurpose): keyof typeof USERS =>
  purpose.startsWith('nanny') || purpose === 'application-cv'
    ? 'nanny'
    : purpose === 'agency-logo'
      ? 'agency'
      : 'family';

/** Nothing of a refused request stays: no DynamoDB data write, no email, no object under files/. */
function expectNothingKept() {
  const writes = ddb
    .calls()
    .map((c) => c.args[0] as { constructor: { name: string }; input: { Key?: Item } })
    .filter(
      (c) =>
        ['PutCommand', 'TransactWriteCommand', 'DeleteCommand', 'BatchWriteCommand'].includes(
          c.constructor.name,
        ) ||
        (c.constructor.name === 'UpdateCommand' && !String(c.input.Key?.pk).startsWith('RATE#')),
    );
  expect(writes.map((c) => c.constructor.name)).toEqual([]);
  expect(ses.calls()).toHaveLength(0);
  expect(
    [...bucket.keys()].filter((k) => k.startsWith('files/') && !k.startsWith('files/nannies/seed-')),
  ).toEqual([]);
}

describe.each(UPLOAD_PURPOSES.map((p) => [p]))('uploads for %s', (purpose) => {
  const who = uploaderOf(purpose);
  const check = (key: string) => send(handlers.check, who, 'POST', { key, purpose });

  it('accepts a real file of an allowed type', async () => {
    const res = await check(stored(who, purpose, good(purpose)));
    expect(res.status).toBe(200);
    expect(res.body.contentType).toBe(isImage(purpose) ? 'image/png' : 'application/pdf');
  });

  it.each(spoofs(purpose))('refuses %s by its bytes, and deletes it', async (_label, bytes) => {
    const key = stored(who, purpose, bytes);
    const res = await check(key);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(UPLOAD_MESSAGES.typeNotAllowed(purpose));
    expect(bucket.has(key)).toBe(false);
  });

  it('refuses an object over 5 MB, even of the right type, and deletes it', async () => {
    const key = stored(who, purpose, Buffer.concat([good(purpose), Buffer.alloc(MAX_UPLOAD_BYTES)]));
    const res = await check(key);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('File size must be less than 5MB');
    expect(bucket.has(key)).toBe(false);
  });

  it('accepts exactly 5 MB and refuses 5 MB + 1 byte', async () => {
    const exact = Buffer.concat([good(purpose), Buffer.alloc(MAX_UPLOAD_BYTES - good(purpose).length)]);
    expect((await check(stored(who, purpose, exact))).status).toBe(200);
    expect((await check(stored(who, purpose, Buffer.concat([exact, Buffer.alloc(1)])))).status).toBe(400);
  });

  it('refuses an empty object and deletes it', async () => {
    const key = stored(who, purpose, Buffer.alloc(0));
    const res = await check(key);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The file is empty');
    expect(bucket.has(key)).toBe(false);
  });

  it('refuses the same spoofed, oversized or empty file where a form attaches it, keeping nothing', async () => {
    for (const bytes of [
      spoofs(purpose)[0]![1],
      HTML,
      Buffer.concat([good(purpose), Buffer.alloc(MAX_UPLOAD_BYTES)]),
      Buffer.alloc(0),
    ]) {
      ddb.resetHistory();
      ses.resetHistory();
      const ref = { key: stored(who, purpose, bytes), name: 'file' };
      let res;
      switch (purpose) {
        case 'nanny-photo':
        case 'nanny-cv':
        case 'nanny-dbs':
        case 'nanny-reference': {
          const cv = { key: stored('nanny', 'nanny-cv', PDF), name: 'cv.pdf' };
          const body = nannyProfile('nanny@demo.local', purpose === 'nanny-cv' ? ref : cv);
          if (purpose === 'nanny-photo') body.photo = ref as never;
          if (purpose === 'nanny-dbs') body.dbs = ref as never;
          if (purpose === 'nanny-reference') body.references = [ref] as never;
          res = await send(handlers.saveNanny, 'nanny', 'PUT', body);
          break;
        }
        case 'job-photo':
          res = await send(handlers.familyJob, 'family', 'POST', {
            ...jobDetails(),
            photo: ref,
            discountCode: '',
          });
          break;
        case 'agency-logo':
          res = await send(handlers.saveAgency, 'agency', 'PUT', {
            agencyName: 'Upload Agency',
            websiteUrl: '',
            logo: ref,
          });
          break;
        case 'nanny-evidence':
          res = await send(handlers.requestCheck, 'nanny', 'POST', {
            kind: 'identity',
            evidence: ref,
            note: '',
          });
          break;
        case 'application-cv':
          res = await send(
            handlers.apply,
            'nanny',
            'POST',
            { coverLetter: 'Hello there, I would love to help.', phone: '', cv: ref },
            { jobId },
          );
          break;
      }
      expect(res.status, `${purpose}: ${JSON.stringify(res.body)}`).toBe(400);
      expectNothingKept();
    }
  });
});

describe('keys the server never issues', () => {
  // A copy source with characters beyond Latin-1 is not even a valid HTTP header, and S3 refuses a
  // stray '%': refused as input, such a key never reaches S3 and never becomes a 500.
  const own = `pending/${USERS.nanny}/nanny-cv`;
  const odd = [`${own}/€`, `${own}/a%2`, `${own}/a b`, `${own}/a"b`, `${own}/`, 'pending', `demo/nanny-cv/x`];

  it.each(odd.map((key) => [key]))('refuses %j at the check and on a form, touching nothing', async (key) => {
    const checked = await send(handlers.check, 'nanny', 'POST', { key, purpose: 'nanny-cv' });
    expect(checked.status).toBe(400);
    expect(checked.body.fields).toEqual({ key: 'The upload was not found. Please upload the file again.' });

    const saved = await send(
      handlers.saveNanny,
      'nanny',
      'PUT',
      nannyProfile('nanny@demo.local', { key, name: 'cv.pdf' }),
    );
    expect(saved.status).toBe(400);
    expect(saved.body.fields).toMatchObject({
      'cv.key': 'The upload was not found. Please upload the file again.',
    });
    expect(s3.calls()).toHaveLength(0);
    expectNothingKept();
  });
});

describe('keys that point elsewhere', () => {
  // The attack: a key that starts like the caller's own pending upload but walks out of it, or names
  // a file someone else owns. Keys are parsed into their parts, so none of these reaches S3.
  const me = USERS.nanny;
  const other = 'up-other-0001';
  const theirs = () => stored('agency', 'agency-logo', PNG);
  const seededCv = () => [...bucket.keys()].find((k) => k.startsWith('files/nannies/seed-02'))!;

  const attacks: Array<[string, () => string]> = [
    ['a pending key with ".." segments', () => `pending/${me}/nanny-cv/../../${other}/nanny-cv/x1`],
    ['a pending key with "." segments', () => `pending/${me}/./nanny-cv/x1`],
    ['a pending key ending in ".."', () => `pending/${me}/nanny-cv/..`],
    ['a pending key with a double slash', () => `pending/${me}//nanny-cv/x1`],
    ['another user’s pending upload', () => stored('family', 'nanny-cv', PDF).replace(USERS.family, other)],
    ['my own upload for another purpose', () => stored('nanny', 'nanny-photo', PNG)],
    ['another nanny’s live CV', seededCv],
    [
      'another agency’s logo, as the public logo URL shows it',
      () => `files/agencies/agency-9/agency-logo/logo1`,
    ],
    [
      'a walk from my files into another agency’s',
      () => `files/nannies/${me}/../../agencies/a1/agency-logo/l1`,
    ],
    ['an agency’s pending upload', theirs],
  ];

  it.each(attacks)('refuses %s at the check, reading, copying and deleting nothing', async (_label, key) => {
    const target = key();
    const before = [...bucket.keys()].sort();
    const res = await send(handlers.check, 'nanny', 'POST', { key: target, purpose: 'nanny-cv' });
    expect(res.status).toBe(400);
    expect(res.body.fields.key).toBe('The upload was not found. Please upload the file again.');
    expect(s3.calls()).toHaveLength(0);
    expect([...bucket.keys()].sort()).toEqual(before);
  });

  it.each(attacks)('refuses %s as a profile’s CV, touching no object', async (_label, key) => {
    const target = key();
    const before = new Map(bucket);
    const saved = await send(
      handlers.saveNanny,
      'nanny',
      'PUT',
      nannyProfile('nanny@demo.local', { key: target, name: 'cv.pdf' }),
    );
    expect(saved.status).toBe(400);
    // No object was read, copied or deleted: the bucket holds exactly what it held.
    expect(s3.commandCalls(CopyObjectCommand)).toHaveLength(0);
    expect(s3.commandCalls(DeleteObjectCommand)).toHaveLength(0);
    expect(s3.commandCalls(GetObjectCommand)).toHaveLength(0);
    expect([...bucket.keys()].sort()).toEqual([...before.keys()].sort());
    expectNothingKept();
  });

  it('refuses another agency’s logo as the caller’s own, leaving it where it is', async () => {
    const logo = 'files/agencies/agency-9/agency-logo/logo1';
    bucket.set(logo, PNG);
    const res = await send(handlers.saveAgency, 'agency', 'PUT', {
      agencyName: 'Thief Agency',
      websiteUrl: '',
      logo: { key: logo, name: 'logo.png' },
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      logo: 'The upload was not found. Please upload the file again.',
    });
    expect(bucket.get(logo)).toEqual(PNG);
    expect(s3.calls()).toHaveLength(0);
  });
});

describe('Word documents and stored names', () => {
  const wordDoc = () => {
    const container = cfb.utils.cfb_new();
    cfb.utils.cfb_add(container, '/WordDocument', Buffer.alloc(1024, 1));
    cfb.utils.cfb_add(container, '/1Table', Buffer.alloc(512, 2));
    return Buffer.from(cfb.write(container, { type: 'buffer' }) as Uint8Array);
  };
  // An installer is an OLE compound file too, with other streams and no WordDocument.
  const installer = () => {
    const container = cfb.utils.cfb_new();
    cfb.utils.cfb_add(container, '/\u0005SummaryInformation', Buffer.alloc(256, 3));
    cfb.utils.cfb_add(container, '/Binary.payload', EXE);
    return Buffer.from(cfb.write(container, { type: 'buffer' }) as Uint8Array);
  };

  it('accepts a compound file only when it holds a WordDocument stream', async () => {
    const doc = await send(handlers.check, 'nanny', 'POST', {
      key: stored('nanny', 'nanny-cv', wordDoc()),
      purpose: 'nanny-cv',
    });
    expect(doc.status).toBe(200);
    expect(doc.body.contentType).toBe('application/msword');

    const key = stored('nanny', 'nanny-cv', installer());
    const msi = await send(handlers.check, 'nanny', 'POST', { key, purpose: 'nanny-cv' });
    expect(msi.status).toBe(400);
    expect(msi.body.message).toBe('Please upload a PDF or Word document.');
    expect(bucket.has(key)).toBe(false);
  });

  it('names an attached file by its purpose and type, never by the uploader', async () => {
    const saved = await send(
      handlers.saveNanny,
      'nanny',
      'PUT',
      nannyProfile('nanny@demo.local', {
        key: stored('nanny', 'nanny-cv', wordDoc()),
        name: 'Rosa-Lopez-CV.pdf.exe',
      }),
    );
    expect(saved.status).toBe(200);
    expect(saved.body.cv.name).toBe('cv.doc');
  });

  it('attaches an application’s CV to the poster’s email as cv.pdf, whatever it was called', async () => {
    const res = await send(
      handlers.apply,
      'nanny',
      'POST',
      {
        coverLetter: 'Hello there, I would love to help.',
        phone: '',
        cv: { key: stored('nanny', 'application-cv', PDF), name: 'CV.pdf.exe' },
      },
      { jobId },
    );
    expect(res.status).toBe(201);
    const stream = new OutboxStream(ddb);
    expect(await deliverOutbox(stream.eventOf(stream.written()))).toEqual({ batchItemFailures: [] });
    const raw = String(
      (ses.commandCalls(SendEmailCommand)[0]!.args[0].input.Content?.Raw?.Data as Uint8Array | undefined)
        ? Buffer.from(ses.commandCalls(SendEmailCommand)[0]!.args[0].input.Content!.Raw!.Data!)
        : JSON.stringify(ses.commandCalls(SendEmailCommand)[0]!.args[0].input),
    );
    expect(raw).toContain('cv.pdf');
    expect(raw).not.toContain('CV.pdf.exe');
  });
});

describe('an application written as the job leaves the board', () => {
  it('is refused by the write itself (404), keeping no CV copy and sending no email', async () => {
    // The job was on the board when read; a moderator hid it before the application was written.
    const cancelled = (reasons: string[]) =>
      new TransactionCanceledException({
        message: 'Transaction cancelled',
        $metadata: {},
        CancellationReasons: reasons.map((Code) => ({ Code })),
      });
    for (const [reasons, status] of [
      [['None', 'None', 'ConditionalCheckFailed', 'None'], 404],
      [['None', 'None', 'None', 'ConditionalCheckFailed'], 403],
      [['ConditionalCheckFailed', 'ConditionalCheckFailed', 'None', 'None'], 409],
    ] as const) {
      ddb.on(TransactWriteCommand).rejects(cancelled([...reasons]));
      ses.resetHistory();
      const cv = { key: stored('nanny', 'application-cv', PDF), name: 'cv.pdf' };
      const res = await send(
        handlers.apply,
        'nanny',
        'POST',
        { coverLetter: 'Hello there, I would love to help.', phone: '', cv },
        { jobId },
      );
      expect(res.status, reasons.join()).toBe(status);
      expect(ses.calls()).toHaveLength(0);
      expect([...bucket.keys()].filter((k) => k.startsWith('files/applications/'))).toEqual([]);
      // The pending upload stays, so the nanny can try again.
      expect(bucket.has(cv.key)).toBe(true);
    }
  });
});
