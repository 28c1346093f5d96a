import { describe, expect, it } from 'vitest';
import { routes } from '../../lambdas/contract/routes.ts';
import type { ApiLoadRow } from '../../bench/api-load.ts';
import type { BundleResult } from '../../bench/bundles.ts';
import type { LighthouseResult } from '../../bench/lighthouse.ts';
import { checks, renderTables, scalingComparisons, sizeExemption } from '../../bench/report.ts';
import type { ScalingRow } from '../../bench/scaling.ts';
import type { PageWeight } from '../../bench/spa.ts';

const APPLICANTS = 'applicants page (GET /my-jobs/{jobId}/applicants)';
const SHORTLISTED = 'shortlisted applicants page (?status=shortlisted)';

const row = (page: string, rows: number, scanned: number, capacityUnits = 2.5): ScalingRow => ({
  page,
  rows,
  queries: 1,
  scanned,
  returned: scanned,
  capacityUnits,
});

describe("the bench's scaling rows", () => {
  it('compares each page at the largest table with the smallest, whatever order the rows came in', () => {
    const compared = scalingComparisons([
      row(APPLICANTS, 20_000, 20),
      row('board page (GET /jobs)', 100, 12),
      row(APPLICANTS, 100, 20),
      row('board page (GET /jobs)', 20_000, 12),
    ]);
    expect(compared.map((c) => [c.page, c.small.rows, c.large.rows, c.ratio])).toEqual([
      [APPLICANTS, 100, 20_000, 1],
      ['board page (GET /jobs)', 100, 20_000, 1],
    ]);
  });

  it('leaves out a page measured at one size only', () => {
    expect(scalingComparisons([row(APPLICANTS, 100, 20)])).toEqual([]);
  });

  it('passes a page that reads the same items at both sizes, and says so', () => {
    const list = checks({ scaling: [row(APPLICANTS, 100, 20), row(APPLICANTS, 20_000, 20)] });
    expect(list).toEqual([
      {
        area: 'items read per page',
        subject: APPLICANTS,
        measured: '20 at 20000 vs 20 at 100 (1.00×, the same items read)',
        target: '≤ 1.1×',
        pass: true,
      },
    ]);
  });

  it('misses a page that reads more as the table grows, as it would filtering a partition', () => {
    const [check] = checks({ scaling: [row(SHORTLISTED, 100, 30), row(SHORTLISTED, 20_000, 6000, 750)] });
    expect(check).toMatchObject({ subject: SHORTLISTED, pass: false });
    expect(check?.measured).toBe('6000 at 20000 vs 30 at 100 (200.00×, more items read)');
  });

  it("shows the comparison and verdict on each page's row at the largest table", () => {
    const scaling = [
      row(APPLICANTS, 100, 20),
      row(SHORTLISTED, 100, 20),
      row(APPLICANTS, 20_000, 20),
      row(SHORTLISTED, 20_000, 40),
    ];
    const text = renderTables({ scaling }, checks({ scaling }));
    const lines = text
      .split('\n')
      .filter((l) => l.startsWith(`| ${APPLICANTS}`) || l.startsWith(`| ${SHORTLISTED}`));
    const cells = lines.map((l) => l.split('|').map((c) => c.trim()));
    expect(cells.map((c) => [c[1], c[2], c[7], c[8]])).toEqual([
      [APPLICANTS, '100', '', ''],
      [SHORTLISTED, '100', '', ''],
      [APPLICANTS, '20000', 'the same items read (1.00×)', 'pass'],
      [SHORTLISTED, '20000', 'more items read (2.00×)', 'MISS'],
    ]);
    expect(text).toContain('Targets: 1 of 2 met');
  });
});

const bundle = (id: string, coldMs: number, minKb: number, talksTo: string[] = []): BundleResult => ({
  id,
  route: `GET /${id}`,
  minBytes: minKb * 1024,
  gzipBytes: (minKb * 1024) / 4,
  initMs: coldMs - 5,
  coldMs,
  aboveHelloMs: 0,
  talksTo,
  status: 200,
});
const hello = bundle('helloWorld', 40, 0.3);

