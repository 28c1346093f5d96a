import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { HeadObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { CREDENTIALS, IDS, REGION } from '../../local/config.ts';
import { portOffset, startLocalCloud, type LocalCloud } from '../integration/cloud.ts';
import { jobDetails, nannyProfile } from './requests.ts';

/**
 * The outside attack, run again as it was made: real requests against the local cloud, each followed by
 * a look at what it must not have changed (the table, the bucket, the mailbox).
 */
let cloud: LocalCloud;
let table: DynamoDBDocumentClient;
let bucket: S3Client;

beforeAll(async () => {
  cloud = await startLocalCloud(1650);
  table = DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint: cloud.dynamodb, region: REGION, credentials: CREDENTIALS }),
  );
  bucket = new S3Client({
    endpoint: `http://127.0.0.1:${4569 + portOffset(1650)}`,
    region: REGION,
    credentials: CREDENTIALS,
    forcePathStyle: true,
  });
}, 90_000);
afterAll(async () => cloud?.stop());

const call: LocalCloud['call'] = (...args) => cloud.call(...args);
const stored = async (pk: string, sk: string) =>
  (await table.send(new GetCommand({ TableName: IDS.tableName, Key: { pk, sk } }))).Item;
const exists = (key: string) =>
  bucket.send(new HeadObjectCommand({ Bucket: IDS.uploadsBucket, Key: key })).then(
    () => true,
    () => false,
  );
async function mailTo(address: string) {
  const { emails } = (await (await fetch(`${cloud.mailbox}/store`)).json()) as {
    emails: Array<{ destination: { to: string[] }; subject: string }>;
  };
  return emails.filter((e) => e.destination.to.includes(address));
}
const subOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub as string;
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

/** A nanny account with a saved profile and CV; answers its token, profile and CV key. */
async function nannyWithProfile(label: string) {
  const { email, token } = await cloud.newUser('nanny', label);
  const { key, check } = await cloud.upload(token, 'nanny-cv', 'My CV.pdf', 'application/pdf', PDF);
  expect(check.status).toBe(200);
  const saved = await call('PUT', '/nanny-profile', token, nannyProfile(email, { key, name: 'My CV.pdf' }));
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return { email, token, profile: saved.body, cvKey: saved.body.cv.key as string };
}

/** A newsletter subscriber's own single-use code. */
async function singleUseCode(label: string) {
  const address = `${label}.${Date.now().toString(36)}@example.com`;
  expect((await call('POST', '/newsletter', undefined, { email: address })).status).toBe(200);
  return (await stored(`NEWSLETTER#${address}`, 'SUBSCRIPTION'))!.discountCode as string;
}

/** Hides a job or nanny profile as a moderator does: a report, reviewed and resolved with it hidden. */
async function hide(contentType: 'job_posting' | 'nanny_profile', contentId: string) {
  const admin = await cloud.signIn('admin@nannymarketplace.local', 'Admin#Local2024');
  const report = await call('POST', '/reports', undefined, {
    contentType,
    contentId,
    reason: 'fake',
    details: '',
    email: `moderation.${Date.now().toString(36)}@example.com`,
  });
  expect(report.status).toBe(201);
  const resolved = await call('PATCH', `/admin/reports/${report.body.reportId}`, admin, {
    status: 'resolved',
    notes: 'Hidden while we check.',
    hideContent: true,
    explanation: 'Hidden while we check.',
  });
  expect(resolved.body.contentHidden).toBe(true);
}

