/**
 * `npm run bench`: measures the Lambda bundles, the SPA's first-load weight, Lighthouse scores, the API
 * under load against the bare SDK call each read makes, how page reads scale with table size, what an
 * open message thread costs, what suggested nannies read and take (bench/matching.ts), and what the gate
 * of signed-in writes adds to each (bench/gate.ts), against a
 * local cloud of its own (PORT_OFFSET 2400, fresh data under .local/bench/) and a production build.
 * Prints a table and writes bench/results.json. Targets are reported, never asserted.
 *
 * BENCH_SECONDS (20) sets each load test's duration, BENCH_CONNECTIONS (50) its connections,
 * BENCH_COLD_RUNS (5) the cold starts per bundle, BENCH_LIGHTHOUSE_RUNS (3) the audits per page (the
 * median run is reported), BENCH_SCALE_ROWS (20000) the large table size, BENCH_MESSAGE_SECONDS (60)
 * how long a message thread stays open.
 * BENCH_ONLY (e.g. `spa,lighthouse`) runs some parts only; such a run writes its figures under
 * .local/ instead of bench/results.json, which holds whole runs only, unless BENCH_MERGE=1: then the
 * parts it ran replace theirs in bench/results.json, the checks are made again over the whole, and the
 * file lists what was refreshed when (a failed run merges nothing). BENCH_PORT_OFFSET moves the
 * bench's cloud (2400 unless set).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BENCH_OFFSET, cleanup, ROOT, startLocalCloud, WORK_DIR } from './processes.ts';
import { checks, renderTables, TARGETS, type Results } from './report.ts';

const OFFSET = BENCH_OFFSET;
/**
 * The table the in-memory parts (scaling, matching) each create afresh on their own DynamoDB: one name
 * and one port for all, as the functions read their table's name and make their client once a process.
 */
const IN_MEMORY_TABLE = (base: string) => `${base}-bench-memory`;
const PARTS = ['bundles', 'spa', 'lighthouse', 'api', 'scaling', 'messages', 'matching', 'gate'] as const;
type Part = (typeof PARTS)[number];
const only = (process.env.BENCH_ONLY ?? '')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
for (const part of only)
  if (!PARTS.includes(part as Part))
    throw new Error(`BENCH_ONLY: "${part}" is not one of ${PARTS.join(', ')}`);
