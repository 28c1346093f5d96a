/**
 * Lambda bundles: every route handler bundled exactly as the CDK stack bundles it (lib/function.ts),
 * beside a hello-world handler bundled the same way; minified and gzip sizes, and cold init measured in
 * a fresh Node process that imports the bundle and answers one real request against the local cloud.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { routeList, type RouteDef, handlerFile } from '../lambdas/contract/routes.ts';
import { bundleRuns, esbuildOptions, type BundleEntry } from '../lib/bundling.ts';
import { ROOT, WORK_DIR } from './processes.ts';
import { sizeExemption } from './report.ts';

const BUNDLE_DIR = path.join(WORK_DIR, 'bundles');
const HELLO = 'helloWorld';

export function checkCdkOptions(): void {
  const source = fs.readFileSync(path.join(ROOT, 'lib/function.ts'), 'utf8');
  const expected = [
    'target: ESBUILD_TARGET',
    'banner: ESM_REQUIRE_BANNER',
    'externalModules: unreachedSdkModules(props.uses)',
    'format: OutputFormat.ESM',
    "mainFields: ['module', 'main']",
    'minify: true',
    'sourceMap: true',
    'sourcesContent: false',
    'bundleAwsSDK: true',
  ];
  const missing = expected.filter((s) => !source.includes(s));
  if (missing.length)
    throw new Error(
      `lib/function.ts no longer bundles as the bench does; update bench/bundles.ts: ${missing}`,
    );
}

/** esbuild with the options NodejsFunction passes for lib/function.ts's `bundling`. */
async function bundleAll(entries: Record<string, BundleEntry>): Promise<void> {
  fs.rmSync(BUNDLE_DIR, { recursive: true, force: true });
  for (const run of bundleRuns(entries))
    await build({
      ...run,
      outdir: BUNDLE_DIR,
      outExtension: { '.js': '.mjs' },
      logLevel: 'warning',
      absWorkingDir: ROOT,
    });
}

/**
 * For comparison only (not what ships): routes bundled the other way NodejsFunction offers, with the
 * whole AWS SDK left to the runtime's copy (here, resolved from node_modules as the runtime resolves its
 * own). The bundle is small, but the SDK then loads from hundreds of unbundled files on a cold start.
 */
const RUNTIME_SDK_ROUTES = ['candidatesList', 'jobsList'] as const;
const RUNTIME_SDK_DIR = path.join(BUNDLE_DIR, 'runtime-sdk');

async function bundleWithRuntimeSdk(entries: Record<string, string>): Promise<void> {
  await build({
    entryPoints: entries,
    outdir: RUNTIME_SDK_DIR,
    outExtension: { '.js': '.mjs' },
    ...esbuildOptions([]),
    external: ['@aws-sdk/*', '@smithy/*'],
    logLevel: 'warning',
    absWorkingDir: ROOT,
  });
}

type Claims = Record<string, string>;
const family: Claims = {
  sub: '0f6c2b1e-bench-4000-8000-000000000001',
  email: 'bench.family@example.com',
  name: 'Bench Family',
  'custom:user_type': 'family',
  token_use: 'id',
  'cognito:username': 'bench.family@example.com',
};
const nanny: Claims = {
  ...family,
  sub: '0f6c2b1e-bench-4000-8000-000000000002',
  'custom:user_type': 'nanny',
};
const agency: Claims = {
  ...family,
  sub: '0f6c2b1e-bench-4000-8000-000000000003',
  'custom:user_type': 'agency',
};
const admin: Claims = {
  ...family,
  sub: '0f6c2b1e-bench-4000-8000-000000000004',
  'cognito:groups': '[admin]',
};

interface RequestSpec {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  claims?: Claims;
}

