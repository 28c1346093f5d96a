import { HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  ScanCommand,
} from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BUCKET_LIFECYCLE,
  periodDays,
  periodEnd,
  RETENTION,
  retentionPeriod,
  type RetentionPolicy,
} from '../../lambdas/contract/retention.ts';
import { newsletterHash } from '../../lambdas/data/community.ts';
import { entityOf } from '../../lambdas/data/registry.ts';
import { CREDENTIALS, IDS, REGION } from '../../local/config.ts';
import { lifecycleExpiry } from '../../local/retention.ts';
import { jobDetails, nannyProfile } from '../security/requests.ts';
import { portOffset, startLocalCloud, type LocalCloud } from './cloud.ts';

/**
 * Every kind of data is kept for its retention row's period (contract/retention.ts) and then goes, with
 * its files: each is made through the product, the clock is moved to just before its end and just
 * after through the local cloud's scheduled endpoints (the retention run, the table's TTL, the
 * bucket's lifecycle), and what is left is read from the table and the bucket.
 */
let cloud: LocalCloud;
const OFFSET = 4700;
let admin: string;
let table: DynamoDBDocumentClient;
let bucket: S3Client;

beforeAll(async () => {
  cloud = await startLocalCloud(OFFSET);
  admin = await cloud.signIn('admin@nannymarketplace.local', 'Admin#Local2024');
  table = DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint: cloud.dynamodb, region: REGION, credentials: CREDENTIALS }),
  );
  bucket = new S3Client({
    endpoint: `http://127.0.0.1:${4569 + portOffset(OFFSET)}`,
    region: REGION,
    credentials: CREDENTIALS,
    forcePathStyle: true,
  });
}, 90_000);
afterAll(async () => cloud?.stop());

const call: LocalCloud['call'] = (...args) => cloud.call(...args);
const MINUTE = 60 * 1000;

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

/** Runs a scheduled function of the local cloud at a time, limited to some items' ids if given. */
async function run(name: 'retention' | 'retention-backfill' | 'ttl' | 'lifecycle', at: Date, ids?: string[]) {
  const res = await fetch(`${cloud.api}/_local/scheduled/${name}`, {
    method: 'POST',
    body: JSON.stringify({ time: at.toISOString(), ...(ids ? { ids } : {}) }),
  });
  const body = (await res.json()) as { result: Record<string, number> };
  expect(res.status, `${name}: ${JSON.stringify(body)}`).toBe(200);
  return body.result;
}
/** Everything AWS and the retention run would have done by a time. */
const moveClockTo = async (at: Date, ids?: string[]) => {
  await run('ttl', at);
  await run('retention', at, ids);
  await run('lifecycle', at);
};

const item = async (key: { pk: string; sk: string }) =>
  (await table.send(new GetCommand({ TableName: IDS.tableName, Key: key, ConsistentRead: true }))).Item;
const itemsUnder = async (pk: string, skPrefix: string) =>
  (
    await table.send(
      new QueryCommand({
        TableName: IDS.tableName,
        KeyConditionExpression: 'pk = :p AND begins_with(sk, :s)',
        ExpressionAttributeValues: { ':p': pk, ':s': skPrefix },
        ConsistentRead: true,
      }),
    )
  ).Items ?? [];
async function allItems() {
  const found: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await table.send(
      new ScanCommand({ TableName: IDS.tableName, ConsistentRead: true, ExclusiveStartKey: start }),
    );
    found.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return found;
}
async function stored(key: string): Promise<{ lastModified: Date } | null> {
  try {
    const head = await bucket.send(new HeadObjectCommand({ Bucket: IDS.uploadsBucket, Key: key }));
    return { lastModified: head.LastModified! };
  } catch (error) {
    if ((error as { name?: string }).name === 'NotFound') return null;
    throw error;
  }
}
const end = (policy: RetentionPolicy, from: string) => periodEnd(retentionPeriod(policy), new Date(from));
const before = (at: Date) => new Date(at.getTime() - MINUTE);
const after = (at: Date) => new Date(at.getTime() + MINUTE);