const partial = only.length > 0;
const merge = process.env.BENCH_MERGE === '1';
if (merge && !partial) throw new Error('BENCH_MERGE: name the parts to run again in BENCH_ONLY');
const runs = (part: Part) => !partial || only.includes(part);
const int = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive whole number`);
  return value;
};
const settings = {
  portOffset: OFFSET,
  loadSeconds: int('BENCH_SECONDS', 20),
  connections: int('BENCH_CONNECTIONS', 50),
  coldRuns: int('BENCH_COLD_RUNS', 5),
  lighthouseRuns: int('BENCH_LIGHTHOUSE_RUNS', 3),
  scaleRows: [100, int('BENCH_SCALE_ROWS', 20_000)],
  messageSeconds: int('BENCH_MESSAGE_SECONDS', 60),
};

const started = Date.now();
const log = (s: string) =>
  console.log(`[bench ${((Date.now() - started) / 1000).toFixed(0).padStart(3)} s] ${s}`);

async function main(): Promise<Results> {
  // local/config.ts reads PORT_OFFSET when first imported: set it first, import after.
  process.env.PORT_OFFSET = String(OFFSET);
  const config = await import('../local/config.ts');
  const { measureBundles } = await import('./bundles.ts');
  const { buildSpa } = await import('./spa.ts');
  const { runLighthouse } = await import('./lighthouse.ts');
  const { measureApiLoad } = await import('./api-load.ts');
  const { measureScaling } = await import('./scaling.ts');
  const { measureMessages } = await import('./messages.ts');
  const { measureMatching } = await import('./matching.ts');
  const { measureGate } = await import('./gate.ts');
  const results: Results = {};
  current = results;
  fs.mkdirSync(WORK_DIR, { recursive: true });

  const needsCloud = runs('bundles') || runs('lighthouse') || runs('api') || runs('messages');
  const needsSpa = runs('spa') || runs('lighthouse') || runs('messages');
  log(
    `starting${needsCloud ? ` the local cloud at PORT_OFFSET=${OFFSET}` : ''}${needsSpa ? ' and building the SPA' : ''}`,
  );
  const [cloud, spa] = await Promise.all([
    needsCloud ? startLocalCloud(OFFSET) : undefined,
    needsSpa ? buildSpa() : undefined,
  ]);
  if (spa) {
    results.spa = spa;
    log(`SPA built in ${spa.buildSeconds.toFixed(1)} s`);
  }
  if (cloud) log(`local cloud up (API ${cloud.api})`);

  if (runs('bundles')) {
    results.bundles = await measureBundles(config.lambdaEnvironment(), settings.coldRuns, log);
    log('bundles measured');
  }

  if ((runs('lighthouse') || runs('messages')) && cloud) {
    // The site as it ships: the cloud's production build with its rendered pages, served as the CDN serves it.
    if (runs('lighthouse')) results.lighthouse = await runLighthouse(cloud.web, settings.lighthouseRuns, log);
    if (runs('messages')) {
      results.messages = await measureMessages({ origin: cloud.web, seconds: settings.messageSeconds, log });
      log('messages measured');
    }
  }

  if (runs('api') && cloud)
    results.api = await measureApiLoad({
      api: cloud.api,
      dynamodb: cloud.dynamodb,
      table: config.IDS.tableName,
      region: config.REGION,
      credentials: config.CREDENTIALS,
      connections: settings.connections,
      seconds: settings.loadSeconds,
      log,
    });

  if (runs('scaling'))
    results.scaling = await measureScaling({
      port: 8050 + OFFSET,
      region: config.REGION,
      credentials: config.CREDENTIALS,
      lambdaEnv: config.lambdaEnvironment(),
      table: IN_MEMORY_TABLE(config.IDS.tableName),
      sizes: settings.scaleRows,
      log,
    });

  if (runs('matching'))
    results.matching = await measureMatching({
      // The port the scaling part's DynamoDB had: the functions' client, made once, keeps its endpoint.
      port: 8050 + OFFSET,
      region: config.REGION,
      credentials: config.CREDENTIALS,
      lambdaEnv: config.lambdaEnvironment(),
      table: IN_MEMORY_TABLE(config.IDS.tableName),
      sizes: settings.scaleRows,
      log,
    });

  if (runs('gate'))
    results.gate = await measureGate({
      // The in-memory parts' port and table: the functions' client, made once, keeps its endpoint.
      port: 8050 + OFFSET,
      region: config.REGION,
      credentials: config.CREDENTIALS,
      lambdaEnv: config.lambdaEnvironment(),
      table: IN_MEMORY_TABLE(config.IDS.tableName),
      log,
    });
  return results;
}

let current: Results = {};

const RESULTS_FILE = path.join(ROOT, 'bench/results.json');

/**
 * This run's parts in place of theirs in the last whole run's bench/results.json. Its date, machine and
 * settings stay the whole run's; each refresh is listed with its own, so no figure loses its origin.
 */
function mergeIntoResults(results: Results) {
  const previous = JSON.parse(fs.readFileSync(RESULTS_FILE, 'utf8')) as Record<string, unknown> &
    Results & { refreshed?: unknown[] };
  const merged: Results = {};
  for (const part of PARTS) {
    const figures = only.includes(part) ? results[part] : previous[part];
    if (figures !== undefined) Object.assign(merged, { [part]: figures });
  }
  const list = checks(merged);
  const json = {
    ...previous,
    refreshed: [...(previous.refreshed ?? []), { only, ...runFacts(), settings }],
    targets: TARGETS,
    checks: list,
    ...merged,
  };
  fs.writeFileSync(RESULTS_FILE, `${JSON.stringify(json, null, 2)}\n`);
  const met = list.filter((c) => c.pass).length;
  log(
    `merged ${only.join(', ')} into ${path.relative(ROOT, RESULTS_FILE)} (${met} of ${list.length} targets met)`,
  );
}

const runFacts = () => ({
  generatedAt: new Date().toISOString(),
  durationSeconds: Math.round((Date.now() - started) / 1000),
  machine: {
    node: process.version,
    cpus: os.cpus().length,
    loadAverageAtStart: loadAtStart,
  },
});

function write(results: Results, error?: unknown) {
  const list = checks(results);
  console.log(`\n${renderTables(results, list)}\n`);
  if (merge && !error) return mergeIntoResults(results);
  const file = partial ? path.join(WORK_DIR, 'results.json') : RESULTS_FILE;
  const json = {
    ...runFacts(),
    settings,
    ...(partial ? { only } : {}),
    targets: TARGETS,
    ...(error ? { error: String(error instanceof Error ? error.message : error) } : {}),
    checks: list,
    ...results,
  };
  fs.writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
  log(`wrote ${path.relative(ROOT, file)}`);
}

const loadAtStart = os.loadavg().map((n) => Math.round(n * 100) / 100);
process.on('SIGINT', () => void cleanup().then(() => process.exit(130)));
process.on('SIGTERM', () => void cleanup().then(() => process.exit(143)));

let code = 0;
try {
  write(await main());
} catch (error) {
  console.error('[bench] failed:', error);
  write(current, error);
  code = 1;
} finally {
  await cleanup();
}
process.exit(code);