/** The one request each handler answers on its cold start: realistic input for that route. */
const REQUESTS: Record<string, RequestSpec> = {
  systemHealth: {},
  meGet: { claims: family },
  meAccountType: { claims: family },
  meChangeAccountType: { claims: family, body: { userType: 'family' } },
  meChangeName: { claims: family, body: { name: 'Bench Family' } },
  webhooksStripe: { body: { id: 'evt_bench', type: 'checkout.session.completed', data: { object: {} } } },
  uploadsCreate: {
    claims: family,
    body: { purpose: 'job-photo', fileName: 'kitchen.jpg', contentType: 'image/jpeg', size: 120_000 },
  },
  uploadsCheck: {
    claims: family,
    body: { key: 'files/jobs/none/job-photo/kitchen.jpg', purpose: 'job-photo' },
  },
  nanniesGetOwn: { claims: nanny },
  nanniesSave: {
    claims: nanny,
    body: {
      fullName: 'Bench Nanny',
      location: 'Clapham, London',
      yearsExperience: 4,
      bio: '<p>Patient and playful.</p>',
      skills: [],
      languages: ['English'],
      drivingLicense: true,
      willingToTravel: false,
      activelyLooking: true,
      hourlyRateMin: 14,
      hourlyRateMax: 16,
      additionalComments: '',
    },
  },
  candidatesList: {},
  candidatesCvLink: { claims: family, params: { nannyId: 'seed-02-seed-nan' } },
  candidatesContact: {
    params: { nannyId: 'seed-02-seed-nan' },
    body: { name: 'Pat Example', email: 'pat@example.com', message: 'Hello, are you available in March?' },
  },
  jobsCreateFamily: { claims: family, body: { title: 'Nanny needed' } },
  jobsPromoQuote: { params: { code: 'WELCOME10' } },
  paymentsVerify: { claims: family, body: { sessionId: 'cs_bench_none' } },
  jobsList: {},
  jobsGet: { params: { jobId: 'seed-job-01' } },
  jobsSaved: { claims: nanny },
  jobsSave: { claims: nanny, params: { jobId: 'seed-job-01' } },
  jobsUnsave: { claims: nanny, params: { jobId: 'seed-job-01' } },
  jobsApply: {
    claims: nanny,
    params: { jobId: 'seed-job-01' },
    body: { coverLetter: 'I would love to help.', phone: '07700900123' },
  },
  agencyGet: { claims: agency },
  agencySave: { claims: agency, body: { name: 'Bench Agency', website: 'https://example.com' } },
  agencySubscription: { claims: agency },
  agencyCheckout: { claims: agency, body: {} },
  agencyPortal: { claims: agency, body: {} },
  jobsCreateAgency: { claims: agency, body: { title: 'Agency role' } },
  reportsCreate: {
    body: {
      contentType: 'job',
      contentId: 'seed-job-01',
      reason: 'spam',
      details: 'Looks like spam.',
      email: 'pat@example.com',
    },
  },
  adminListReports: { claims: admin },
  adminReviewReport: {
    claims: admin,
    params: { reportId: 'bench-0000-none' },
    body: { status: 'dismissed', notes: '' },
  },
  adminReportedContent: { claims: admin, params: { contentType: 'job_posting', contentId: 'seed-job-01' } },
  adminNannyDbs: { claims: admin, params: { nannyId: 'seed-02-seed-nan' }, body: { verified: true } },
  communitySubscribe: { body: { email: 'bench.news@example.com' } },
  communityUnsubscribe: { body: { email: 'bench.news@example.com' } },
  communityUnsubscribeLink: {
    query: { email: 'bench.news@example.com', sig: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAA' },
  },
  communityWaitlist: { body: { list: 'online-classes', email: 'bench.wait@example.com' } },
  communityReferral: { claims: family, body: { referralCode: 'BENCH-CODE' } },
  reviewsList: { params: { nannyId: 'seed-02-seed-nan' } },
};

/** Routes a nanny calls: a route not named in REQUESTS is called by a nanny when listed here. */
const NANNY_ROUTES =
  /^(verification|alerts|reviewsMine$|reviewsReply$|hiringMyApplications$|hiringWithdraw$|hiringSavedJobs$)/;

/** The seeded ids a path parameter takes; any other parameter names nothing. */
const SEEDED_PARAMS: Record<string, string> = { jobId: 'seed-job-01', nannyId: 'seed-02-seed-nan' };

/**
 * The request of a route that REQUESTS does not name, made from its declaration: the caller its auth
 * level asks for, the seeded job or nanny for its path parameters, and an empty body for a write. The
 * handler then answers as it would a real caller whose input is refused or names nothing: it loads
 * and runs its whole path up to that point.
 */
export function requestFor(route: Pick<RouteDef, 'id' | 'method' | 'path' | 'auth'>): RequestSpec {
  const named = REQUESTS[route.id];
  if (named) return named;
  const params = Object.fromEntries(
    [...route.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name!, SEEDED_PARAMS[name!] ?? 'bench-none']),
  );
  const claims =
    route.auth === 'admin'
      ? admin
      : route.auth === 'user'
        ? NANNY_ROUTES.test(route.id)
          ? nanny
          : family
        : undefined;
  return {
    ...(Object.keys(params).length ? { params } : {}),
    ...(claims ? { claims } : {}),
    ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { body: {} }),
  };
}

