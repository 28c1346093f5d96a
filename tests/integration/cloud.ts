import { API_BASE_PATH } from '../../lambdas/contract/route-address.ts';
import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { IDS } from '../../local/config.ts';
import { callUserPool } from '../support/user-pool.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface ApiAnswer {
  status: number;
  // The tests read whatever the API answered; each asserts the shape it expects.
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

export interface LocalCloud {
  /** The site's origin (the local web server): the SPA, /config.json and the public logos. */
  web: string;
  /** The API adapter under its base path (`…/api`), as API Gateway serves the stage; routes follow it. */
  api: string;
  cognito: string;
  dynamodb: string;
  stripe: string;
  mailbox: string;
  /** The site as a browser addresses it (`http://localhost:…`), the origin the API and bucket allow. */
  site: string;
  /** The PORT_OFFSET it runs at: every port of the cloud is its default port plus this. */
  offset: number;
  /** S3 (s3rver), for tests that look into the bucket. */
  s3: string;
  /** Stops an own cloud; a shared cloud lives on for the worker's next files (see sharedLocalCloud). */
  stop: () => Promise<void>;
  /** Calls the user pool's JSON API; throws on an error answer. */
  pool: (target: string, body: unknown) => Promise<Record<string, unknown>>;
  /** Signs in with a password; returns the ID token. */
  signIn: (email: string, password?: string) => Promise<string>;
  /** Signs up and confirms a new user of a type; returns its email and ID token. */
  newUser: (type: 'family' | 'nanny' | 'agency', label?: string) => Promise<{ email: string; token: string }>;
  /** Calls the API as the SPA does, with an optional bearer token and JSON body. */
  call: (method: string, path: string, token?: string, body?: unknown) => Promise<ApiAnswer>;
  /** Uploads a file as the SPA does (presigned POST), then asks the server to check it. */
  upload: (
    token: string,
    purpose: string,
    name: string,
    type: string,
    bytes: Buffer,
  ) => Promise<{ key: string; check: ApiAnswer }>;
}

/** The PORT_OFFSET a test file's cloud runs at: its own offset, moved by INTEGRATION_PORT_SHIFT. */
export const portOffset = (fileOffset: number) =>
  fileOffset + Number(process.env.INTEGRATION_PORT_SHIFT ?? 0);

