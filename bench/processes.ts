/**
 * Every child process and server the bench starts is registered here and stopped by its own pid at the
 * end, on failure and on Ctrl-C.
 */
import { API_BASE_PATH } from '../lambdas/contract/route-address.ts';
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
/**
 * The port offset of the bench's own local cloud: BENCH_PORT_OFFSET, 2400 unless set. It must share no
 * port with another running cloud's: `npm start`'s, the tests' (tests/unit/port-offsets.test.ts holds
 * them apart; Cognito's public and internal ports, for one, are 1000 apart).
 */
export const BENCH_OFFSET = Number(process.env.BENCH_PORT_OFFSET ?? 2400);
// The local cloud's own bound (local/config.ts): every port it opens stays below 65536.
if (!Number.isInteger(BENCH_OFFSET) || BENCH_OFFSET < 0 || BENCH_OFFSET > 45000)
  throw new Error('BENCH_PORT_OFFSET must be a whole number from 0 to 45000');
/** Git-ignored scratch space for bundles, the SPA build and the cloud's data (one per offset). */
export const WORK_DIR = path.join(ROOT, '.local', BENCH_OFFSET === 2400 ? 'bench' : `bench-${BENCH_OFFSET}`);

type Closer = () => Promise<unknown> | unknown;
const closers: Array<{ name: string; close: Closer }> = [];

/** Registers something to stop at the end; the returned function stops it now (and unregisters it). */
export function onCleanup(name: string, close: Closer): () => Promise<void> {
  const entry = { name, close };
  closers.push(entry);
  return async () => {
    const at = closers.indexOf(entry);
    if (at === -1) return;
    closers.splice(at, 1);
    await close();
  };
}

/** Stops one child by its pid and waits for it to exit (SIGKILL after a grace period). */
export function stopChild(child: ChildProcess, graceMs = 5000): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

let cleaning: Promise<void> | undefined;

/** Stops everything registered, all at once, each given at most `timeoutMs`; safe to call twice. */
export function cleanup(timeoutMs = 15_000): Promise<void> {
  cleaning ??= (async () => {
    const all = closers.splice(0);
    await Promise.allSettled(
      all.map(({ name, close }) =>
        Promise.race([
          Promise.resolve().then(close),
          new Promise((_, reject) => setTimeout(() => reject(new Error('timed out')), timeoutMs).unref()),
        ]).catch((error: unknown) => console.error(`[bench] stopping ${name} failed:`, error)),
      ),
    );
    cleaning = undefined;
  })();
  return cleaning;
}

export interface BenchCloud {
  offset: number;
  api: string;
  dynamodb: string;
  /** The site as it ships (LOCAL_WEB=build): the built SPA and its rendered pages, served as the CDN serves them. */
  web: string;
  /** What the cloud printed; shown when something fails. */
  output: () => string;
}

/**
 * A job the local cloud seeds live on the board (local/seed-jobs.ts: 30 published jobs, the oldest
 * 37 days old, each live for 60), and one no part of the bench writes to (the cold starts use
 * seed-job-01), so it is still on the board when the job page is audited and loaded.
 */
export const LIVE_JOB_ID = 'seed-job-02';

/** Starts the whole local cloud (`local/start.ts`) at a port offset, on a fresh data folder. */
export async function startLocalCloud(offset: number): Promise<BenchCloud> {
  const child = spawn(process.execPath, ['--disable-warning=NodeVersionSupportWarning', 'local/start.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT_OFFSET: String(offset),
      LOCAL_DATA_DIR: path.relative(ROOT, path.join(WORK_DIR, 'cloud')),
      LOCAL_FRESH: '1',
      LOCAL_WEB: 'build',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  onCleanup('local cloud', () => stopChild(child, 10_000));
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const deadline = Date.now() + 90_000;
  while (!output.includes('is running locally')) {
    if (child.exitCode !== null) throw new Error(`the local cloud stopped while starting:\n${output}`);
    if (Date.now() > deadline) throw new Error(`the local cloud did not start in 90 s:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    offset,
    api: `http://127.0.0.1:${3001 + offset}${API_BASE_PATH}`,
    dynamodb: `http://127.0.0.1:${8000 + offset}`,
    web: `http://127.0.0.1:${5173 + offset}`,
    output: () => output,
  };
}