/** An API Gateway v2 event for a route, as the HTTP API (and its JWT authorizer) sends it. */
export function apiEvent(
  route: Pick<RouteDef, 'method' | 'path'>,
  spec: RequestSpec,
): Record<string, unknown> {
  let rawPath = route.path;
  for (const [k, v] of Object.entries(spec.params ?? {})) rawPath = rawPath.replace(`{${k}}`, v);
  const body = spec.body === undefined ? undefined : JSON.stringify(spec.body);
  const now = new Date();
  return {
    version: '2.0',
    routeKey: `${route.method} ${route.path}`,
    rawPath,
    rawQueryString: new URLSearchParams(spec.query ?? {}).toString(),
    headers: {
      host: 'api.example.com',
      'user-agent': 'bench',
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(spec.query ? { queryStringParameters: spec.query } : {}),
    ...(spec.params ? { pathParameters: spec.params } : {}),
    ...(body !== undefined ? { body } : {}),
    isBase64Encoded: false,
    requestContext: {
      accountId: '000000000000',
      apiId: 'bench',
      domainName: 'api.example.com',
      domainPrefix: 'api',
      http: {
        method: route.method,
        path: rawPath,
        protocol: 'HTTP/1.1',
        sourceIp: '203.0.113.9',
        userAgent: 'bench',
      },
      requestId: `bench-${route.method}-${rawPath}`,
      routeKey: `${route.method} ${route.path}`,
      stage: '$default',
      time: now.toISOString(),
      timeEpoch: now.getTime(),
      ...(spec.claims ? { authorizer: { jwt: { claims: spec.claims } } } : {}),
    },
  };
}

/**
 * Runs in the fresh process: performance.now() counts from the process's own start, so `initMs` is
 * Node's bootstrap plus the bundle's import (Lambda's Init Duration) and `coldMs` adds the first request.
 */
const COLD_RUNNER = `
const mod = await import(process.env.BENCH_BUNDLE_URL);
const initMs = performance.now();
const context = { awsRequestId: 'bench', functionName: 'bench', getRemainingTimeInMillis: () => 10000 };
const result = await mod.handler(JSON.parse(process.env.BENCH_EVENT), context);
const coldMs = performance.now();
process.stdout.write('BENCH_RESULT ' + JSON.stringify({ initMs, coldMs, status: result?.statusCode ?? null }) + '\\n');
process.exit(0);
`;

interface ColdRun {
  initMs: number;
  coldMs: number;
  status: number | null;
}

function coldRun(file: string, event: unknown, env: Record<string, string>): Promise<ColdRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', COLD_RUNNER], {
      cwd: path.dirname(file),
      env: {
        PATH: process.env.PATH ?? '',
        ...env,
        // As the CDK stack sets it on every function.
        NODE_OPTIONS: '--enable-source-maps',
        BENCH_BUNDLE_URL: `file://${file}`,
        BENCH_EVENT: JSON.stringify(event),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('exit', (code) => {
      clearTimeout(timer);
      const line = out.split('\n').find((l) => l.startsWith('BENCH_RESULT '));
      if (!line) return reject(new Error(`${path.basename(file)} exited ${code} without answering:\n${err}`));
      resolve(JSON.parse(line.slice('BENCH_RESULT '.length)) as ColdRun);
    });
  });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

