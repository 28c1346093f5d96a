import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { CREDENTIALS, IDS, REGION } from '../../local/config.ts';
import { REPORT_MESSAGES } from '../../lambdas/contract/reports.ts';
import { nannyProfile } from '../security/requests.ts';
import { startLocalCloud, type LocalCloud } from './cloud.ts';

/**
 * The admin queue through the local cloud: reports grouped by the item they are about, the View content
 * route, and the DBS check's state and its one action.
 */
const OFFSET = 2900;
let cloud: LocalCloud;
let table: DynamoDBDocumentClient;
let admin: string;
let family: string;

beforeAll(async () => {
  cloud = await startLocalCloud(OFFSET);
  table = DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint: cloud.dynamodb, region: REGION, credentials: CREDENTIALS }),
  );
  admin = await cloud.signIn('admin@nannymarketplace.local', 'Admin#Local2024');
  family = await cloud.signIn('family@demo.local');
}, 90_000);
afterAll(async () => cloud?.stop());

const call: LocalCloud['call'] = (...args) => cloud.call(...args);
const stored = async (pk: string, sk: string) =>
  (await table.send(new GetCommand({ TableName: IDS.tableName, Key: { pk, sk }, ConsistentRead: true })))
    .Item;

type Group = {
  id: string;
  contentType: string;
  contentId: string;
  contentLabel: string | null;
  visibility: string;
  dbs: { uploaded: boolean; verified: boolean; verifiedAt: string | null } | null;
  counts: Record<'total' | 'pending' | 'reviewing' | 'resolved' | 'dismissed', number>;
  reports: Array<{ id: string; reporterEmail: string; status: string; reason: string; details: string }>;
};

/** Every entry of the queue (or of one status), page by page. */
async function queue(status?: string, limit = 50): Promise<{ groups: Group[]; pages: Group[][] }> {
  const pages: Group[][] = [];
  let cursor: string | null = null;
  do {
    const query = new URLSearchParams({ limit: String(limit) });
    if (status) query.set('status', status);
    if (cursor) query.set('cursor', cursor);
    const page = await call('GET', `/admin/reports?${query}`, admin);
    expect(page.status).toBe(200);
    pages.push(page.body.items);
    cursor = page.body.nextCursor;
  } while (cursor);
  return { groups: pages.flat(), pages };
}

const pendingCount = async () =>
  (await call('GET', '/admin/reports?limit=1', admin)).body.pendingCount as number;

