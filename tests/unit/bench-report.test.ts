import fs from 'node:fs';
import { format, resolveConfig } from 'prettier';
import { describe, expect, it } from 'vitest';
import { routes } from '../../lambdas/contract/routes.ts';
import type { ApiLoadRow } from '../../bench/api-load.ts';
import type { BundleResult } from '../../bench/bundles.ts';
import type { LighthouseResult } from '../../bench/lighthouse.ts';
import {
  checks,
  DOC_BEGIN,
  DOC_END,
  docBlock,
  measuredIn,
  renderDocBlock,
  renderTables,
  scalingComparisons,
  sizeExemption,
  withDocBlock,
  type ResultsFile,
} from '../../bench/report.ts';
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

describe("docs/quality.md's figures", () => {
  const machine = (load: number) => ({ node: 'v22.12.0', cpus: 2, loadAverageAtStart: [load, 1, 1] });
  const gate = { runs: 400, gateMedianMs: 2.2, gateP95Ms: 5.9, readUnitsPerWrite: 1, writeMedianMs: 3.44 };
  const file: ResultsFile = {
    generatedAt: '2026-01-02T03:04:05.000Z',
    durationSeconds: 300,
    machine: machine(0.52),
    bundles: {
      runs: 5,
      helloWorld: hello,
      handlers: [
        bundle('meGet', 60, 200),
        bundle('meActivity', 70, 300),
        bundle('jobsList', 150, 800, ['S3']),
      ],
    },
    gate: { ...gate, gateMedianMs: 9 },
    refreshed: [
      { only: ['gate'], generatedAt: '2026-01-03T00:00:00.000Z', machine: machine(4) },
      { only: ['gate', 'spa'], generatedAt: '2026-01-04T00:00:00.000Z', machine: machine(1.26) },
    ],
  };

  it('dates each part by the latest run that measured it, or else the whole run', () => {
    expect(measuredIn(file, 'gate').generatedAt).toBe('2026-01-04T00:00:00.000Z');
    expect(measuredIn(file, 'bundles').generatedAt).toBe('2026-01-02T03:04:05.000Z');
  });

  it('renders the figures between the markers, each part under the date it was measured', () => {
    const block = renderDocBlock({ ...file, gate, bundles: undefined });
    expect(block).toBe(
      [
        DOC_BEGIN,
        '<!-- Rendered from bench/results.json by bench/report.ts (npm run bench, npm run bench:docs); edit those, not this block. -->',
        'Last whole run: 2026-01-02 (300 s, Node v22.12.0, load average 0.5 on 2 cores at the start). ' +
          'A part measured again since, with `BENCH_MERGE=1`, gives its own date.',
        "**The gate of signed-in writes** (the account's record read before each one). " +
          'Measured 2026-01-04 (load average 1.3 on 2 cores at the start).',
        'The gate alone: 2.20 ms median and 5.90 ms at the 95th percentile over 400 writes, 1 read unit per ' +
          'write; a whole write (PUT /me/email-settings, gate included) took 3.4 ms median.',
        '**Targets met: 0 of 0** (`bench/results.json` lists every figure and check)',
        DOC_END,
      ].join('\n\n'),
    );
  });

  it("gives the bundles' median route, the cold starts over the target and the targets met by area", () => {
    const block = renderDocBlock(file);
    expect(block).toContain('**Lambda bundles** (esbuild as lib/function.ts;');
    expect(block).toContain('exempt). Measured 2026-01-02 (load average 0.5 on 2 cores at the start).');
    expect(block).toContain(
      "The median route: 300.0 KB minified, +30 ms above hello-world's cold start; the 1 over the target, +110 ms.",
    );
    const row = block.split('\n').find((l) => l.startsWith('| jobsList '));
    expect(row?.split('|').map((c) => c.trim())).toEqual([
      '',
      'jobsList',
      'GET /jobsList',
      '800.0 KB',
      '200.0 KB',
      '145 ms',
      '150 ms',
      '+110 ms',
      '200',
      'exempt (S3)',
      'MISS',
      '',
    ]);
    expect(block).toContain('**Targets met: 3 of 5**');
    expect(block).toContain('| bundle size | 1   | 2       |\n| cold start  | 2   | 3       |');
  });

  it('lays its tables out as Prettier does, so formatting the document leaves them as rendered', async () => {
    const block = renderDocBlock(file);
    const options = await resolveConfig('docs/quality.md');
    expect(await format(block, { ...options, parser: 'markdown' })).toBe(`${block}\n`);
  });

  it('replaces the block only, keeping the prose around it, and wants both markers', () => {
    const doc = `# Quality\n\nProse.\n\n${DOC_BEGIN}\nold figures\n${DOC_END}\n\nMore prose.\n`;
    const next = withDocBlock(doc, `${DOC_BEGIN}\nnew\n${DOC_END}`);
    expect(next).toBe(`# Quality\n\nProse.\n\n${DOC_BEGIN}\nnew\n${DOC_END}\n\nMore prose.\n`);
    expect(docBlock(next)).toBe(`${DOC_BEGIN}\nnew\n${DOC_END}`);
    expect(() => withDocBlock('# Quality\n', 'x')).toThrow(/bench:begin/);
  });

  it('shows in docs/quality.md exactly what bench/results.json renders (npm run bench:docs renders it again)', () => {
    const read = (file: string) => fs.readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');
    const results = JSON.parse(read('bench/results.json')) as ResultsFile;
    expect(docBlock(read('docs/quality.md')), 'run npm run bench:docs to render it again').toBe(
      renderDocBlock(results),
    );
  });
});