export interface BundleResult {
  id: string;
  route: string;
  minBytes: number;
  gzipBytes: number;
  /** Median over the runs: bootstrap + import. */
  initMs: number;
  /** Median over the runs: bootstrap + import + first request. */
  coldMs: number;
  /** coldMs less hello-world's coldMs in the same run. */
  aboveHelloMs: number;
  /** The third parties it talks to that exempt it from the size target (Stripe, S3), from its `uses`. */
  talksTo: string[];
  status: number | null;
}

export interface BundlesResult {
  runs: number;
  helloWorld: BundleResult;
  handlers: BundleResult[];
  /** The same routes with the AWS SDK left to the runtime: a comparison, not what ships. */
  runtimeSdk?: BundleResult[];
}

export async function measureBundles(
  lambdaEnv: Record<string, string>,
  runs: number,
  log: (s: string) => void,
): Promise<BundlesResult> {
  checkCdkOptions();
  const entries: Record<string, BundleEntry> = {
    [HELLO]: { file: path.join(ROOT, 'bench/hello.ts'), uses: [] },
  };
  for (const route of routeList)
    entries[route.id] = { file: path.join(ROOT, 'lambdas', handlerFile(route.id)), uses: route.uses };
  const started = Date.now();
  await bundleAll(entries);
  await bundleWithRuntimeSdk(Object.fromEntries(RUNTIME_SDK_ROUTES.map((id) => [id, entries[id]!.file])));
  log(`bundled ${Object.keys(entries).length} handlers in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  // Rounds: hello-world, then every handler, `runs` times over, so a busy machine slows both alike.
  const targets = [
    { id: HELLO, route: { method: 'GET', path: '/hello' } as Pick<RouteDef, 'method' | 'path'>, spec: {} },
    ...routeList.map((route) => ({
      id: route.id as string,
      route: route as Pick<RouteDef, 'method' | 'path'>,
      spec: requestFor(route),
    })),
  ];
  const files = [
    ...targets.map((t) => ({ ...t, key: t.id, file: path.join(BUNDLE_DIR, `${t.id}.mjs`) })),
    ...RUNTIME_SDK_ROUTES.map((id) => {
      const t = targets.find((x) => x.id === id)!;
      return { ...t, key: `${id} (runtime SDK)`, file: path.join(RUNTIME_SDK_DIR, `${id}.mjs`) };
    }),
  ];
  const samples = new Map<string, ColdRun[]>(files.map((f) => [f.key, []]));
  for (let round = 0; round < runs; round++)
    for (const f of files)
      samples.get(f.key)!.push(await coldRun(f.file, apiEvent(f.route, f.spec), lambdaEnv));
  const usesOf = new Map<string, RouteDef['uses']>(routeList.map((r) => [r.id, r.uses]));
  const results = files.map(({ id, key, route, file }): BundleResult => {
    const bytes = fs.readFileSync(file);
    const runsOf = samples.get(key)!;
    return {
      id: key,
      route: `${route.method} ${route.path}`,
      minBytes: bytes.length,
      gzipBytes: gzipSync(bytes).length,
      initMs: median(runsOf.map((r) => r.initMs)),
      coldMs: median(runsOf.map((r) => r.coldMs)),
      aboveHelloMs: 0,
      talksTo: sizeExemption(usesOf.get(id) ?? []),
      status: runsOf.at(-1)!.status,
    };
  });
  const hello = results[0]!;
  for (const r of results) r.aboveHelloMs = r.coldMs - hello.coldMs;
  const handlers = results.slice(1, targets.length);
  const runtimeSdk = results.slice(targets.length);
  return { runs, helloWorld: hello, handlers, runtimeSdk };
}