/** A job of the demo family's, paid for and on the board. */
async function publishedJob(title: string): Promise<string> {
  const created = await call('POST', '/jobs/family', family, {
    jobTitle: title,
    location: 'Frome, Somerset',
    postcode: 'BA11 1AA',
    startDate: new Date(Date.now() + 10 * 86400_000).toISOString().slice(0, 10),
    daysHours: 'Tue–Thu, 9am–5pm',
    pay: { period: 'hourly', min: 15, max: null, hoursPerWeek: 24, liveIn: false, rota: false },
    jobType: 'part-time',
    jobTypeOther: '',
    childrenAges: '4',
    description: 'A kind, creative nanny for our four-year-old.',
    selectedLanguages: [],
    selectedRequirements: [],
    photo: null,
    contactEmail: 'family@demo.local',
    additionalComments: '',
    discountCode: '',
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const session = new URL(created.body.checkoutUrl).pathname.split('/').pop();
  await fetch(`${cloud.stripe}/checkout/${session}/pay`, { method: 'POST', redirect: 'manual' });
  await expect
    .poll(async () => (await stored(`JOB#${created.body.jobId}`, 'JOB'))?.paymentConfirmed, {
      timeout: 10_000,
    })
    .toBe(true);
  return created.body.jobId as string;
}

let reporters = 0;
async function report(contentType: string, contentId: string, extra: Record<string, unknown> = {}) {
  const sent = await call('POST', '/reports', (extra.token as string) ?? undefined, {
    contentType,
    contentId,
    reason: extra.reason ?? 'spam',
    details: extra.details ?? '',
    email: extra.email ?? `reporter${++reporters}.${Date.now().toString(36)}@example.com`,
  });
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  return sent.body.reportId as string;
}

describe('the queue groups reports by the item they are about', () => {
  let twice: string;
  let once: string;
  let first: string;
  let second: string;

  it('shows two reports about one job as one entry with a count of 2, and another job as its own', async () => {
    twice = await publishedJob('Reported twice');
    once = await publishedJob('Reported once');
    const before = await pendingCount();
    first = await report('job_posting', twice, { reason: 'fake', details: 'Wants a deposit' });
    second = await report('job_posting', twice, { reason: 'spam', email: 'second.reporter@example.com' });
    await report('job_posting', once);

    const { groups } = await queue();
    const entry = groups.filter((g) => g.contentId === twice);
    expect(entry).toHaveLength(1);
    expect(entry[0]).toMatchObject({
      id: `job_posting:${twice}`,
      contentType: 'job_posting',
      contentLabel: 'Reported twice',
      visibility: 'on_board',
      dbs: null,
      counts: { total: 2, pending: 2, reviewing: 0, resolved: 0, dismissed: 0 },
    });
    // Each report keeps its own reason, details, reporter and date, newest first.
    expect(entry[0]!.reports.map((r) => [r.id, r.reason, r.reporterEmail])).toEqual([
      [second, 'spam', 'second.reporter@example.com'],
      [first, 'fake', expect.stringMatching(/@example\.com$/)],
    ]);
    expect(entry[0]!.reports[1]!.details).toBe('Wants a deposit');
    expect(groups.filter((g) => g.contentId === once)).toHaveLength(1);
    expect(groups.find((g) => g.contentId === once)!.counts.total).toBe(1);
    // The latest reported comes first.
    const ids = groups.map((g) => g.contentId);
    expect(ids.indexOf(once)).toBeLessThan(ids.indexOf(twice));
    // The pending count counts reports, not items.
    expect(await pendingCount()).toBe(before + 3);
  });

  it('never splits an item’s reports across pages', async () => {
    const { pages } = await queue(undefined, 1);
    const holding = pages.filter((page) => page.some((g) => g.contentId === twice));
    expect(holding).toHaveLength(1);
    expect(holding[0]![0]!.reports).toHaveLength(2);
    // Each item once in the whole list.
    const ids = pages.flat().map((g) => g.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('lists an item under each status its reports are in, and leaves a list when none is', async () => {
    const before = await pendingCount();
    const resolved = await call('PATCH', `/admin/reports/${first}`, admin, { status: 'resolved', notes: '' });
    expect(resolved.status).toBe(200);
    expect(await pendingCount()).toBe(before - 1);

    const inPending = (await queue('pending')).groups.find((g) => g.contentId === twice);
    expect(inPending?.counts).toMatchObject({ total: 2, pending: 1, resolved: 1 });
    // The entry shows all of the item's reports, each with its own status.
    expect(inPending?.reports.map((r) => r.status).sort()).toEqual(['pending', 'resolved']);
    expect((await queue('resolved')).groups.some((g) => g.contentId === twice)).toBe(true);

    expect(
      (await call('PATCH', `/admin/reports/${second}`, admin, { status: 'dismissed', notes: '' })).status,
    ).toBe(200);
    expect((await queue('pending')).groups.some((g) => g.contentId === twice)).toBe(false);
    expect((await queue('dismissed')).groups.some((g) => g.contentId === twice)).toBe(true);
    expect((await stored(`REPORTED#job_posting#${twice}`, 'IN#pending'))?.gsi1pk).toBeUndefined();
    expect(await pendingCount()).toBe(before - 2);
  });

  it('takes one of two reviews of the same report at once; the other changes nothing', async () => {
    const reportId = await report('job_posting', once, { reason: 'other' });
    const before = await pendingCount();
    const answers = await Promise.all([
      call('PATCH', `/admin/reports/${reportId}`, admin, { status: 'resolved', notes: 'First' }),
      call('PATCH', `/admin/reports/${reportId}`, admin, { status: 'dismissed', notes: 'Second' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const won = answers.find((a) => a.status === 200)!.body.status as string;
    expect((await stored(`REPORT#${reportId}`, 'REPORT'))?.status).toBe(won);
    const group = (await queue()).groups.find((g) => g.contentId === once)!;
    expect(group.counts).toMatchObject({ total: 2, pending: 1, [won]: 1 });
    expect(await pendingCount()).toBe(before - 1);
  });

  it('answers 404 for an unknown report and 400 for an unknown status, changing nothing', async () => {
    const unknown = await call('PATCH', '/admin/reports/0b7f3a8e-1111-4222-8333-444455556666', admin, {
      status: 'resolved',
      notes: '',
    });
    expect(unknown.status).toBe(404);
    expect((await call('GET', '/admin/reports?status=archived', admin)).status).toBe(400);
    expect((await call('GET', '/admin/reports?cursor=not-a-cursor', admin)).status).toBe(400);
  });
});

describe('View content', () => {
  it('is for admins only', async () => {
    const jobId = await publishedJob('Admins only');
    await report('job_posting', jobId);
    const path = `/admin/content/job_posting/${jobId}`;
    expect((await call('GET', path)).status).toBe(401);
    expect((await call('GET', path, family)).status).toBe(403);
    const nanny = await cloud.newUser('nanny');
    expect((await call('GET', path, nanny.token)).status).toBe(403);
    expect((await call('GET', path, admin)).status).toBe(200);
  });

  it('answers 404 for content nobody reported, and 400 for an unknown type', async () => {
    const unreported = await call('GET', '/admin/content/job_posting/seed-job-09', admin);
    expect(unreported.status).toBe(404);
    expect(unreported.body.message).toBe(REPORT_MESSAGES.unknownContent);
    expect((await call('GET', '/admin/content/job_posting/no-such-job', admin)).status).toBe(404);
    expect((await call('GET', '/admin/content/user/someone', admin)).status).toBe(400);
    expect((await call('GET', '/admin/content/job_posting/bad%20id', admin)).status).toBe(400);
  });

  it('shows a job as stored with its poster’s first name, also once a moderator hid it', async () => {
    const jobId = await publishedJob('Hidden but visible to admins');
    const reportId = await report('job_posting', jobId);
    const path = `/admin/content/job_posting/${jobId}`;
    const shown = await call('GET', path, admin);
    expect(shown.body).toMatchObject({
      contentType: 'job_posting',
      contentId: jobId,
      visibility: 'on_board',
      ownerFirstName: 'Olivia',
      counts: { total: 1, pending: 1 },
      nanny: null,
      application: null,
      job: {
        title: 'Hidden but visible to admins',
        location: 'Frome, Somerset',
        jobType: 'Part-time',
        pay: '£15 an hour gross, 24 hours a week',
        description: 'A kind, creative nanny for our four-year-old.',
        posterType: 'family',
      },
    });
    expect(JSON.stringify(shown.body)).not.toContain('Bennett');
    expect(JSON.stringify(shown.body)).not.toContain('family@demo.local');

    await call('PATCH', `/admin/reports/${reportId}`, admin, {
      status: 'resolved',
      notes: '',
      hideContent: true,
      explanation: 'Hidden while we check it.',
    });
    const hidden = await call('GET', path, admin);
    expect(hidden.status).toBe(200);
    expect(hidden.body.visibility).toBe('hidden');
    expect(hidden.body.job.title).toBe('Hidden but visible to admins');
    const group = (await queue()).groups.find((g) => g.contentId === jobId);
    expect(group).toMatchObject({ visibility: 'hidden', contentLabel: 'Hidden but visible to admins' });
  });

  it('says a reported item that no longer exists is removed, in the queue and in the dialog', async () => {
    const jobId = await publishedJob('Deleted after its report');
    await report('job_posting', jobId);
    await table.send(new DeleteCommand({ TableName: IDS.tableName, Key: { pk: `JOB#${jobId}`, sk: 'JOB' } }));
    const gone = await call('GET', `/admin/content/job_posting/${jobId}`, admin);
    expect(gone.status).toBe(200);
    expect(gone.body).toMatchObject({
      visibility: 'removed',
      ownerFirstName: null,
      job: null,
      nanny: null,
      application: null,
      counts: { total: 1 },
    });
    const group = (await queue()).groups.find((g) => g.contentId === jobId);
    expect(group).toMatchObject({ visibility: 'removed', contentLabel: null });
  });

  it('shows an application, which only the poster sees, with the applicant’s first name', async () => {
    const jobId = await publishedJob('Applied to, then reported');
    const nanny = await cloud.signIn('nanny@demo.local');
    const applied = await call('POST', `/jobs/${jobId}/applications`, nanny, {
      coverLetter: 'I would love to help your family.\n\nI have five years of experience.',
      phone: '',
      cv: null,
    });
    expect(applied.status, JSON.stringify(applied.body)).toBe(201);
    const nannyId = String((await call('GET', '/nanny-profile', nanny)).body.id);
    await report('application', `${jobId}_${nannyId}`, { token: family, email: 'family@demo.local' });
    const content = await call('GET', `/admin/content/application/${jobId}_${nannyId}`, admin);
    expect(content.body).toMatchObject({
      visibility: 'private',
      ownerFirstName: 'Amelia',
      application: {
        jobId,
        jobTitle: 'Applied to, then reported',
        nannyId,
        applicantFirstName: 'Amelia',
        coverLetter: 'I would love to help your family.\n\nI have five years of experience.',
      },
    });
    expect(JSON.stringify(content.body)).not.toContain('Hughes');
  });
});

describe('the DBS check in the queue', () => {
  it('shows the state from the server, and flips it with the one action that changes it', async () => {
    const { email, token } = await cloud.newUser('nanny', 'dbs');
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    );
    const cv = Buffer.from(
      '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
    );
    const cvUpload = await cloud.upload(token, 'nanny-cv', 'cv.pdf', 'application/pdf', cv);
    const dbsUpload = await cloud.upload(token, 'nanny-dbs', 'dbs.png', 'image/png', png);
    expect(dbsUpload.check.status).toBe(200);
    const saved = await call('PUT', '/nanny-profile', token, {
      ...nannyProfile(email, { key: cvUpload.key, name: 'cv.pdf' }),
      dbs: { key: dbsUpload.key, name: 'dbs.png' },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const nannyId = String(saved.body.id);
    await report('nanny_profile', nannyId, { reason: 'fake' });

    const entry = async () => (await queue()).groups.find((g) => g.contentId === nannyId)!;
    expect(await entry()).toMatchObject({
      contentLabel: 'Rosa',
      visibility: 'listed',
      dbs: { uploaded: true, verified: false, verifiedAt: null },
    });
    const content = await call('GET', `/admin/content/nanny_profile/${nannyId}`, admin);
    expect(content.body.nanny).toMatchObject({ firstName: 'Rosa', dbs: { uploaded: true, verified: false } });
    expect(JSON.stringify(content.body)).not.toContain('Martínez');

    // Her DBS certificate is a check she asks for and a moderator records, from the upload on her profile.
    const asked = await call('POST', '/me/verification/requests', token, {
      kind: 'dbs_certificate',
      evidence: null,
      note: '',
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const today = new Date().toISOString().slice(0, 10);
    const record = {
      outcome: 'record',
      details: {
        kind: 'dbs_certificate',
        issuedOn: '2026-01-15',
        certificateLast4: '4321',
        barredListChildren: true,
        checkedOn: today,
      },
    };
    const path = `/admin/verifications/${nannyId}/requests/${asked.body.id}`;
    expect((await call('PUT', path, family, record)).status).toBe(403);
    const recorded = await call('PUT', path, admin, record);
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(200);
    expect((await entry()).dbs).toEqual({ uploaded: true, verified: true, verifiedAt: today });
    // Asked again (a second click, another moderator): already decided, nothing changes.
    expect((await call('PUT', path, admin, record)).status).toBe(409);
    expect((await call('GET', '/admin/verifications/no-such-nanny', admin)).status).toBe(404);
  });
});
