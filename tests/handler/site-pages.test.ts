import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  type GetObjectCommandOutput,
} from '@aws-sdk/client-s3';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import type { SitePage, SiteRenderer } from '../../lambdas/contract/site-pages.ts';
import { jobToItem } from '../../lambdas/data/jobs.ts';
import { aJob } from '../support/fixtures.ts';
import type * as SitePagesService from '../../lambdas/services/site-pages.ts';
import type * as SitePagesStream from '../../lambdas/streams/site-pages.ts';
import { mockAws, quietConsole, stubFunctionEnv } from '../support/aws.ts';

/**
 * The site's drawn pages at the SDK boundary: which pages a batch of changes draws, what each is drawn
 * from (a visitor's view of the job as the table holds it, no short-lived link), and what is written
 * to or deleted from the site bucket.
 */
const { ddb, s3 } = mockAws('ddb', 's3');
quietConsole();

let refreshSitePages: typeof SitePagesService.refreshSitePages;
let refreshOf: typeof SitePagesStream.refreshOf;
let isSitePageItem: typeof SitePagesStream.isSitePageItem;

beforeAll(async () => {
  stubFunctionEnv();
  process.env.SITE_BUCKET = 'site-under-test';
  ({ refreshSitePages } = await import('../../lambdas/services/site-pages.ts'));
  ({ refreshOf, isSitePageItem } = await import('../../lambdas/streams/site-pages.ts'));
});

const NOW = new Date('2027-01-10T12:00:00.000Z');
const job = aJob({
  photo: { key: 'files/jobs/job-12345678/job-photo/photo.png', name: 'photo.png' },
  liveUntil: '2027-03-03T08:59:00.000Z',
});

/** A renderer that names what it was asked to draw, so the stored page says what it was drawn from. */
const drawn: SitePage[] = [];
const renderer: SiteRenderer = {
  renderPage: async (page, options) => {
    drawn.push(page);
    return `<html>${page.kind}:${options.siteOrigin}:${options.template}</html>`;
  },
};
const deps = () => ({ renderer, siteOrigin: 'https://nanny.example', now: NOW });

/** An object's body as the SDK hands it over (only what the code reads of it). */
const body = (text: string) =>
  ({ transformToString: async () => text }) as unknown as GetObjectCommandOutput['Body'];
const puts = () =>
  s3
    .commandCalls(PutObjectCommand)
    .map((c) => c.args[0].input as { Key: string; Body: string; ContentType: string; CacheControl: string });

beforeEach(() => {
  drawn.length = 0;
  s3.on(GetObjectCommand, { Key: '_app.html' }).resolves({ Body: body('SHELL') });
  ddb.on(QueryCommand).resolves({ Items: [] });
});

const record = (pk: string, sk: string) =>
  ({
    eventID: '1',
    dynamodb: { Keys: { pk: { S: pk }, sk: { S: sk } } },
  }) as DynamoDBStreamEvent['Records'][number];

describe('which pages a batch of changes draws', () => {
  it("draws a changed job's page, the board and the sitemap; a profile change, the candidates", () => {
    const batch = [record('JOB#job-1', 'JOB'), record('JOB#job-1', 'JOB'), record('NANNY#n-1', 'PROFILE')];
    expect(batch.every(isSitePageItem)).toBe(true);
    expect(refreshOf(batch)).toEqual({ jobIds: ['job-1', 'job-1'], board: true, candidates: true });
  });

  it("ignores every other item: a job's applications, a nanny's skills, the outbox", () => {
    for (const [pk, sk] of [
      ['JOB#job-1', 'APP#a-1'],
      ['NANNY#n-1', 'SKILL#first-aid'],
      ['OUTBOX#x', 'OUTBOX'],
      ['USER#u-1', 'NANNY'],
    ])
      expect(isSitePageItem(record(pk!, sk!)), `${pk} ${sk}`).toBe(false);
  });
});

describe("a job's page", () => {
  it('is drawn from the job as a visitor reads it, without its photo, and stored as HTML for a minute', async () => {
    ddb.on(GetCommand).resolves({ Item: jobToItem(job) });
    const counts = await refreshSitePages({ jobIds: [job.id], board: false, candidates: false }, deps());
    expect(counts).toEqual({ written: 1, removed: 0 });
    expect(drawn).toHaveLength(1);
    const page = drawn[0]!;
    expect(page.kind).toBe('job');
    if (page.kind !== 'job') return;
    expect(page.job).toMatchObject({
      id: job.id,
      title: job.title,
      status: 'live',
      photoUrl: null,
      viewer: null,
    });
    expect(page.job).not.toHaveProperty('contactEmail');
    expect(page.liveUntil).toBe(job.liveUntil);
    expect(puts()).toEqual([
      expect.objectContaining({
        Key: `jobs/${job.id}.html`,
        Body: '<html>job:https://nanny.example:SHELL</html>',
        ContentType: 'text/html; charset=utf-8',
        CacheControl: 'public, max-age=60, must-revalidate',
      }),
    ]);
    // No link that lapses was made for the page.
    expect(s3.commandCalls(GetObjectCommand).map((c) => c.args[0].input.Key)).toEqual(['_app.html']);
  });

  it('is deleted once nobody but its poster may read it: hidden, never paid, or gone', async () => {
    for (const item of [
      jobToItem({ ...job, hidden: true }),
      jobToItem({ ...job, paymentConfirmed: false, active: false, publishedAt: null, liveUntil: undefined }),
      undefined,
    ]) {
      s3.resetHistory();
      ddb.on(GetCommand).resolves({ Item: item });
      await refreshSitePages({ jobIds: [job.id], board: false, candidates: false }, deps());
      expect(puts()).toEqual([]);
      expect(s3.commandCalls(DeleteObjectCommand).map((c) => c.args[0].input)).toEqual([
        { Bucket: 'site-under-test', Key: `jobs/${job.id}.html` },
      ]);
    }
  });

  it('stays, saying it is closed, once the job closed', async () => {
    ddb
      .on(GetCommand)
      .resolves({ Item: jobToItem({ ...job, active: false, closedAt: '2027-01-09T10:00:00.000Z' }) });
    await refreshSitePages({ jobIds: [job.id], board: false, candidates: false }, deps());
    expect(drawn[0]).toMatchObject({ kind: 'job', job: { status: 'closed' } });
    expect(puts().map((p) => p.Key)).toEqual([`jobs/${job.id}.html`]);
  });
});

describe('the board and the sitemap', () => {
  it("draw the board's first page as a visitor's and list every job on the board", async () => {
    ddb
      .on(QueryCommand)
      .resolves({ Items: [jobToItem(job), jobToItem({ ...job, id: 'job-hidden-1', hidden: true })] });
    await refreshSitePages({ jobIds: [], board: true, candidates: false }, deps());
    const board = drawn.find((p) => p.kind === 'board');
    expect(board).toMatchObject({
      kind: 'board',
      page: { items: [{ id: job.id, photoUrl: null, match: null }] },
    });
    const stored = Object.fromEntries(puts().map((p) => [p.Key, p]));
    expect(Object.keys(stored).sort()).toEqual(['jobs.html', 'sitemap.xml']);
    expect(stored['sitemap.xml']!.ContentType).toBe('application/xml; charset=utf-8');
    expect(stored['sitemap.xml']!.Body).toContain(`<loc>https://nanny.example/jobs/${job.id}</loc>`);
    expect(stored['sitemap.xml']!.Body).not.toContain('job-hidden-1');
    expect(stored['sitemap.xml']!.Body).toContain('<loc>https://nanny.example/how-it-works</loc>');
  });
});