describe('keys that walk into other users’ files', () => {
  it('reads, copies and deletes nothing of another nanny’s CV, whatever the key says', async () => {
    const victim = await nannyWithProfile('victim');
    const attacker = await cloud.newUser('nanny', 'attacker');
    const me = subOf(attacker.token);
    const [, , owner, purpose, id] = victim.cvKey.split('/');
    const walks = [
      `pending/${me}/nanny-cv/../../../${victim.cvKey}`,
      `pending/${me}/nanny-cv/../../nannies/${owner}/${purpose}/${id}`,
      victim.cvKey,
    ];
    for (const key of walks) {
      const checked = await call('POST', '/uploads/check', attacker.token, { key, purpose: 'nanny-cv' });
      expect(checked.status, key).toBe(400);
      const saved = await call(
        'PUT',
        '/nanny-profile',
        attacker.token,
        nannyProfile(attacker.email, { key, name: 'cv.pdf' }),
      );
      expect(saved.status, key).toBe(400);
    }
    expect(await exists(victim.cvKey)).toBe(true);
    // The victim's profile still has its CV, and the attacker has no profile.
    expect((await call('GET', '/nanny-profile', victim.token)).body.cv.key).toBe(victim.cvKey);
    expect((await call('GET', '/nanny-profile', attacker.token)).status).toBe(404);
  });

  it('serves a CV under cv.pdf, never the uploader’s file name', async () => {
    const nanny = await nannyWithProfile('named');
    expect(nanny.profile.cv.name).toBe('cv.pdf');
    const family = await cloud.signIn('family@demo.local');
    const link = await call('POST', `/candidates/${nanny.profile.id}/cv-link`, family);
    expect(link.status).toBe(200);
    expect(link.body.fileName).toBe('cv.pdf');
    const file = await fetch(link.body.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="cv\.pdf"/);
    expect(file.headers.get('content-type')).toBe('application/pdf');
  });
});

describe('cross-site simple requests', () => {
  it('refuses text/plain, form and multipart bodies with 415, sending and storing nothing', async () => {
    const [nanny] = (await call('GET', '/candidates?limit=1')).body.items as Array<{ id: string }>;
    const victimAddress = `csrf.${Date.now().toString(36)}@example.com`;
    const contact = JSON.stringify({
      name: 'Not You',
      email: victimAddress,
      message: 'Sent from another site by your browser.',
    });
    const attempts: Array<[string, string, string | FormData | URLSearchParams, Record<string, string>]> = [
      [`/candidates/${nanny!.id}/contact`, 'text/plain', contact, {}],
      ['/newsletter', 'application/x-www-form-urlencoded', new URLSearchParams({ email: victimAddress }), {}],
      ['/reports', 'text/plain;charset=UTF-8', JSON.stringify({ contentType: 'job_posting' }), {}],
    ];
    for (const [path, type, body] of attempts) {
      const res = await fetch(`${cloud.api}${path}`, {
        method: 'POST',
        headers: { 'content-type': type },
        body,
      });
      expect(res.status, path).toBe(415);
      expect(((await res.json()) as { error: string }).error).toBe('unsupported_media_type');
    }
    const form = new FormData();
    form.append('email', victimAddress);
    const multipart = await fetch(`${cloud.api}/newsletter`, { method: 'POST', body: form });
    expect(multipart.status).toBe(415);
    expect(await stored(`NEWSLETTER#${victimAddress}`, 'SUBSCRIPTION')).toBeUndefined();
    expect(await mailTo(victimAddress)).toEqual([]);
  });
});

