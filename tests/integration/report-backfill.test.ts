import { execFile, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { CREDENTIALS, IDS, lambdaEnvironment, REGION } from '../../local/config.ts';
import { legacyReportIndex, pendingReportsKey, reportKey } from '../../lambdas/data/reports.ts';
import type { backfillReportGroups as Backfill } from '../../lambdas/data/migrations/report-backfill.ts';
import { portOffset, startLocalCloud, type LocalCloud } from './cloud.ts';

/**
 * Reports stored before the admin queue was grouped by reported item, as they were written then, made
 * visible by the backfill: each counted once however many runs, side by side or with reports arriving.
 */
const OFFSET = 6100;
/** Where startLocalCloud puts this file's ports. */
const PORTS = portOffset(OFFSET);
let cloud: LocalCloud;
let table: DynamoDBDocumentClient;
let admin: string;
let backfill: typeof Backfill;

beforeAll(async () => {
  cloud = await startLocalCloud(OFFSET);
  table = DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint: cloud.dynamodb, region: REGION, credentials: CREDENTIALS }),
  );
  admin = await cloud.signIn('admin@nannymarketplace.local', 'Admin#Local2024');
  // The data layer in this process, against the cloud's table.
  Object.assign(process.env, lambdaEnvironment(), { AWS_ENDPOINT_URL_DYNAMODB: cloud.dynamodb });
  ({ backfillReportGroups: backfill } = await import('../../lambdas/data/migrations/report-backfill.ts'));
}, 90_000);
afterAll(async () => cloud?.stop());

const call: LocalCloud['call'] = (...args) => cloud.call(...args);
const stored = async (pk: string, sk: string) =>
  (await table.send(new GetCommand({ TableName: IDS.tableName, Key: { pk, sk }, ConsistentRead: true })))
    .Item;

type Status = 'pending' | 'reviewing' | 'resolved' | 'dismissed';
type Group = {
  contentType: string;
  contentId: string;
  counts: Record<'total' | Status, number>;
  reports: Array<{ id: string; status: string }>;
};

/** Every entry of the queue (or of one status), page by page. */
async function queue(status?: Status): Promise<Group[]> {
  const groups: Group[] = [];
  let cursor: string | null = null;
  do {
    const query = new URLSearchParams({ limit: '50' });
    if (status) query.set('status', status);
    if (cursor) query.set('cursor', cursor);
    const page = await call('GET', `/admin/reports?${query}`, admin);
    expect(page.status).toBe(200);
    groups.push(...page.body.items);
    cursor = page.body.nextCursor;
  } while (cursor);
  return groups;
}

const entryOf = (groups: Group[], contentId: string) => groups.filter((g) => g.contentId === contentId);
const counts = (partial: Partial<Group['counts']>) => ({
  total: 0,
  pending: 0,
  reviewing: 0,
  resolved: 0,
  dismissed: 0,
  ...partial,
});
const pendingCount = async () =>
  (await call('GET', '/admin/reports?limit=1', admin)).body.pendingCount as number;

let written = 0;
/**
 * A report as it was stored before grouping: the old status and all-reports indexes, no group, no status
 * list, and the pending count raised as its creation did then.
 */
async function legacyReport(
  contentType: string,
  contentId: string,
  status: Status,
  createdAt: string,
  reviewedAt: string | null = null,
): Promise<string> {
  const id = randomUUID();
  written += 1;
  await table.send(
    new PutCommand({
      TableName: IDS.tableName,
      Item: {
        ...reportKey(id),
        ...legacyReportIndex(status, createdAt, id),
        entity: 'Report',
        id,
        contentType,
        contentId,
        reason: 'spam',
        details: null,
        reporterEmail: `earlier.${written}@example.com`,
        reporterUserId: null,
        reporterIp: '203.0.113.7',
        status,
        resolutionNotes: null,
        reviewedByUserId: reviewedAt ? 'an-admin' : null,
        reviewedAt,
        createdAt,
      },
    }),
  );
  if (status === 'pending')
    await table.send(
      new UpdateCommand({
        TableName: IDS.tableName,
        Key: pendingReportsKey(),
        UpdateExpression: 'ADD pending :one',
        ExpressionAttributeValues: { ':one': 1 },
      }),
    );
  return id;
}