/** A new family's job stored with a photo: paid (and so published) unless `unpaid`. */
async function familyJob(label: string, unpaid = false) {
  const family = await cloud.newUser('family', label);
  const photo = await cloud.upload(family.token, 'job-photo', 'garden.png', 'image/png', PNG);
  expect(photo.check.status).toBe(200);
  const created = await call('POST', '/jobs/family', family.token, {
    ...jobDetails(),
    jobTitle: `Nanny wanted (${label})`,
    contactEmail: family.email,
    discountCode: '',
    photo: { key: photo.key, name: 'garden.png' },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const jobId = String(created.body.jobId);
  if (!unpaid) {
    const sessionId = new URL(created.body.checkoutUrl).pathname.split('/').pop()!;
    await fetch(`${cloud.stripe}/checkout/${sessionId}/pay`, { method: 'POST', redirect: 'manual' });
    expect((await call('GET', `/my-jobs/${jobId}`, family.token)).body.state).toBe('live');
  }
  const job = (await item({ pk: `JOB#${jobId}`, sk: 'JOB' }))!;
  const photoKey = (job.photo as { key: string }).key;
  expect(await stored(photoKey)).not.toBeNull();
  return { ...family, jobId, job, photoKey };
}

/** A new nanny with a profile and its CV; returns her token and nanny id. */
async function nanny(label: string) {
  const user = await cloud.newUser('nanny', label);
  const cv = await cloud.upload(user.token, 'nanny-cv', 'cv.pdf', 'application/pdf', PDF);
  const saved = await call(
    'PUT',
    '/nanny-profile',
    user.token,
    nannyProfile(user.email, { key: cv.key, name: 'cv.pdf' }),
  );
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return { ...user, nannyId: String(saved.body.id), profile: saved.body as Record<string, unknown> };
}

describe('what the table’s TTL deletes', () => {
  it('sets the TTL on every item of a TTL entity, from its row, and each goes at its time and not before', async () => {
    // Something of every kind: a paid job (a Stripe event, outbox messages), a report about it (its
    // queue entries), an application whose CV is opened (a CV access record, rate windows).
    const family = await familyJob('ttl');
    const rosa = await nanny('ttl-rosa');
    const cv = await cloud.upload(rosa.token, 'application-cv', 'cv.pdf', 'application/pdf', PDF);
    const applied = await call('POST', `/jobs/${family.jobId}/applications`, rosa.token, {
      coverLetter: 'I would love to look after your children.',
      phone: '07700 900123',
      cv: { key: cv.key, name: 'cv.pdf' },
    });
    expect(applied.status, JSON.stringify(applied.body)).toBe(201);
    const link = await call(
      'POST',
      `/my-jobs/${family.jobId}/applicants/${rosa.nannyId}/cv-link`,
      family.token,
    );
    expect(link.status, JSON.stringify(link.body)).toBe(200);
    const reported = await call('POST', '/reports', undefined, {
      contentType: 'job_posting',
      contentId: family.jobId,
      reason: 'spam',
      details: '',
      email: 'reporter.ttl@example.com',
    });
    expect(reported.status, JSON.stringify(reported.body)).toBe(201);

    const everything = await allItems();
    const byEntity = new Map<string, Record<string, unknown>>();
    for (const found of everything) {
      const declared = entityOf({ pk: String(found.pk), sk: String(found.sk) });
      expect(declared, `${String(found.pk)} ${String(found.sk)}`).toBeDefined();
      if (!declared || !('ttl' in declared.retention)) {
        expect(found.expiresAt, declared?.name).toBeUndefined();
        continue;
      }
      // A paid job has no expiry (the retention run deletes it after it closes); a subscription and a
      // former subscriber's record have none until the address unsubscribes, or comes back.
      if (declared.name === 'Job' && found.paymentConfirmed) continue;
      if (
        ['NewsletterSubscription', 'FormerSubscriber'].includes(declared.name) &&
        found.expiresAt === undefined
      )
        continue;
      // A referee expires only once it holds no place; the seeded ones are confirmed.
      if (declared.name === 'Referee' && found.status === 'confirmed') continue;
      expect(typeof found.expiresAt, `${declared.name} ${String(found.pk)}`).toBe('number');
      const kept = byEntity.get(declared.name);
      if (!kept || Number(found.expiresAt) > Number(kept.expiresAt)) byEntity.set(declared.name, found);
    }
    expect([...byEntity.keys()].sort()).toEqual(
      expect.arrayContaining([
        'CvAccess',
        'OutboxMessage',
        'RateWindow',
        'Report',
        'ReportedItem',
        'ReportedItemStatus',
        'StripeEvent',
      ]),
    );
    // The report's row: two years after it was made.
    const report = (await item({ pk: `REPORT#${String(reported.body.reportId)}`, sk: 'REPORT' }))!;
    expect(report.expiresAt).toBe(Math.floor(end('reports', String(report.createdAt)).getTime() / 1000));

    // Each kind's latest item, in the order they expire (those that expire together, together): there
    // just before its TTL, gone at it.
    const expiries = [...new Set([...byEntity.values()].map((found) => Number(found.expiresAt)))].sort();
    for (const expiry of expiries) {
      const due = [...byEntity.entries()].filter(([, found]) => Number(found.expiresAt) === expiry);
      const at = new Date(expiry * 1000);
      await run('ttl', before(at));
      for (const [name, found] of due)
        expect(
          await item({ pk: String(found.pk), sk: String(found.sk) }),
          `${name} before its TTL`,
        ).toBeDefined();
      await run('ttl', at);
      for (const [name, found] of due)
        expect(
          await item({ pk: String(found.pk), sk: String(found.sk) }),
          `${name} at its TTL`,
        ).toBeUndefined();
    }
  });
});

describe('what the retention run deletes', () => {
  it('deletes an unpaid draft with its photo when its days run out', async () => {
    const draft = await familyJob('draft', true);
    const expiry = new Date(Number(draft.job.expiresAt) * 1000);
    expect(Number(draft.job.expiresAt)).toBe(
      Math.floor(end('drafts', String(draft.job.createdAt)).getTime() / 1000),
    );

    await moveClockTo(before(expiry), [draft.jobId]);
    expect(await item({ pk: `JOB#${draft.jobId}`, sk: 'JOB' })).toBeDefined();
    expect(await stored(draft.photoKey)).not.toBeNull();

    // The TTL takes the draft; the run then deletes the photo it named.
    await run('ttl', after(expiry));
    expect(await item({ pk: `JOB#${draft.jobId}`, sk: 'JOB' })).toBeUndefined();
    expect(await run('retention', after(expiry), [draft.jobId])).toMatchObject({ deleted: 1 });
    expect(await stored(draft.photoKey)).toBeNull();
    expect(await item({ pk: `RETAIN#draft#${draft.jobId}`, sk: 'DUE' })).toBeUndefined();
  });

  it('keeps a paid draft’s photo with its job', async () => {
    const family = await familyJob('paid-draft');
    const expiry = end('drafts', String(family.job.createdAt));
    await moveClockTo(after(expiry), [family.jobId]);
    expect(await item({ pk: `JOB#${family.jobId}`, sk: 'JOB' })).toBeDefined();
    expect(await stored(family.photoKey)).not.toBeNull();
  });

  it('deletes a closed job a year on, with its photo, its applications and their CVs, keeping the payment record', async () => {
    const family = await familyJob('closed');
    const cleo = await nanny('closed-cleo');
    const cv = await cloud.upload(cleo.token, 'application-cv', 'cv.pdf', 'application/pdf', PDF);
    const applied = await call('POST', `/jobs/${family.jobId}/applications`, cleo.token, {
      coverLetter: 'I would love to look after your children.',
      phone: '07700 900123',
      cv: { key: cv.key, name: 'cv.pdf' },
    });
    expect(applied.status, JSON.stringify(applied.body)).toBe(201);
    const application = (await item({ pk: `JOB#${family.jobId}`, sk: `APP#${cleo.nannyId}` }))!;
    const cvKey = (application.cv as { key: string }).key;
    expect(await stored(cvKey)).not.toBeNull();
    const closed = await call('POST', `/my-jobs/${family.jobId}/close`, family.token, { outcome: 'closed' });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    const closedAt = String((await item({ pk: `JOB#${family.jobId}`, sk: 'JOB' }))!.closedAt);
    const due = end('jobs', closedAt);

    // Within its year applicants can still look back on it.
    await moveClockTo(before(due), [family.jobId]);
    expect(await item({ pk: `JOB#${family.jobId}`, sk: 'JOB' })).toBeDefined();
    expect((await call('GET', '/my-applications', cleo.token)).body.items).toHaveLength(1);

    await moveClockTo(after(due), [family.jobId]);
    expect(await item({ pk: `JOB#${family.jobId}`, sk: 'JOB' })).toBeUndefined();
    expect(await item({ pk: `JOB#${family.jobId}`, sk: `APP#${cleo.nannyId}` })).toBeUndefined();
    expect(await item({ pk: `NANNY#${cleo.nannyId}`, sk: `APP#${family.jobId}` })).toBeUndefined();
    expect(await stored(family.photoKey)).toBeNull();
    expect(await stored(cvKey)).toBeNull();
    expect((await call('GET', '/my-applications', cleo.token)).body.items).toHaveLength(0);
    expect((await call('GET', '/my-jobs', family.token)).body.items).toHaveLength(0);
    // What the payment was is kept for tax: date, amount, what it paid for, the reference.
    const [record, ...more] = await itemsUnder(`USER#${String(family.job.ownerId)}`, 'PAYMENT#');
    expect(more).toHaveLength(0);
    expect(record).toMatchObject({
      jobId: family.jobId,
      amountPence: family.job.amountPence,
      paidFor: `Job post: Nanny wanted (closed)`,
      reference: expect.any(String),
    });
    expect(Number(record!.expiresAt) * 1000).toBeGreaterThan(
      periodEnd({ amount: 6, unit: 'years' }, new Date()).getTime(),
    );
  });

  it('deletes a DBS image six months after its check, keeping the record of the check', async () => {
    const ada = await nanny('dbs-ada');
    const dbs = await cloud.upload(ada.token, 'nanny-dbs', 'dbs.png', 'image/png', PNG);
    expect(dbs.check.status).toBe(200);
    const profile = await call('GET', '/nanny-profile', ada.token);
    const withDbs = await call('PUT', '/nanny-profile', ada.token, {
      ...nannyProfile(ada.email, profile.body.cv as { key: string; name: string }),
      dbs: { key: dbs.key, name: 'dbs.png' },
    });
    expect(withDbs.status, JSON.stringify(withDbs.body)).toBe(200);
    const asked = await call('POST', '/me/verification/requests', ada.token, {
      kind: 'dbs_certificate',
      evidence: null,
      note: '',
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const checked = await call(
      'PUT',
      `/admin/verifications/${ada.nannyId}/requests/${asked.body.id}`,
      admin,
      {
        outcome: 'record',
        details: {
          kind: 'dbs_certificate',
          issuedOn: '2026-03-03',
          certificateLast4: '0042',
          barredListChildren: true,
          checkedOn: new Date().toISOString().slice(0, 10),
        },
      },
    );
    expect(checked.status, JSON.stringify(checked.body)).toBe(200);
    const checkedAt = String(
      checked.body.requests.find((r: { id: string }) => r.id === asked.body.id).decidedAt,
    );
    const profileItem = await item({ pk: `NANNY#${ada.nannyId}`, sk: 'PROFILE' });
    const dbsKey = (profileItem!.dbs as { key: string }).key;
    expect(await stored(dbsKey)).not.toBeNull();
    const due = end('dbs', checkedAt);

    await moveClockTo(before(due), [ada.nannyId]);
    expect(await stored(dbsKey)).not.toBeNull();

    await moveClockTo(after(due), [ada.nannyId]);
    expect(await stored(dbsKey)).toBeNull();
    const kept = (await call('GET', '/nanny-profile', ada.token)).body;
    // The image is gone; the record of what was seen, and when, stays on her card.
    expect(kept.dbs).toBeNull();
    expect(kept.verification.checks).toEqual([
      { kind: 'dbs_certificate', on: new Date().toISOString().slice(0, 10), lapsesOn: '2029-03-03' },
    ]);
  });
});

describe('what unsubscribing leaves', () => {
  it('keeps no address, only its hash with its one welcome code, which a returning subscriber gets back', async () => {
    const address = `Leaver.${Date.now().toString(36)}@Example.com`;
    const lower = address.toLowerCase();
    expect((await call('POST', '/newsletter', undefined, { email: address })).body.status).toBe('subscribed');
    const { discountCode: code } = (await item({ pk: `NEWSLETTER#${lower}`, sk: 'SUBSCRIPTION' }))!;
    expect((await item({ pk: `PROMO#${String(code)}`, sk: 'PROMO' }))?.newsletterEmail).toBe(lower);

    expect((await call('POST', '/newsletter/unsubscribe', undefined, { email: address })).status).toBe(200);
    // Reduced to its key at once, and deleted by its TTL, which is now.
    const reduced = (await item({ pk: `NEWSLETTER#${lower}`, sk: 'SUBSCRIPTION' }))!;
    expect(reduced.email).toBeUndefined();
    expect(reduced.discountCode).toBeUndefined();
    await run('ttl', new Date((Number(reduced.expiresAt) + 1) * 1000));
    expect(await item({ pk: `NEWSLETTER#${lower}`, sk: 'SUBSCRIPTION' })).toBeUndefined();
    const hash = newsletterHash(address);
    const former = (await item({ pk: `NEWSLETTER_FORMER#${hash}`, sk: 'FORMER' }))!;
    expect(former).toMatchObject({ discountCode: code, discountUsed: false });
    const promo = (await item({ pk: `PROMO#${String(code)}`, sk: 'PROMO' }))!;
    expect(promo.newsletterEmail).toBeUndefined();
    expect(promo.newsletterHash).toBe(hash);
    // Nothing in the table names the address any more but the short-lived records of the emails sent to
    // it and of its attempts, each gone by its own row's period.
    const naming = (await allItems()).filter((found) => JSON.stringify(found).toLowerCase().includes(lower));
    expect(naming.length).toBeGreaterThan(0);
    for (const found of naming) {
      const declared = entityOf({ pk: String(found.pk), sk: String(found.sk) })!;
      expect(['OutboxMessage', 'RateWindow'], declared.name).toContain(declared.name);
      expect(['service', 'limits']).toContain(declared.retention.policy);
    }
    // Unsubscribing again changes nothing.
    expect((await call('POST', '/newsletter/unsubscribe', undefined, { email: lower })).status).toBe(200);
    expect(await item({ pk: `NEWSLETTER_FORMER#${hash}`, sk: 'FORMER' })).toEqual(former);

    // Coming back: the same code, never a second one; the hash goes.
    expect((await call('POST', '/newsletter', undefined, { email: lower })).body.status).toBe('subscribed');
    expect(await item({ pk: `NEWSLETTER#${lower}`, sk: 'SUBSCRIPTION' })).toMatchObject({
      subscribed: true,
      discountCode: code,
      discountUsed: false,
    });
    // What was left of them goes by its TTL, now.
    const left = (await item({ pk: `NEWSLETTER_FORMER#${hash}`, sk: 'FORMER' }))!;
    await run('ttl', new Date((Number(left.expiresAt) + 1) * 1000));
    expect(await item({ pk: `NEWSLETTER_FORMER#${hash}`, sk: 'FORMER' })).toBeUndefined();
    expect((await item({ pk: `PROMO#${String(code)}`, sk: 'PROMO' }))?.newsletterEmail).toBe(lower);
    expect(await item({ pk: `NEWSLETTER#${lower}`, sk: 'SUBSCRIPTION' })).toMatchObject({ subscribed: true });
  });

  it('remembers that the code was used, and records a use made after unsubscribing', async () => {
    const family = await cloud.newUser('family', 'leaver-family');
    expect((await call('POST', '/newsletter', undefined, { email: family.email })).body.status).toBe(
      'subscribed',
    );
    const lower = family.email.toLowerCase();
    const { discountCode: code } = (await item({ pk: `NEWSLETTER#${lower}`, sk: 'SUBSCRIPTION' }))!;
    expect((await call('POST', '/newsletter/unsubscribe', undefined, { email: lower })).status).toBe(200);

    // The code still pays for a job; its use is recorded against the hash.
    const created = await call('POST', '/jobs/family', family.token, {
      ...jobDetails(),
      contactEmail: family.email,
      discountCode: String(code),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const sessionId = new URL(created.body.checkoutUrl).pathname.split('/').pop()!;
    await fetch(`${cloud.stripe}/checkout/${sessionId}/pay`, { method: 'POST', redirect: 'manual' });
    const hash = newsletterHash(lower);
    expect(await item({ pk: `NEWSLETTER_FORMER#${hash}`, sk: 'FORMER' })).toMatchObject({
      discountUsed: true,
    });

    expect((await call('POST', '/newsletter', undefined, { email: lower })).body.status).toBe('subscribed');
    expect(await item({ pk: `NEWSLETTER#${lower}`, sk: 'SUBSCRIPTION' })).toMatchObject({
      discountCode: code,
      discountUsed: true,
    });
  });
});

describe('what the bucket’s lifecycle deletes', () => {
  it('expires each prefix’s objects after its row’s period, and not before', async () => {
    const user = await cloud.newUser('family', 'lifecycle');
    const pending = await cloud.upload(user.token, 'job-photo', 'never-saved.png', 'image/png', PNG);
    const exported = `exports/${user.email.replace(/\W/g, '')}/export-1.zip`;
    await bucket.send(new PutObjectCommand({ Bucket: IDS.uploadsBucket, Key: exported, Body: PDF }));
    for (const [key, prefix] of [
      [pending.key, 'pending/'],
      [exported, 'exports/'],
    ] as const) {
      const rule = BUCKET_LIFECYCLE.find((r) => r.prefix === prefix)!;
      const written = (await stored(key))!.lastModified;
      const expiry = lifecycleExpiry(written, periodDays(RETENTION[rule.policy].period));
      await run('lifecycle', before(expiry));
      expect(await stored(key), `${key} before its expiry`).not.toBeNull();
      await run('lifecycle', after(expiry));
      expect(await stored(key), `${key} after its expiry`).toBeNull();
    }
  });
});

describe('data stored before the policy was enforced', () => {
  it('is brought under it once, by the backfill: TTLs, due items and hashes', async () => {
    const put = (Item: Record<string, unknown>) =>
      table.send(new PutCommand({ TableName: IDS.tableName, Item }));
    const tag = Date.now().toString(36);
    await put({
      pk: `REPORT#old-${tag}`,
      sk: 'REPORT',
      id: `old-${tag}`,
      createdAt: '2025-01-10T09:00:00.000Z',
    });
    await put({
      pk: `JOB#old-${tag}`,
      sk: 'JOB',
      id: `old-${tag}`,
      ownerId: `owner-${tag}`,
      title: 'An old job',
      amountPence: 5000,
      checkoutSessionId: `cs_old_${tag}`,
      createdAt: '2025-04-01T12:00:00.000Z',
      publishedAt: '2025-04-01T12:05:00.000Z',
      active: false,
      paymentConfirmed: true,
      closedAt: '2025-06-01T12:00:00.000Z',
    });
    await put({
      pk: `NANNY#old-${tag}`,
      sk: 'PROFILE',
      dbs: { key: `files/old-${tag}/nanny-dbs/x`, name: 'dbs.png' },
      dbsVerified: true,
      dbsVerifiedAt: '2025-02-01T08:00:00.000Z',
    });
    const email = `old.${tag}@example.com`;
    await put({
      pk: `NEWSLETTER#${email}`,
      sk: 'SUBSCRIPTION',
      email,
      subscribed: false,
      discountCode: `WELCOME-OLD${tag}`,
      discountUsed: true,
      subscribedAt: '2024-01-01T00:00:00.000Z',
      unsubscribedAt: '2024-06-01T00:00:00.000Z',
    });

    const first = await run('retention-backfill', new Date());
    expect(first).toMatchObject({ ttlSet: expect.any(Number), scheduled: expect.any(Number), reduced: 1 });
    expect(await item({ pk: `REPORT#old-${tag}`, sk: 'REPORT' })).toMatchObject({
      expiresAt: Date.parse('2027-01-10T09:00:00.000Z') / 1000,
    });
    expect(await item({ pk: `RETAIN#job#old-${tag}`, sk: 'DUE' })).toMatchObject({
      dueAt: '2026-06-01T12:00:00.000Z',
    });
    expect(await item({ pk: `RETAIN#dbs#old-${tag}`, sk: 'DUE' })).toMatchObject({
      dueAt: '2025-08-01T08:00:00.000Z',
      files: [`files/old-${tag}/nanny-dbs/x`],
    });
    expect((await item({ pk: `NEWSLETTER#${email}`, sk: 'SUBSCRIPTION' }))?.email).toBeUndefined();
    expect(await item({ pk: `NEWSLETTER_FORMER#${newsletterHash(email)}`, sk: 'FORMER' })).toMatchObject({
      discountCode: `WELCOME-OLD${tag}`,
      discountUsed: true,
    });

    // Run again, it finds nothing left to do.
    expect(await run('retention-backfill', new Date())).toMatchObject({
      ttlSet: 0,
      scheduled: 0,
      reduced: 0,
    });
    // And the run deletes what was due long ago: the old job, and the old certificate's image.
    await run('retention', new Date(), [`old-${tag}`]);
    expect(await item({ pk: `JOB#old-${tag}`, sk: 'JOB' })).toBeUndefined();
    expect(await itemsUnder(`USER#owner-${tag}`, 'PAYMENT#')).toMatchObject([
      { paidAt: '2025-04-01T12:05:00.000Z', amountPence: 5000, reference: `cs_old_${tag}` },
    ]);
    expect((await item({ pk: `NANNY#old-${tag}`, sk: 'PROFILE' }))?.dbs).toBeUndefined();
  });
});
