import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREDENTIALS, IDS, REGION } from '../../local/config.ts';
import type { StoredItem, Subject } from '../../lambdas/data/entity.ts';
import { entityOf } from '../../lambdas/data/registry.ts';
import { publicLogoFolderOf } from '../../lambdas/contract/logo-keys.ts';
import { filePrefixes, ownedBy } from '../../lambdas/services/account-data.ts';
import { jobDetails, nannyProfile } from '../security/requests.ts';
import { portOffset, startLocalCloud, type LocalCloud } from './cloud.ts';

/**
 * People's data rights through the local cloud: an export holds every item and file the product keeps
 * about an account (checked against the whole table and bucket, by the registry's own owner rules), and
 * a deletion leaves nothing of the account behind but the declared tax record.
 */
let cloud: LocalCloud;
const OFFSET = 3850;

let table: DynamoDBDocumentClient;
let bucket: S3Client;

beforeAll(async () => {
  cloud = await startLocalCloud(OFFSET);
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

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const subOf = (token: string) =>
  String((JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub);

async function scanAll(): Promise<StoredItem[]> {
  const items: StoredItem[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await table.send(
      new ScanCommand({ TableName: IDS.tableName, ConsistentRead: true, ExclusiveStartKey: start }),
    );
    items.push(...(out.Items ?? []));
    start = out.LastEvaluatedKey;
  } while (start);
  return items;
}

async function objectsUnder(prefix: string): Promise<string[]> {
  const out = await bucket.send(new ListObjectsV2Command({ Bucket: IDS.uploadsBucket, Prefix: prefix }));
  return (out.Contents ?? []).map((o) => o.Key!);
}

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  let last: T | undefined;
  for (let i = 0; i < 120; i++) {
    last = await read();
    if (done(last)) return last;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what} did not happen; last seen: ${JSON.stringify(last)}`);
}

/** The account's subject as the registry's owner rules see it, from the whole table. */
function subjectFrom(items: StoredItem[], accountId: string, email: string): Subject {
  const nanny = items.find((i) => i.pk === `USER#${accountId}` && i.sk === 'NANNY');
  const agency = items.find((i) => i.pk === `USER#${accountId}` && i.sk === 'AGENCY');
  const nannyId = nanny ? String(nanny.nannyId) : null;
  return {
    accountId,
    email: email.toLowerCase(),
    nannyId,
    agencyId: agency ? String(agency.agencyId) : null,
    jobIds: items.filter((i) => i.entity === 'Job' && i.ownerId === accountId).map((i) => String(i.id)),
    appliedJobIds: nannyId
      ? items
          .filter((i) => i.pk === `NANNY#${nannyId}` && String(i.sk).startsWith('APP#'))
          .map((i) => String(i.jobId))
      : [],
    promoCodes: [],
    welcomeCodes: [],
  };
}

const owned = (items: StoredItem[], subject: Subject) =>
  items.filter((item) => {
    const entity = entityOf({ pk: String(item.pk), sk: String(item.sk) });
    return entity && 'of' in entity.owner && ownedBy(entity.owner.of(item), subject);
  });

interface ExportDoc {
  account: { id: string; email: string };
  data: Record<string, unknown[]>;
  notIncluded: Record<string, string>;
  files: Array<{ path: string; key: string; sizeBytes: number }>;
}

/** Asks for an export, waits until it is ready, downloads it and opens the zip. */
async function exportOf(
  token: string,
): Promise<{ doc: ExportDoc; zip: Record<string, Uint8Array>; id: string }> {
  const asked = await call('POST', '/me/exports', token);
  expect(asked.status, JSON.stringify(asked.body)).toBe(202);
  expect(asked.body).toMatchObject({ state: 'preparing', expired: false });
  const id = String(asked.body.id);
  // Asking again while it is prepared answers with the same one.
  const again = await call('POST', '/me/exports', token);
  expect([again.body.id, again.body.state]).toEqual([
    id,
    again.body.state === 'ready' ? 'ready' : 'preparing',
  ]);
  await eventually(
    () => call('GET', '/me/exports', token),
    (res) =>
      (res.body.items as Array<{ id: string; state: string }>).some(
        (e) => e.id === id && e.state === 'ready',
      ),
    'the export becoming ready',
  );
  const link = await call('GET', `/me/exports/${id}/download`, token);
  expect(link.status, JSON.stringify(link.body)).toBe(200);
  const file = await fetch(link.body.url as string);
  expect(file.status).toBe(200);
  const zip = unzipSync(new Uint8Array(await file.arrayBuffer()));
  return { doc: JSON.parse(strFromU8(zip['data.json']!)) as ExportDoc, zip, id };
}

/** Every item and file the account owns in the table and bucket is in its export. */
async function expectCompleteExport(token: string, email: string) {
  const accountId = subOf(token);
  const { doc, zip } = await exportOf(token);
  expect(doc.account).toMatchObject({ id: accountId, email });
  const items = await scanAll();
  const subject = subjectFrom(items, accountId, email);
  const mine = owned(items, subject);
  const kinds = new Set<string>();
  for (const item of mine) {
    const entity = entityOf({ pk: String(item.pk), sk: String(item.sk) })!;
    if (entity.name === 'DataExport') continue; // the export being made, and the record of it
    kinds.add(entity.name);
    if ('shape' in entity.export)
      expect(doc.data[entity.name], `${entity.name} ${String(item.pk)} ${String(item.sk)}`).toContainEqual(
        JSON.parse(JSON.stringify(entity.export.shape(item, subject))),
      );
    else expect(doc.notIncluded[entity.name]).toBe(entity.export.none);
  }
  const keys = new Set(doc.files.map((f) => f.key));
  for (const prefix of filePrefixes(subject).filter((p) => !p.startsWith('exports/')))
    for (const key of await objectsUnder(prefix)) expect(keys, key).toContain(key);
  for (const file of doc.files) expect(zip[file.path]?.length).toBe(file.sizeBytes);
  return { subject, kinds, doc };
}

/** Nothing the account owned is left in the table or the bucket, and no item holds its details. */
async function expectNothingLeft(subject: Subject, details: string[]) {
  const items = await scanAll();
  const left = owned(items, subject);
  expect(left.map((i) => `${String(i.pk)} ${String(i.sk)}`)).toEqual([]);
  for (const item of items) {
    const text = JSON.stringify(item).toLowerCase();
    for (const detail of details)
      expect(text.includes(detail.toLowerCase()), `${detail} in ${text}`).toBe(false);
  }
  for (const prefix of filePrefixes(subject)) expect(await objectsUnder(prefix), prefix).toEqual([]);
}

const sweep = async (at: Date) => {
  const res = await fetch(`${cloud.api}/_local/scheduled/deletions`, {
    method: 'POST',
    body: JSON.stringify({ time: at.toISOString() }),
  });
  expect(res.status).toBe(200);
};

/** Deletes an account (typing its email) and carries the deletion to its end, clock moved past its check. */
async function deleteAccount(token: string, email: string) {
  const started = await call('POST', '/me/deletion', token, { confirmEmail: email.toUpperCase() });
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  const id = String(started.body.id);
  // Every step but the last check runs at once, from the stream.
  await eventually(
    () => call('GET', '/me/deletion', token),
    (res) =>
      (res.body.steps as Array<{ id: string; done: boolean }>)
        ?.filter((s) => !s.done)
        .map((s) => s.id)
        .join() === 'check',
    'the deletion reaching its last check',
  );
  // The check waits until a token from before the deletion can no longer be used.
  await sweep(new Date(Date.now() + 2 * 3600_000));
  await eventually(
    () => call('GET', '/me/deletion', token),
    (res) => res.body.state === 'done',
    'the deletion finishing',
  );
  return id;
}

async function familyWithPaidJob(label: string) {
  const family = await cloud.newUser('family', label);
  const photo = await cloud.upload(family.token, 'job-photo', 'kids.png', 'image/png', PNG);
  const created = await call('POST', '/jobs/family', family.token, {
    ...jobDetails(),
    jobTitle: `Nanny wanted (${label})`,
    contactEmail: family.email,
    discountCode: '',
    photo: { key: photo.key, name: 'kids.png' },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const sessionId = new URL(created.body.checkoutUrl).pathname.split('/').pop()!;
  await fetch(`${cloud.stripe}/checkout/${sessionId}/pay`, { method: 'POST', redirect: 'manual' });
  const jobId = String(created.body.jobId);
  await eventually(
    () => call('GET', `/my-jobs/${jobId}`, family.token),
    (r) => r.body.state === 'live',
    'payment',
  );
  return { ...family, jobId };
}

/** A nanny with a profile (photo, CV, DBS), an application with its own CV, a saved job and a report. */
async function busyNanny(label: string, jobId: string) {
  const user = await cloud.newUser('nanny', label);
  const photo = await cloud.upload(user.token, 'nanny-photo', 'me.png', 'image/png', PNG);
  const cv = await cloud.upload(user.token, 'nanny-cv', 'cv.pdf', 'application/pdf', PDF);
  const dbs = await cloud.upload(user.token, 'nanny-dbs', 'dbs.png', 'image/png', PNG);
  const saved = await call('PUT', '/nanny-profile', user.token, {
    ...nannyProfile(user.email, { key: cv.key, name: 'cv.pdf' }),
    photo: { key: photo.key, name: 'me.png' },
    dbs: { key: dbs.key, name: 'dbs.png' },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const letterCv = await cloud.upload(user.token, 'application-cv', 'letter.pdf', 'application/pdf', PDF);
  const applied = await call('POST', `/jobs/${jobId}/applications`, user.token, {
    coverLetter: `Cover letter of ${label}`,
    phone: '07700 900456',
    cv: { key: letterCv.key, name: 'letter.pdf' },
  });
  expect(applied.status, JSON.stringify(applied.body)).toBe(201);
  expect((await call('PUT', `/jobs/${jobId}/save`, user.token)).status).toBeLessThan(300);
  expect((await call('POST', '/newsletter', undefined, { email: user.email })).status).toBeLessThan(300);
  const reported = await call('POST', '/reports', user.token, {
    contentType: 'job_posting',
    contentId: jobId,
    reason: 'spam',
    details: `Reported by ${label}`,
    email: user.email,
  });
  expect(reported.status, JSON.stringify(reported.body)).toBe(201);
  // An upload never attached is hers too.
  await cloud.upload(user.token, 'nanny-reference', 'spare.pdf', 'application/pdf', PDF);
  return { ...user, nannyId: String(saved.body.id) };
}

describe('a nanny exports and then deletes her account', () => {
  it('exports everything she has, then leaves nothing behind', { timeout: 120_000 }, async () => {
    const family = await familyWithPaidJob('for-nanny');
    const nanny = await busyNanny('noor', family.jobId);
    const { subject, kinds, doc } = await expectCompleteExport(nanny.token, nanny.email);
    for (const kind of ['NannyProfile', 'Application', 'SavedJob', 'Report', 'NewsletterSubscription'])
      expect(kinds).toContain(kind);
    expect(doc.files.length).toBeGreaterThanOrEqual(5); // photo, CV, DBS, the application's CV, the spare

    // A wrong address changes nothing.
    const wrong = await call('POST', '/me/deletion', nanny.token, { confirmEmail: 'someone@example.com' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields).toEqual({ confirmEmail: 'That is not the email address of this account.' });
    expect((await call('GET', '/me/deletion', nanny.token)).status).toBe(404);
    expect((await call('GET', '/nanny-profile', nanny.token)).status).toBe(200);

    const deletionId = await deleteAccount(nanny.token, nanny.email);
    // She cannot sign in, and is on no list.
    await expect(cloud.signIn(nanny.email)).rejects.toThrow();
    const candidates = await call('GET', '/candidates?limit=50');
    expect((candidates.body.items as Array<{ id: string }>).map((c) => c.id)).not.toContain(nanny.nannyId);
    await expectNothingLeft(subject, [
      nanny.email,
      'Cover letter of noor',
      'Reported by noor',
      '07700 900456',
    ]);

    // The poster still sees that someone applied, as a deleted user.
    const applicants = await call('GET', `/my-jobs/${family.jobId}/applicants`, family.token);
    expect(applicants.body.items).toEqual([
      expect.objectContaining({ nannyId: nanny.nannyId, name: 'Deleted user', phone: '' }),
    ]);
    // The admin sees the deletion, done, with nothing of hers.
    const admin = await cloud.signIn('admin@nannymarketplace.local', 'Admin#Local2024');
    const seen = await call('GET', `/admin/deletions/${deletionId}`, admin);
    expect(seen.body).toMatchObject({ state: 'done', requestedBy: 'self', email: null, accountId: null });
    expect((seen.body.steps as Array<{ done: boolean }>).every((s) => s.done)).toBe(true);
  });
});

describe('a family exports and then deletes her account', () => {
  it('closes her job, keeps only the tax record, and leaves nothing else', { timeout: 120_000 }, async () => {
    const family = await familyWithPaidJob('leaving');
    const nanny = await busyNanny('tomas', family.jobId);
    expect((await call('POST', '/newsletter', undefined, { email: family.email })).status).toBeLessThan(300);
    const { subject, kinds } = await expectCompleteExport(family.token, family.email);
    for (const kind of ['Job', 'NewsletterSubscription', 'PostedJob'])
      expect(kinds.has(kind) || kind === 'PostedJob').toBe(true);

    await deleteAccount(family.token, family.email);
    await expectNothingLeft(subject, [family.email]);
    // Her job is off the board; the applicant is told it closed; the payment's record stays, naming no one.
    const board = await call('GET', '/jobs?limit=50');
    expect((board.body.items as Array<{ id: string }>).map((j) => j.id)).not.toContain(family.jobId);
    const mine = await call('GET', '/my-applications', nanny.token);
    expect(mine.body.items[0]).toMatchObject({ jobId: family.jobId, status: 'closed' });
    const tax = (await scanAll()).filter((i) => i.pk === `TAX#${family.jobId}`);
    expect(tax).toEqual([
      expect.objectContaining({ entity: 'TaxRecord', amountPence: 5000, paidFor: expect.any(String) }),
    ]);
  });
});

describe('an agency deletes its account', () => {
  it(
    'cancels the subscription, closes its jobs and leaves nothing behind',
    { timeout: 120_000 },
    async () => {
      const agency = await cloud.newUser('agency', 'closing');
      const logo = await cloud.upload(agency.token, 'agency-logo', 'logo.png', 'image/png', PNG);
      const created = await call('PUT', '/agency', agency.token, {
        agencyName: 'Closing Nannies',
        websiteUrl: '',
        logo: { key: logo.key, name: 'logo.png' },
      });
      expect(created.status).toBe(200);
      const checkout = await call('POST', '/agency/subscription/checkout', agency.token, {
        discountCode: '',
      });
      const sessionId = new URL(checkout.body.url).pathname.split('/').pop()!;
      await fetch(`${cloud.stripe}/checkout/${sessionId}/pay`, { method: 'POST', redirect: 'manual' });
      await eventually(
        () => call('GET', '/agency/subscription', agency.token),
        (r) => r.body.hasSubscription === true,
        'the subscription',
      );
      const posted = await call('POST', '/jobs/agency', agency.token, {
        ...jobDetails(),
        jobTitle: 'Agency placement',
        contactEmail: agency.email,
        websiteUrl: '',
        logo: null,
      });
      expect(posted.status, JSON.stringify(posted.body)).toBeLessThan(300);
      const { subject, kinds } = await expectCompleteExport(agency.token, agency.email);
      expect(kinds).toContain('Agency');
      // Its logo's public copy is its own, exported (above) and deleted with it (below).
      expect(await objectsUnder(publicLogoFolderOf(subject.agencyId!))).toHaveLength(1);

      await deleteAccount(agency.token, agency.email);
      await expectNothingLeft(subject, [agency.email, 'Closing Nannies']);
      const subscriptions = await fetch(`${cloud.stripe}/v1/subscriptions?status=all`, {
        headers: { authorization: `Bearer ${(await import('../../local/config.ts')).STRIPE_KEYS.secretKey}` },
      });
      const list = (await subscriptions.json()) as {
        data: Array<{ metadata?: Record<string, string>; status: string; customer: string }>;
      };
      expect(
        list.data.filter((s) => s.status !== 'canceled' && s.metadata?.agencyId === subject.agencyId),
      ).toEqual([]);
    },
  );
});

describe('what people may not do', () => {
  it('finds no other account’s export, and answers an expired link 410', async () => {
    const ana = await cloud.newUser('family', 'ana');
    const ben = await cloud.newUser('family', 'ben');
    const { id } = await exportOf(ana.token);
    expect((await call('GET', `/me/exports/${id}/download`, ben.token)).status).toBe(404);
    await table.send(
      new UpdateCommand({
        TableName: IDS.tableName,
        Key: { pk: `USER#${subOf(ana.token)}`, sk: `EXPORT#${id}` },
        UpdateExpression: 'SET linkExpiresAt = :past',
        ExpressionAttributeValues: { ':past': new Date(Date.now() - 1000).toISOString() },
      }),
    );
    const expired = await call('GET', `/me/exports/${id}/download`, ana.token);
    expect(expired.status).toBe(410);
    expect(expired.body.message).toBe('This download link has expired. Please request a new export.');
    expect((await call('GET', '/me/exports', ana.token)).body.items[0]).toMatchObject({ id, expired: true });
  });

  it('makes one export of two requests sent at once', async () => {
    const eve = await cloud.newUser('nanny', 'eve');
    const [a, b] = await Promise.all([
      call('POST', '/me/exports', eve.token),
      call('POST', '/me/exports', eve.token),
    ]);
    expect([a.status, b.status]).toEqual([202, 202]);
    expect(a.body.id).toBe(b.body.id);
    const listed = await call('GET', '/me/exports', eve.token);
    expect((listed.body.items as unknown[]).length).toBe(1);
  });

  it('answers a second deletion with the running one, and an admin’s with the same', async () => {
    const cleo = await cloud.newUser('family', 'cleo');
    const first = await call('POST', '/me/deletion', cleo.token, { confirmEmail: cleo.email });
    const second = await call('POST', '/me/deletion', cleo.token, { confirmEmail: cleo.email });
    expect(second.body.id).toBe(first.body.id);
    const admin = await cloud.signIn('admin@nannymarketplace.local', 'Admin#Local2024');
    const byAdmin = await call('POST', '/admin/deletions', admin, { email: cleo.email });
    // Her sign-in is disabled but still there until the deletion reaches it: the admin meets the same deletion.
    expect([404, 202]).toContain(byAdmin.status);
    if (byAdmin.status === 202) expect(byAdmin.body.id).toBe(first.body.id);
    expect((await call('GET', `/admin/deletions/${String(first.body.id)}`, cleo.token)).status).toBe(403);
  });

  it('lets an admin delete an account on request, and finds no one for an unknown address', async () => {
    const admin = await cloud.signIn('admin@nannymarketplace.local', 'Admin#Local2024');
    expect((await call('POST', '/admin/deletions', admin, { email: 'nobody@example.com' })).status).toBe(404);
    const dana = await cloud.newUser('nanny', 'dana');
    const started = await call('POST', '/admin/deletions', admin, { email: dana.email });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    expect(started.body).toMatchObject({ requestedBy: 'admin', email: dana.email, state: 'running' });
    const list = await call('GET', '/admin/deletions?limit=10', admin);
    expect((list.body.items as Array<{ id: string }>).map((d) => d.id)).toContain(started.body.id);
    await expect(cloud.signIn(dana.email)).rejects.toThrow();
  });
});