let reporters = 0;
async function report(contentType: string, contentId: string): Promise<string> {
  const sent = await call('POST', '/reports', undefined, {
    contentType,
    contentId,
    reason: 'fake',
    details: '',
    email: `backfill.reporter${++reporters}@example.com`,
  });
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  return sent.body.reportId as string;
}

const operatorCommand = async () =>
  (
    await promisify(execFile)(
      process.execPath,
      ['--disable-warning=NodeVersionSupportWarning', 'bin/reports-backfill.ts', '--local'],
      {
        cwd: path.resolve(import.meta.dirname, '../..'),
        env: { ...process.env, PORT_OFFSET: String(PORTS) },
      },
    )
  ).stdout;

describe('the report backfill', () => {
  const twoPending = 'seed-job-03';
  const olderJob = 'seed-job-04';
  const nanny = 'seed-05-seed-nan';
  const counted = 'seed-job-05';
  const legacy: Record<string, string[]> = {};
  let pendingBefore: number;

  it('starts from reports the queue cannot show: stored before grouping', async () => {
    legacy[twoPending] = [
      await legacyReport('job_posting', twoPending, 'pending', '2026-10-01T09:00:00.000Z'),
      await legacyReport(
        'job_posting',
        twoPending,
        'dismissed',
        '2026-10-02T09:00:00.000Z',
        '2026-10-04T09:00:00.000Z',
      ),
      await legacyReport('job_posting', twoPending, 'pending', '2026-10-03T09:00:00.000Z'),
    ];
    legacy[olderJob] = [
      await legacyReport(
        'job_posting',
        olderJob,
        'resolved',
        '2026-09-20T09:00:00.000Z',
        '2026-09-21T09:00:00.000Z',
      ),
      await legacyReport('job_posting', olderJob, 'pending', '2026-09-22T09:00:00.000Z'),
    ];
    legacy[nanny] = [
      await legacyReport(
        'nanny_profile',
        nanny,
        'reviewing',
        '2026-10-05T09:00:00.000Z',
        '2026-10-06T09:00:00.000Z',
      ),
      await legacyReport('nanny_profile', nanny, 'pending', '2026-09-30T09:00:00.000Z'),
    ];
    // A report made since grouping is counted already.
    legacy[counted] = [await report('job_posting', counted)];
    pendingBefore = await pendingCount();

    const before = await queue();
    expect(before.map((g) => g.contentId)).toEqual([counted]);
  });

  it('counts each report once, with two runs side by side and more after', async () => {
    const runs = await Promise.all([backfill({ pageSize: 2 }), backfill({ pageSize: 2 })]);
    expect(runs[0]!.counted + runs[1]!.counted).toBe(7);
    expect(runs.flatMap((r) => r.unreadable)).toEqual([]);
    expect(await backfill()).toEqual({ examined: 0, counted: 0, alreadyCounted: 0, unreadable: [] });
    expect(await operatorCommand()).toContain('nanny-marketplace-local: 0 reports counted');

    const all = await queue();
    // Each item once, the latest reported first.
    expect(all.map((g) => g.contentId)).toEqual([counted, nanny, twoPending, olderJob]);
    expect(all.map((g) => g.counts)).toEqual([
      counts({ total: 1, pending: 1 }),
      counts({ total: 2, pending: 1, reviewing: 1 }),
      counts({ total: 3, pending: 2, dismissed: 1 }),
      counts({ total: 2, pending: 1, resolved: 1 }),
    ]);
    for (const group of all)
      expect(group.reports.map((r) => r.id).sort()).toEqual([...legacy[group.contentId]!].sort());

    // Each status list holds the items with a report in it, by when one last entered it.
    expect((await queue('pending')).map((g) => g.contentId)).toEqual([counted, twoPending, nanny, olderJob]);
    expect((await queue('reviewing')).map((g) => g.contentId)).toEqual([nanny]);
    expect((await queue('dismissed')).map((g) => g.contentId)).toEqual([twoPending]);
    expect((await queue('resolved')).map((g) => g.contentId)).toEqual([olderJob]);

    // The pending count had them all along.
    expect(await pendingCount()).toBe(pendingBefore);
    const moved = await stored(`REPORT#${legacy[twoPending]![0]}`, 'REPORT');
    expect(moved).toMatchObject({ gsi1pk: `REPORTED#job_posting#${twoPending}` });
    expect(moved?.gsi2pk).toBeUndefined();
  });

  it('counts a new report about a backfilled item with the others, and lets them be reviewed', async () => {
    const fresh = await report('job_posting', twoPending);
    let all = await queue();
    expect(all[0]).toMatchObject({
      contentId: twoPending,
      counts: counts({ total: 4, pending: 3, dismissed: 1 }),
    });
    expect(entryOf(all, twoPending)).toHaveLength(1);
    expect(all[0]!.reports[0]!.id).toBe(fresh);
    expect(await pendingCount()).toBe(pendingBefore + 1);

    const reviewed = await call('PATCH', `/admin/reports/${legacy[twoPending]![0]}`, admin, {
      status: 'resolved',
      notes: '',
    });
    expect(reviewed.status).toBe(200);
    all = await queue();
    expect(entryOf(all, twoPending)[0]!.counts).toEqual(
      counts({ total: 4, pending: 2, resolved: 1, dismissed: 1 }),
    );
    expect(await pendingCount()).toBe(pendingBefore);
  });

  it('counts earlier reports once while reports about the same item arrive', async () => {
    const item = 'seed-06-seed-nan';
    const earlier = [
      await legacyReport('nanny_profile', item, 'pending', '2026-09-01T09:00:00.000Z'),
      await legacyReport('nanny_profile', item, 'pending', '2026-09-02T09:00:00.000Z'),
      await legacyReport('nanny_profile', item, 'pending', '2026-09-03T09:00:00.000Z'),
    ];
    const before = await pendingCount();
    const [first, fresh, second] = await Promise.all([
      backfill({ pageSize: 1 }),
      report('nanny_profile', item),
      backfill({ pageSize: 1 }),
    ]);
    expect(first.counted + second.counted).toBe(3);

    const all = await queue();
    expect(all[0]).toMatchObject({ contentId: item, counts: counts({ total: 4, pending: 4 }) });
    expect(entryOf(all, item)).toHaveLength(1);
    expect(all[0]!.reports.map((r) => r.id)).toEqual([fresh, ...earlier.reverse()]);
    expect((await queue('pending'))[0]!.contentId).toBe(item);
    expect(await pendingCount()).toBe(before + 1);
  });

  it('counts an earlier report in when a moderator reviews it before any backfill', async () => {
    const item = 'seed-job-06';
    const id = await legacyReport('job_posting', item, 'pending', '2026-08-01T09:00:00.000Z');
    const before = await pendingCount();
    const reviewed = await call('PATCH', `/admin/reports/${id}`, admin, { status: 'dismissed', notes: '' });
    expect(reviewed.status).toBe(200);

    expect(entryOf(await queue(), item).map((g) => g.counts)).toEqual([counts({ total: 1, dismissed: 1 })]);
    expect(entryOf(await queue('pending'), item)).toEqual([]);
    expect(entryOf(await queue('dismissed'), item)).toHaveLength(1);
    expect(await pendingCount()).toBe(before - 1);
    expect((await backfill()).counted).toBe(0);
    expect(entryOf(await queue(), item)[0]!.counts.total).toBe(1);
  });

  it('runs on `npm start`, so a local cloud restarted on earlier data shows every report', async () => {
    const item = 'seed-job-07';
    const id = await legacyReport('job_posting', item, 'pending', '2026-07-01T09:00:00.000Z');
    await cloud.stop();

    // The same data folder again, kept as `npm start` keeps it.
    const child = spawn(process.execPath, ['--disable-warning=NodeVersionSupportWarning', 'local/start.ts'], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: { ...process.env, PORT_OFFSET: String(PORTS), LOCAL_DATA_DIR: `.local/it-${PORTS}` },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    cloud.stop = () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    await new Promise<void>((resolve, reject) => {
      const check = setInterval(() => {
        if (output.includes('is running locally')) resolve();
        else if (child.exitCode === null) return;
        else reject(new Error(`the local cloud stopped while starting:\n${output}`));
        clearInterval(check);
      }, 200);
    });
    expect(output).toContain('1 earlier report counted into the admin queue now.');

    const entry = entryOf(await queue(), item);
    expect(entry.map((g) => g.counts)).toEqual([counts({ total: 1, pending: 1 })]);
    expect(entry[0]!.reports.map((r) => r.id)).toEqual([id]);
  }, 90_000);
});