describe("the bench's Lambda targets", () => {
  it('exempts from the size target the routes that talk to Stripe or S3, from their uses', () => {
    expect(sizeExemption(routes.meGet.uses)).toEqual([]);
    expect(sizeExemption(routes.jobsGet.uses)).toEqual(['S3']);
    expect(sizeExemption(routes.paymentsVerify.uses)).toEqual(['Stripe']);
    expect(sizeExemption(routes.jobsCreateFamily.uses)).toEqual(['Stripe', 'S3']);
    expect(sizeExemption(routes.meExportDownload.uses)).toEqual(['S3']);
  });

  it('checks a cold start by the milliseconds it takes over hello-world in the same run', () => {
    const bundles = {
      runs: 5,
      helloWorld: hello,
      handlers: [bundle('meGet', 140, 200), bundle('jobsList', 141, 200)],
    };
    const cold = checks({ bundles }).filter((c) => c.area === 'cold start');
    expect(cold).toEqual([
      {
        area: 'cold start',
        subject: 'meGet',
        measured: '+100 ms (140 ms)',
        target: '≤ 100 ms above hello-world (40 ms)',
        pass: true,
      },
      {
        area: 'cold start',
        subject: 'jobsList',
        measured: '+101 ms (141 ms)',
        target: '≤ 100 ms above hello-world (40 ms)',
        pass: false,
      },
    ]);
  });

  it('checks the size of a route that talks to neither, and shows the others as exempt', () => {
    const bundles = {
      runs: 5,
      helloWorld: hello,
      handlers: [
        bundle('meGet', 60, 250),
        bundle('meActivity', 60, 251),
        bundle('jobsList', 60, 800, ['S3']),
        bundle('jobsCreateFamily', 60, 1200, ['Stripe', 'S3']),
      ],
    };
    const list = checks({ bundles });
    const sizes = list.filter((c) => c.area === 'bundle size');
    expect(sizes.map((c) => [c.subject, c.measured, c.pass])).toEqual([
      ['meGet', '250.0 KB', true],
      ['meActivity', '251.0 KB', false],
    ]);
    const cells = renderTables({ bundles }, list)
      .split('\n')
      .filter((l) => l.startsWith('| jobs'))
      .map((l) => l.split('|').map((c) => c.trim()));
    expect(cells.map((c) => [c[1], c[7], c[9], c[10]])).toEqual([
      ['jobsList', '+20 ms', 'exempt (S3)', 'pass'],
      ['jobsCreateFamily', '+20 ms', 'exempt (Stripe, S3)', 'pass'],
    ]);
  });
});

const page = (path: string, jsKb: number, authLibrary = false): PageWeight => ({
  path,
  jsFiles: ['assets/index.js'],
  jsGzipBytes: jsKb * 1024,
  afterFiles: [],
  afterGzipBytes: 0,
  cssGzipBytes: 0,
  authLibrary,
});

describe("the bench's page targets", () => {
  it("checks every page's initial JavaScript, and the auth library on every page but sign-in", () => {
    const spa = {
      buildSeconds: 1,
      authChunks: [],
      pages: [
        page('/', 100),
        page('/jobs', 120),
        page('/jobs/:id', 121),
        page('/candidates', 90, true),
        page('/auth', 150, true),
      ],
    };
    const list = checks({ spa });
    expect(list.filter((c) => c.area === 'initial JS').map((c) => [c.subject, c.target, c.pass])).toEqual([
      ['/', '≤ 120 KB gzip', true],
      ['/jobs', '≤ 120 KB gzip', true],
      ['/jobs/:id', '≤ 120 KB gzip', false],
      ['/candidates', '≤ 120 KB gzip', true],
      ['/auth', '≤ 120 KB gzip', false],
    ]);
    expect(list.filter((c) => c.area === 'auth library').map((c) => [c.subject, c.pass])).toEqual([
      ['/', true],
      ['/jobs', true],
      ['/jobs/:id', true],
      ['/candidates', false],
    ]);
  });

  it('wants every Lighthouse score at 100 and the largest paint within 1.5 s', () => {
    const audit = (url: string, seo: number, lcpMs: number): LighthouseResult => ({
      url,
      runs: 3,
      performanceRuns: [100, 100, 99],
      performance: 100,
      accessibility: 100,
      bestPractices: 100,
      seo,
      failing: [],
      metrics: { fcpMs: 800, lcpMs, tbtMs: 0, cls: 0 },
    });
    const lighthouse = [audit('/', 100, 1500), audit('/jobs/seed-job-02', 92, 1501)];
    const list = checks({ lighthouse });
    expect(list.filter((c) => !c.pass).map((c) => [c.area, c.subject, c.measured, c.target])).toEqual([
      ['lighthouse SEO', '/jobs/seed-job-02', '92', '100'],
      ['lighthouse LCP', '/jobs/seed-job-02', '1.50 s', '≤ 1.5 s'],
    ]);
    expect(list.filter((c) => c.subject === '/').map((c) => c.area)).toEqual([
      'lighthouse performance',
      'lighthouse accessibility',
      'lighthouse best practices',
      'lighthouse SEO',
      'lighthouse LCP',
    ]);
    const row = renderTables({ lighthouse }, list)
      .split('\n')
      .find((l) => l.startsWith('| /jobs/seed-job-02'));
    expect(row?.split('|').at(-2)?.trim()).toBe('MISS');
  });
});

describe("the bench's API targets", () => {
  const figures = (reqPerSec: number) => ({
    reqPerSec,
    p50Ms: 5,
    p99Ms: 20,
    requests: reqPerSec * 20,
    errors: 0,
  });
  it("compares the job page's read with the bare GetItem, as each list with its Query", () => {
    const api: ApiLoadRow[] = [
      {
        name: 'GET /jobs (board)',
        api: { path: '/jobs', ...figures(700) },
        bare: { call: 'Query', ...figures(1000) },
        ratio: 0.7,
      },
      {
        name: 'GET /jobs/{jobId} (job page)',
        api: { path: '/jobs/seed-job-02', ...figures(690) },
        bare: { call: 'GetItem', ...figures(1000) },
        ratio: 0.69,
      },
    ];
    expect(checks({ api }).map((c) => [c.subject, c.measured, c.target, c.pass])).toEqual([
      ['GET /jobs (board)', '0.70× bare', '≥ 0.7× bare Query', true],
      ['GET /jobs/{jobId} (job page)', '0.69× bare', '≥ 0.7× bare GetItem', false],
    ]);
  });
});