/** The handle of a cloud running at an offset. */
function cloudAt(offset: number, stop: () => Promise<void>): LocalCloud {
  const at = (port: number) => `http://127.0.0.1:${port + offset}`;
  const cloud: LocalCloud = {
    web: at(5173),
    api: `${at(3001)}${API_BASE_PATH}`,
    cognito: at(9229),
    dynamodb: at(8000),
    stripe: at(12111),
    mailbox: at(8005),
    site: `http://localhost:${5173 + offset}`,
    offset,
    s3: at(4569),
    stop,
    pool: (target, body) => callUserPool(cloud.cognito, target, body),
    signIn: async (email, password = 'Demo#Pass2024') => {
      const out = await cloud.pool('InitiateAuth', {
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: IDS.userPoolClientId,
        AuthParameters: { USERNAME: email, PASSWORD: password },
      });
      return (out.AuthenticationResult as { IdToken: string }).IdToken;
    },
    newUser: async (type, label = type) => {
      const email = `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
      const password = 'Sunny#Days2024';
      await cloud.pool('SignUp', {
        ClientId: IDS.userPoolClientId,
        Username: email,
        Password: password,
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'name', Value: `Test ${label}` },
          { Name: 'custom:user_type', Value: type },
        ],
      });
      await cloud.pool('AdminConfirmSignUp', { UserPoolId: IDS.userPoolId, Username: email });
      return { email, token: await cloud.signIn(email, password) };
    },
    call: async (method, path, token, body) => {
      const res = await fetch(`${cloud.api}${path}`, {
        method,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      });
      const text = await res.text();
      return { status: res.status, body: text ? (JSON.parse(text) as unknown) : null };
    },
    upload: async (token, purpose, name, type, bytes) => {
      const target = await cloud.call('POST', '/uploads', token, {
        purpose,
        fileName: name,
        contentType: type,
        size: bytes.length,
      });
      if (target.status !== 200) throw new Error(`POST /uploads: ${JSON.stringify(target.body)}`);
      const form = new FormData();
      for (const [k, v] of Object.entries(target.body.fields as Record<string, string>)) form.append(k, v);
      form.append('file', new Blob([bytes], { type }), name);
      const stored = await fetch(target.body.url, { method: 'POST', body: form });
      if (!stored.ok) throw new Error(`the presigned POST answered ${stored.status}`);
      return {
        key: target.body.key as string,
        check: await cloud.call('POST', '/uploads/check', token, { key: target.body.key, purpose }),
      };
    },
  };
  return cloud;
}

/**
 * Where the clouds' Node processes keep V8's compiled code (NODE_COMPILE_CACHE) from one start to the
 * next: each start loads the same modules, and compiles them again without it (about half a second of
 * CPU of each start).
 */
const COMPILE_CACHE = path.join(ROOT, '.local/node-compile-cache');

/** Runs `npm start`'s local/start.ts at an offset, on a fresh data folder. */
function spawnCloud(
  offset: number,
  dataDir: string,
  options: { env?: Record<string, string>; stdio: StdioOptions; detached?: boolean },
): ChildProcess {
  return spawn(process.execPath, ['--disable-warning=NodeVersionSupportWarning', 'local/start.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT_OFFSET: String(offset),
      LOCAL_DATA_DIR: dataDir,
      LOCAL_FRESH: '1',
      NODE_COMPILE_CACHE: COMPILE_CACHE,
      ...options.env,
    },
    stdio: options.stdio,
    detached: options.detached ?? false,
  });
}

/**
 * Starts the whole local cloud (`npm start`) on its own ports and a fresh data folder, for a file whose
 * tests change or count what other files would see: a scheduled run over the whole table at a moved
 * clock, a migration, another setting, the admin queues, the hourly limits of the source address
 * (reports, complaints, contact) or of a demo account, or which nannies a list or a match shows. The
 * other files share their worker's cloud instead (sharedLocalCloud).
 * Each such file has its own offset; INTEGRATION_PORT_SHIFT moves every file's ports at once, so a second copy of
 * the suite (another checkout on the same machine) can run beside the first.
 */
export async function startLocalCloud(
  fileOffset: number,
  options: { env?: Record<string, string> } = {},
): Promise<LocalCloud> {
  const offset = portOffset(fileOffset);
  // A cloud with settings of its own seeds under them; every other starts from the seeded copy.
  const env = options.env ?? { LOCAL_FROM: await seededTemplate() };
  return launchCloud(offset, `.local/it-${offset}`, env);
}

/** Starts local/start.ts at an offset and answers once it says it is running. */
async function launchCloud(
  offset: number,
  dataDir: string,
  env: Record<string, string>,
): Promise<LocalCloud> {
  const child = spawnCloud(offset, dataDir, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  // INTEGRATION_ECHO=1 shows the cloud's own output (its handlers' logs) while a test runs.
  const echo = process.env.INTEGRATION_ECHO === '1';
  child.stdout?.on('data', (d: Buffer) => ((output += d.toString()), echo && process.stderr.write(d)));
  child.stderr?.on('data', (d: Buffer) => ((output += d.toString()), echo && process.stderr.write(d)));
  const cloud = cloudAt(
    offset,
    () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  );
  const deadline = Date.now() + 60_000;
  while (!output.includes('is running locally')) {
    if (child.exitCode !== null) throw new Error(`the local cloud stopped while starting:\n${output}`);
    if (Date.now() > deadline) {
      await cloud.stop();
      throw new Error(`the local cloud did not start in 60 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return cloud;
}

/**
 * The clouds that the files of one vitest worker share, one per worker slot (VITEST_POOL_ID, 1 to
 * maxWorkers), at offsets above every file's own. Starting a cloud takes seconds of both cores; most
 * files only add users, jobs and messages of their own, so they share one instead of starting one each.
 * The cloud outlives the file that started it (the worker runs each file in a fresh process): the next
 * file of the same slot finds it by its pid file and its ready answer, and the run's global teardown
 * (tests/integration/shared-clouds.ts) stops them all.
 */
export const SHARED_CLOUD_OFFSETS = [22000, 22300, 22600, 22900] as const;
const SHARED_DIR = path.join(ROOT, '.local');
export const sharedPidFile = (offset: number) => path.join(SHARED_DIR, `it-shared-${offset}.pid`);
export const sharedLogFile = (offset: number) => path.join(SHARED_DIR, `it-shared-${offset}.log`);

/** Whether a process is alive (signal 0 checks without signalling). */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function answersReady(cloud: LocalCloud): Promise<boolean> {
  try {
    const res = await fetch(`${cloud.api}/_local/ready`, { signal: AbortSignal.timeout(2_000) });
    return res.ok;
  } catch {
    return false;
  }
}

/** The cloud this worker's files share; started by the first file of the slot that asks for it. */
export async function sharedLocalCloud(): Promise<LocalCloud> {
  const slot = Number(process.env.VITEST_POOL_ID ?? 1);
  const slotOffset = SHARED_CLOUD_OFFSETS[slot - 1];
  if (slotOffset === undefined)
    throw new Error(`no shared cloud for worker slot ${slot}: add an offset to SHARED_CLOUD_OFFSETS`);
  const offset = portOffset(slotOffset);
  // A file's afterAll stop leaves it running for the next file; the teardown stops it.
  const cloud = cloudAt(offset, async () => {});
  const pidFile = sharedPidFile(offset);
  const running = fs.existsSync(pidFile) ? Number(fs.readFileSync(pidFile, 'utf8')) : 0;
  if (running && alive(running) && (await answersReady(cloud))) return cloud;
  if (running && alive(running)) await stopShared(running);

  fs.mkdirSync(SHARED_DIR, { recursive: true });
  const log = fs.openSync(sharedLogFile(offset), 'w');
  // Its own process group (detached), so the teardown stops it with everything it started.
  const child = spawnCloud(offset, `.local/it-shared-${offset}`, {
    env: { LOCAL_FROM: await seededTemplate() },
    stdio: ['ignore', log, log],
    detached: true,
  });
  fs.closeSync(log);
  child.unref();
  fs.writeFileSync(pidFile, String(child.pid));
  const deadline = Date.now() + 90_000;
  while (!(await answersReady(cloud))) {
    const output = () => fs.readFileSync(sharedLogFile(offset), 'utf8');
    if (child.exitCode !== null)
      throw new Error(`the shared local cloud stopped while starting:\n${output()}`);
    if (Date.now() > deadline) {
      await stopShared(child.pid!);
      throw new Error(`the shared local cloud did not start in 90 s:\n${output()}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return cloud;
}

/** Stops a shared cloud and everything it started (its process group), waiting up to 15 s. */
export async function stopShared(pid: number): Promise<void> {
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-pid, name);
    } catch {
      // Already gone.
    }
  };
  signal('SIGTERM');
  const deadline = Date.now() + 15_000;
  while (alive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  signal('SIGKILL');
}

/**
 * The seeded data folder the run's clouds start from, each from a copy (LOCAL_FROM): seeding the demo
 * data (users, nannies, jobs, hires and reviews, with their outbox deliveries) is most of a cloud's start,
 * and every copy holds the same data a fresh start would seed. The global setup
 * (tests/integration/shared-clouds.ts) makes it once per run, at an offset of its own, while the first
 * files run; a cloud that needs it waits for it here.
 */
export const TEMPLATE_CLOUD_OFFSET = 23200;
const templateDir = () => path.join(SHARED_DIR, `it-template-${portOffset(TEMPLATE_CLOUD_OFFSET)}`);
const templateMark = (state: 'ready' | 'failed') => `${templateDir()}.${state}`;

/** Seeds the template: a fresh cloud, started, and stopped once it is ready. */
export async function makeSeededTemplate(): Promise<void> {
  for (const state of ['ready', 'failed'] as const) fs.rmSync(templateMark(state), { force: true });
  try {
    const cloud = await launchCloud(
      portOffset(TEMPLATE_CLOUD_OFFSET),
      path.relative(ROOT, templateDir()),
      {},
    );
    await cloud.stop();
    fs.writeFileSync(templateMark('ready'), new Date().toISOString());
  } catch (error) {
    fs.writeFileSync(
      templateMark('failed'),
      error instanceof Error ? (error.stack ?? error.message) : String(error),
    );
    throw error;
  }
}

async function seededTemplate(): Promise<string> {
  const deadline = Date.now() + 120_000;
  while (!fs.existsSync(templateMark('ready'))) {
    if (fs.existsSync(templateMark('failed')))
      throw new Error(
        `the seeded data folder could not be made:\n${fs.readFileSync(templateMark('failed'), 'utf8')}`,
      );
    if (Date.now() > deadline) throw new Error('the seeded data folder was not made in 120 s');
    await new Promise((r) => setTimeout(r, 200));
  }
  return path.relative(ROOT, templateDir());
}