describe('addresses that do not decode', () => {
  it('answers malformed percent-escapes in paths and queries with 400 JSON', async () => {
    const family = await cloud.signIn('family@demo.local');
    for (const [method, path, token] of [
      ['GET', '/promo-codes/%ZZ', undefined],
      ['GET', '/promo-codes/%E0%A4%A', undefined],
      ['GET', '/jobs?location=%', undefined],
      ['GET', '/candidates?cursor=%ZZ', undefined],
      ['PUT', '/jobs/%ZZ/save', family],
    ] as const) {
      const res = await fetch(`${cloud.api}${path}`, {
        method,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      expect(res.status, path).toBe(400);
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
      expect(((await res.json()) as { error: string }).error).toBe('bad_request');
    }
  });
});

describe('moderation holds everywhere', () => {
  it('lets a hidden nanny apply nowhere, and tells the poster nothing', async () => {
    const nanny = await nannyWithProfile('hidden');
    await hide('nanny_profile', nanny.profile.id);
    const board = (await call('GET', '/jobs?limit=1')).body.items as Array<{ id: string }>;
    const applied = await call('POST', `/jobs/${board[0]!.id}/applications`, nanny.token, {
      coverLetter: 'I would love to help your family.',
      phone: '',
      cv: null,
    });
    expect(applied.status).toBe(403);
    expect(await stored(`JOB#${board[0]!.id}`, `APP#${nanny.profile.id}`)).toBeUndefined();
  });

  it('refuses a second application before copying its CV or counting it', async () => {
    const nanny = await nannyWithProfile('twice');
    const board = (await call('GET', '/jobs?place=BA')).body.items as Array<{ id: string }>;
    const jobId = board[0]?.id ?? (await call('GET', '/jobs?limit=1')).body.items[0].id;
    const apply = async () => {
      const { key } = await cloud.upload(nanny.token, 'application-cv', 'CV.pdf', 'application/pdf', PDF);
      return call('POST', `/jobs/${jobId}/applications`, nanny.token, {
        coverLetter: 'I would love to help your family.',
        phone: '',
        cv: { key, name: 'CV.pdf' },
      });
    };
    expect((await apply()).status).toBe(201);
    const second = await apply();
    expect(second.status).toBe(409);
    const copies = await bucket.send(
      new ListObjectsV2Command({
        Bucket: IDS.uploadsBucket,
        Prefix: `files/applications/${jobId}/${nanny.profile.id}/`,
      }),
    );
    expect(copies.KeyCount).toBe(1);
  });

  it('lets nobody save or apply to a hidden job', async () => {
    const family = await cloud.signIn('family@demo.local');
    const job = 'seed-job-05';
    await hide('job_posting', job);
    const nanny = await nannyWithProfile('seeker');
    expect((await call('PUT', `/jobs/${job}/save`, family)).status).toBe(404);
    const applied = await call('POST', `/jobs/${job}/applications`, nanny.token, {
      coverLetter: 'I would love to help your family.',
      phone: '',
      cv: null,
    });
    expect(applied.status).toBe(404);
    expect(await stored(`JOB#${job}`, `APP#${nanny.profile.id}`)).toBeUndefined();
    expect(await stored(`USER#${subOf(family)}`, `SAVED#${job}`)).toBeUndefined();
  });
});

describe('promo codes are exact', () => {
  const post = (token: string, discountCode: string) =>
    call('POST', '/jobs/family', token, { ...jobDetails(), discountCode });

  it('lets one family’s simultaneous posts spend a single-use code once: one checkout stays payable', async () => {
    const code = await singleUseCode('racer');
    const family = await cloud.newUser('family', 'racer');
    const answers = await Promise.all(Array.from({ length: 6 }, () => post(family.token, code)));
    for (const refused of answers.filter((a) => a.status !== 201)) expect(refused.status).toBe(400);
    // A later post may end an earlier one's checkout and take its use (the family starting again), so
    // more than one may be created; only one checkout can still be paid.
    const created = answers.filter((a) => a.status === 201);
    const sessions = created.map((a) => new URL(a.body.checkoutUrl).pathname.split('/').pop()!);
    const payments = await Promise.all(
      sessions.map((id) =>
        fetch(`${cloud.stripe}/checkout/${id}/pay`, { method: 'POST', redirect: 'manual' }),
      ),
    );
    expect(payments.filter((p) => p.status === 303 || p.status === 302)).toHaveLength(1);
    await expect
      .poll(async () => {
        const jobs = await Promise.all(created.map((a) => stored(`JOB#${a.body.jobId}`, 'JOB')));
        return jobs.filter((j) => j?.paymentConfirmed === true).length;
      })
      .toBe(1);
    expect((await stored(`PROMO#${code}`, 'PROMO'))?.uses).toBe(1);
  });

  it('gives back the use a draft held once the draft has expired unpaid', async () => {
    const code = await singleUseCode('expired');
    const family = await cloud.newUser('family', 'expired');
    const first = await post(family.token, code);
    expect(first.status).toBe(201);
    // A week on, the table's TTL has deleted the unpaid draft; its hold on the code is left.
    await table.send(
      new DeleteCommand({ TableName: IDS.tableName, Key: { pk: `JOB#${first.body.jobId}`, sk: 'JOB' } }),
    );
    const again = await post(family.token, code);
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    expect((await stored(`PROMO#${code}`, 'PROMO'))?.uses).toBe(1);
  });

  it('lets several families’ simultaneous posts spend a single-use code once', async () => {
    const code = await singleUseCode('crowd');
    const families = await Promise.all(
      Array.from({ length: 4 }, (_, i) => cloud.newUser('family', `crowd${i}`)),
    );
    const answers = await Promise.all(families.map((f) => post(f.token, code)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect((await stored(`PROMO#${code}`, 'PROMO'))?.uses).toBe(1);
  });

  it('holds a single-use code for one agency checkout at a time, and gives it back when one expires', async () => {
    const code = await singleUseCode('agencies');
    const agencies = await Promise.all(
      Array.from({ length: 3 }, async (_, i) => {
        const agency = await cloud.newUser('agency', `promo${i}`);
        const profile = await call('PUT', '/agency', agency.token, {
          agencyName: `Promo Agency ${i}`,
          websiteUrl: '',
          logo: null,
        });
        expect(profile.status).toBe(200);
        return agency;
      }),
    );
    const answers = await Promise.all(
      agencies.map((a) => call('POST', '/agency/subscription/checkout', a.token, { discountCode: code })),
    );
    const opened = answers.filter((a) => a.status === 200);
    expect(opened, JSON.stringify(answers.map((a) => a.body))).toHaveLength(1);
    expect((await stored(`PROMO#${code}`, 'PROMO'))?.uses).toBe(1);

    // The open checkout expires unpaid: its use comes back, and another agency may take it.
    const sessionId = new URL(opened[0]!.body.url).pathname.split('/').pop()!;
    expect(
      (await fetch(`${cloud.stripe}/control/checkout/${sessionId}/expire`, { method: 'POST' })).status,
    ).toBe(200);
    await expect
      .poll(async () => (await stored(`PROMO#${code}`, 'PROMO'))?.uses, { timeout: 10_000 })
      .toBe(0);
    const loser = agencies[answers.findIndex((a) => a.status !== 200)]!;
    const again = await call('POST', '/agency/subscription/checkout', loser.token, { discountCode: code });
    expect(again.status).toBe(200);
    expect((await stored(`PROMO#${code}`, 'PROMO'))?.uses).toBe(1);
  });

  it('opens one checkout for an agency’s double click, and the code’s count always matches its open checkouts', async () => {
    const code = `TWOUSES${Date.now().toString(36).toUpperCase()}`;
    await table.send(
      new PutCommand({
        TableName: IDS.tableName,
        Item: {
          pk: `PROMO#${code}`,
          sk: 'PROMO',
          entity: 'Promo',
          code,
          amountOffPence: 1000,
          active: true,
          maxUses: 2,
          uses: 0,
          validFrom: null,
          validUntil: null,
        },
      }),
    );
    const agencyWithProfile = async (label: string) => {
      const agency = await cloud.newUser('agency', label);
      expect(
        (await call('PUT', '/agency', agency.token, { agencyName: label, websiteUrl: '', logo: null }))
          .status,
      ).toBe(200);
      return agency;
    };
    const [clicker, second, third] = await Promise.all(['Clicker', 'Second', 'Third'].map(agencyWithProfile));
    const clicks = await Promise.all(
      Array.from({ length: 3 }, () =>
        call('POST', '/agency/subscription/checkout', clicker!.token, { discountCode: code }),
      ),
    );
    expect(
      clicks.filter((c) => c.status === 200),
      JSON.stringify(clicks.map((c) => c.body)),
    ).toHaveLength(1);
    for (const refused of clicks.filter((c) => c.status !== 200)) expect(refused.status).toBe(409);
    expect((await stored(`PROMO#${code}`, 'PROMO'))?.uses).toBe(1);
    expect(
      (await call('POST', '/agency/subscription/checkout', second!.token, { discountCode: code })).status,
    ).toBe(200);
    expect((await stored(`PROMO#${code}`, 'PROMO'))?.uses).toBe(2);
    // Both uses are held by open checkouts: a third agency cannot have one.
    expect(
      (await call('POST', '/agency/subscription/checkout', third!.token, { discountCode: code })).status,
    ).toBe(400);
    // The double-clicking agency, starting again, keeps its own use rather than losing or doubling it.
    const again = await call('POST', '/agency/subscription/checkout', clicker!.token, { discountCode: code });
    expect(again.status).toBe(200);
    expect((await stored(`PROMO#${code}`, 'PROMO'))?.uses).toBe(2);
  });

  it('stops guessing: promo checks are limited per address, with Retry-After', async () => {
    const answers: Response[] = [];
    for (let i = 0; i < 40; i++) answers.push(await fetch(`${cloud.api}/promo-codes/GUESS${i}`));
    const limited = answers.filter((a) => a.status === 429);
    expect(limited.length).toBeGreaterThan(0);
    expect(answers.filter((a) => a.status !== 429).length).toBeLessThanOrEqual(30);
    expect(Number(limited[0]!.headers.get('retry-after'))).toBeGreaterThan(0);
    // A real code is refused too while the address is limited: a guesser learns nothing.
    expect((await fetch(`${cloud.api}/promo-codes/WELCOME10`)).status).toBe(429);
  });
});
