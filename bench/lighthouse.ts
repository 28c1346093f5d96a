/**
 * Lighthouse (mobile, its default) on the site as it ships: the bench cloud's production build with its
 * rendered pages, served as the CDN serves it (LOCAL_WEB=build, local/site-server.ts), in Debian's Chromium. Each page is audited
 * several times and the median run is reported (Lighthouse's own choice of the run closest to the
 * median first paint and time to interactive), as Lighthouse advises for a score that varies.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { LIVE_JOB_ID, onCleanup, WORK_DIR } from './processes.ts';

/** ARCHITECTURE §4: how Chromium runs on this machine (no network beyond loopback). */
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];
/** Each page's full Lighthouse report (git-ignored). */
const REPORT_DIR = path.join(WORK_DIR, 'lighthouse');

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/**
 * The pages audited: the public pages a visitor lands on, one job's own page among them (a seeded live
 * job). The sign-in page is weighed with the others (bench/spa.ts) but not audited: nobody lands there
 * from a search.
 */
export const LIGHTHOUSE_PAGES = ['/', '/jobs', `/jobs/${LIVE_JOB_ID}`, '/candidates'] as const;

export interface LighthouseResult {
  url: string;
  /** How many times the page was audited; the figures are those of the median run. */
  runs: number;
  /** The performance score of every run, in the order they ran. */
  performanceRuns: Array<number | null>;
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  /** Audits that scored below 1 in the accessibility, best-practices and SEO categories. */
  failing: string[];
  metrics: { fcpMs: number | null; lcpMs: number | null; tbtMs: number | null; cls: number | null };
}

export async function runLighthouse(
  origin: string,
  runs: number,
  log: (s: string) => void,
): Promise<LighthouseResult[]> {
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  // chrome-launcher stops Chromium by its own pid.
  const stopChrome = onCleanup('chromium', () => chrome.kill());
  try {
    return await auditPages(origin, chrome.port, runs, log);
  } finally {
    await stopChrome();
  }
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

async function audit(url: string, port: number): Promise<Lhr> {
  const runner = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  });
  const lhr = runner?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  return lhr;
}

const scoreOf = (lhr: Lhr, id: string) => {
  const s = lhr.categories[id]?.score;
  return typeof s === 'number' ? Math.round(s * 100) : null;
};

/**
 * The job page's job must be on the board with its page prerendered (the cloud prerenders it from the table's
 * stream once it is seeded), or its audit would measure the 404 page.
 */
async function checkLiveJob(origin: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const res = await fetch(`${origin}/jobs/${LIVE_JOB_ID}`);
    const html = await res.text();
    if (res.ok && html.includes('application/ld+json')) return;
    if (Date.now() > deadline)
      throw new Error(`${LIVE_JOB_ID}'s page is not drawn in the bench's cloud (${res.status})`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function auditPages(origin: string, port: number, runs: number, log: (s: string) => void) {
  await checkLiveJob(origin);
  const results: LighthouseResult[] = [];
  for (const page of LIGHTHOUSE_PAGES) {
    const url = `${origin}${page}`;
    const all: Lhr[] = [];
    for (let i = 0; i < runs; i++) all.push(await audit(url, port));
    const lhr: Lhr = computeMedianRun(all);
    const score = (id: string) => scoreOf(lhr, id);
    const failing = CATEGORIES.filter((c) => c !== 'performance').flatMap((c) =>
      (lhr.categories[c]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${c}:${ref.id}`),
    );
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? null;
    // The whole report, to see why a page scores as it does (open it in the Lighthouse viewer).
    fs.mkdirSync(REPORT_DIR, { recursive: true });
    fs.writeFileSync(
      path.join(REPORT_DIR, `${page.slice(1).replace(/\W+/g, '_') || 'home'}.json`),
      JSON.stringify(lhr),
    );
    results.push({
      url: page,
      runs,
      performanceRuns: all.map((run) => scoreOf(run, 'performance')),
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      failing,
      metrics: {
        fcpMs: numeric('first-contentful-paint'),
        lcpMs: numeric('largest-contentful-paint'),
        tbtMs: numeric('total-blocking-time'),
        cls: numeric('cumulative-layout-shift'),
      },
    });
    log(
      `lighthouse ${page}: ${CATEGORIES.map((c) => score(c)).join(' / ')}` +
        (runs > 1
          ? ` (median of ${runs}; performance ${all.map((r) => scoreOf(r, 'performance')).join(', ')})`
          : ''),
    );
  }
  return results;
}
