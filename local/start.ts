/**
 * `npm start`: the whole product on loopback. Starts the local stand-ins for DynamoDB, Cognito, S3,
 * SES, API Gateway and Stripe plus the Vite dev server; creates the table, user pool, bucket and
 * email identity from the definitions the CDK stack uses; seeds demo users; prints every URL.
 * Ctrl-C stops every child.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { CreateEmailIdentityCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { S3Client } from '@aws-sdk/client-s3';
import type { Connect, Plugin } from 'vite';
import {
  appConfig,
  COGNITO_ISSUER_DOMAIN,
  CREDENTIALS,
  DATA_DIR,
  HOST,
  IDS,
  lambdaEnvironment,
  PORTS,
  REGION,
  ROOT,
  STRIPE_KEYS,
  url,
  type Service,
} from './config.ts';
import { configJsonPlugin } from './config-json.ts';
import { publicLogos } from './public-logos.ts';
import { apiProxy } from './api-proxy.ts';
import { API_BASE_PATH } from '../lambdas/contract/route-address.ts';
import { dynamoClient, ensureTable, spawnDynamoDb, waitForDynamoDb } from './dynamodb.ts';
import { seedUsers, SEED_USERS } from './seed.ts';
import { seedNannies } from './seed-nannies.ts';
import { seedJobs } from './seed-jobs.ts';
import { seedAgency } from './seed-agency.ts';
import { seedReviews } from './seed-reviews.ts';
import { seedResponsiveness } from './seed-responsiveness.ts';
import { backfillReportGroups } from '../lambdas/data/migrations/report-backfill.ts';
import { JOB_CLOCK_MINUTES } from '../lambdas/data/job-clock.ts';
import { REMINDER_SWEEP_MINUTES } from '../lambdas/data/interviews.ts';
import { NUDGE_SWEEP_MINUTES } from '../lambdas/data/nudges.ts';
import { DELETION_SWEEP_MINUTES } from '../lambdas/data/deletions.ts';
import { EXPIRY_SWEEP_MINUTES } from './retention.ts';
import type { StreamPoller, StreamPollerOptions } from './streams.ts';
import { localMeter } from './meter.ts';

const require = createRequire(import.meta.url);
const started = Date.now();
const children: ChildProcess[] = [];
const closers: Array<() => Promise<unknown> | void> = [];
let stopping = false;
/** The outbox's stream poller, once the table is there. */
let outbox: StreamPoller | undefined;
/** Set once everything is up and the demo data seeded (`GET /api/_local/ready`). */
let ready = false;

function fail(message: string): never {
  console.error(`\n[local] ${message}\n`);
  void stop(1);
  throw new Error(message);
}

async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  const running = children.filter((child) => child.exitCode === null && child.signalCode === null);
  const exited = running.map((child) => new Promise((resolve) => child.once('exit', resolve)));
  for (const child of running) child.kill('SIGTERM');
  await Promise.allSettled(closers.map((close) => close()));
  // Once every child has exited, what each keeps is on disk: the data folder is whole (and can be copied).
  await Promise.race([Promise.all(exited), new Promise((resolve) => setTimeout(resolve, 10_000))]);
  process.exit(code);
}

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, HOST, () => probe.close(() => resolve(true)));
  });
}

async function checkPrerequisites() {
  const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (java.error || java.status !== 0)
    fail(
      'Java 17 or newer is required for DynamoDB Local, and `java` was not found. Install it (e.g. `apt-get install -y openjdk-17-jre-headless`) and try again.',
    );
  const taken: string[] = [];
  for (const [service, port] of Object.entries(PORTS) as Array<[Service, number]>)
    if (!(await portFree(port))) taken.push(`${port} (${service})`);
  if (taken.length)
    fail(
      `Port ${taken.join(', ')} ${taken.length > 1 ? 'are' : 'is'} already in use. Stop what is using ${taken.length > 1 ? 'them' : 'it'}, or run with PORT_OFFSET=100 to move every port.`,
    );
}

/** Forwards a child's output, line by line, under its name; a child that dies stops everything. */
function supervise(name: string, child: ChildProcess, quiet: RegExp = /$^/) {
  children.push(child);
  const forward = (stream: NodeJS.ReadableStream | null, write: (s: string) => void) => {
    let buffer = '';
    stream?.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) if (line.trim() && !quiet.test(line)) write(`[${name}] ${line}`);
    });
  };
  forward(child.stdout, (s) => console.log(s));
  forward(child.stderr, (s) => console.error(s));
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(
      `[local] ${name} stopped unexpectedly (${signal ?? `exit code ${code}`}); stopping everything.`,
    );
    void stop(1);
  });
}

async function waitForHttp(target: string, what: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(target);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) fail(`${what} did not start within ${timeoutMs / 1000} s.`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

function listening(server: Server) {
  closers.push(() => new Promise((r) => server.close(r)));
}

/** The local S3, for what the web servers read from its buckets. */
const localS3 = () =>
  new S3Client({ endpoint: url('s3'), region: REGION, credentials: CREDENTIALS, forcePathStyle: true });

/**
 * Agencies' public logos at /logos/* from the local S3, as the site's distribution serves them on AWS.
 * Mounted before Vite's own middlewares, so its SPA fallback never answers a logo's path.
 */
function publicLogosPlugin(client: S3Client): Plugin {
  return {
    name: 'public-logos',
    configureServer: (server: { middlewares: Connect.Server }) => {
      server.middlewares.use(publicLogos({ client, bucket: IDS.uploadsBucket }));
    },
  };
}

/**
 * The SPA with its /config.json and the public logos: Vite's dev server, or with LOCAL_WEB=build the
 * production build, as it ships (the e2e tests run against it).
 */
async function startWeb(config: object): Promise<string | null> {
  const { createServer } = await import('vite');
  const configFile = path.join(ROOT, 'frontend/vite.config.ts');
  const s3 = localS3();
  // The API on the site's own origin, as the distribution serves it on AWS.
  const server = {
    port: PORTS.web,
    host: HOST,
    strictPort: true,
    // `/api/…` only, as the distribution's `/api/*` (not `/apiary`).
    proxy: { [`^${API_BASE_PATH}/`]: { target: url('api'), changeOrigin: false } },
  };
  if (process.env.LOCAL_WEB === 'build') {
    // As it ships: the site built with its public pages rendered, put in the site bucket as the
    // deployment puts it, and served as the CDN serves it.
    const { buildSite } = await import('../frontend/build-site.ts');
    const { uploadSite } = await import('./site-bucket.ts');
    const { startSiteServer } = await import('./site-server.ts');
    const site = await buildSite({
      outDir: path.join(DATA_DIR, 'web'),
      ssrDir: path.join(DATA_DIR, 'web-ssr'),
      siteOrigin: url('web'),
    });
    await uploadSite(s3, IDS.siteBucket, site.outDir, url('web'));
    listening(
      await startSiteServer({
        host: HOST,
        port: PORTS.web,
        s3,
        bucket: IDS.siteBucket,
        config,
        handlers: [
          apiProxy({ target: url('api'), basePath: API_BASE_PATH }),
          publicLogos({ client: s3, bucket: IDS.uploadsBucket }),
        ],
      }),
    );
    return site.rendererPath;
  }
  const plugins = [configJsonPlugin(config), publicLogosPlugin(s3)];
  const vite = await createServer({ configFile, logLevel: 'warn', clearScreen: false, server, plugins });
  await vite.listen();
  closers.push(() => vite.close());
  return null;
}

/**
 * The site's rendered pages (lib/site-pages.ts on AWS): a job's page and the lists prerendered again on the
 * table's stream whenever they change, and once now, for the demo data seeded before. Only where the
 * site is served as it ships (LOCAL_WEB=build).
 */
async function startSitePagesPoller(ddb: ReturnType<typeof dynamoClient>, rendererPath: string) {
  process.env.SITE_RENDERER = pathToFileURL(rendererPath).href;
  const { handler, isSitePageItem, refresh } = await import('../lambdas/streams/site-pages.ts');
  const { SITE_PAGES_DELIVERY } = await import('../lambdas/services/site-pages.ts');
  const poller = await startStreamWorker(ddb, {
    name: 'site pages',
    handler: (event) => handler(event),
    filter: isSitePageItem,
    delivery: SITE_PAGES_DELIVERY,
  });
  await refresh({ jobIds: [], board: true, candidates: true });
  return poller;
}

/** Prerenders some jobs' pages (or the lists alone) again, as a stream batch or the hourly refresh does. */
async function runSitePages(time: string, jobIds: string[] = []) {
  const { refresh } = await import('../lambdas/streams/site-pages.ts');
  return refresh({ jobIds, board: true, candidates: true }, new Date(time));
}

/**
 * A function on the table's stream, as its event source mapping runs it on AWS: the same handler, the
 * same filter, batches of the same size, and a record that keeps failing dead-lettered after as many
 * tries (the first and its retries), kept as a DEADLETTER item.
 */
async function startStreamWorker(
  ddb: ReturnType<typeof dynamoClient>,
  worker: {
    name: string;
    handler: StreamPollerOptions['handler'];
    filter: StreamPollerOptions['filter'];
    delivery: { batchSize: number; retryAttempts: number };
  },
) {
  const { DynamoDBStreamsClient } = await import('@aws-sdk/client-dynamodb-streams');
  const { startStreamPoller } = await import('./streams.ts');
  const { recordDeadLetter } = await import('../lambdas/data/outbox.ts');
  return startStreamPoller({
    dynamodb: ddb,
    streams: new DynamoDBStreamsClient({
      endpoint: url('dynamodb'),
      region: REGION,
      credentials: CREDENTIALS,
    }),
    tableName: IDS.tableName,
    region: REGION,
    handler: localMeter ? localMeter.wrap(worker.name, worker.handler) : worker.handler,
    filter: worker.filter,
    maxAttempts: worker.delivery.retryAttempts + 1,
    batchSize: worker.delivery.batchSize,
    deadLetter: (record, reason) =>
      recordDeadLetter(record.dynamodb?.SequenceNumber ?? 'unknown', `${worker.name}: ${reason}`, {
        eventID: record.eventID,
        keys: record.dynamodb?.Keys,
      }),
  });
}

/** The outbox deliverer (lib/outbox.ts on AWS). */
async function startOutboxPoller(ddb: ReturnType<typeof dynamoClient>) {
  const { isOutboxInsert, OUTBOX_DELIVERY } = await import('../lambdas/data/outbox.ts');
  const { handler } = await import('../lambdas/streams/outbox.ts');
  return startStreamWorker(ddb, {
    name: 'outbox',
    handler,
    filter: isOutboxInsert,
    delivery: OUTBOX_DELIVERY,
  });
}

/** Job alerts' fan-out (lib/job-alerts.ts on AWS): job-published outbox events only. */
async function startJobAlertsPoller(ddb: ReturnType<typeof dynamoClient>) {
  const { JOB_ALERTS_DELIVERY } = await import('../lambdas/data/job-alerts.ts');
  const { handler, isJobPublished } = await import('../lambdas/streams/job-alerts.ts');
  return startStreamWorker(ddb, {
    name: 'job alerts',
    handler: (event) => handler(event),
    filter: isJobPublished,
    delivery: JOB_ALERTS_DELIVERY,
  });
}

/** Job alerts' fan-out of some jobs again at a time (a retried stream batch does the same). */
async function runJobAlerts(time: string, jobIds: string[] = []) {
  const { fanOutJob } = await import('../lambdas/services/job-alerts.ts');
  const counts = [];
  for (const jobId of jobIds) counts.push(await fanOutJob(jobId, new Date(time)));
  return counts;
}

/** The daily alert digests at a time, as their schedule's event carries it (limited to some alerts). */
async function runAlertDigests(time: string, alertIds?: string[]) {
  const { sendDigests } = await import('../lambdas/services/job-alerts.ts');
  return sendDigests(new Date(time), alertIds);
}

/** The data rights worker (lib/data-rights.ts on AWS): export requests and running deletions only. */
async function startDataRightsPoller(ddb: ReturnType<typeof dynamoClient>) {
  const { handler, isDataRightsWork, DATA_RIGHTS_DELIVERY } =
    await import('../lambdas/streams/data-rights.ts');
  return startStreamWorker(ddb, {
    name: 'data rights',
    handler,
    filter: isDataRightsWork,
    delivery: DATA_RIGHTS_DELIVERY,
  });
}

/** The deletion sweep at a time, as its schedule's event carries it. */
async function runDeletionSweep(time: string) {
  const { handler } = await import('../lambdas/scheduled/deletions.ts');
  return handler({ time });
}

/** The retention run at a time, as its daily schedule's event carries it (lib/retention.ts). */
async function runRetention(time: string, ids?: string[]) {
  const { sweep } = await import('../lambdas/scheduled/retention.ts');
  return sweep(new Date(time), ids);
}

/** What AWS deletes by itself by a time: the table's expired items (TTL), and the bucket's (lifecycle). */
async function runTtl(time: string) {
  const { sweepExpiredItems } = await import('./retention.ts');
  return sweepExpiredItems(new Date(time));
}
async function runRetentionBackfill(time: string) {
  const { backfillRetention } = await import('../lambdas/data/migrations/retention-backfill.ts');
  return backfillRetention(new Date(time));
}
async function runLifecycle(time: string) {
  const { sweepLifecycle } = await import('./retention.ts');
  return sweepLifecycle(new Date(time));
}

/** The interview reminders' sweep at a time (of some interviews only, when named). */
async function runInterviewReminders(time: string, ids?: string[]) {
  const { sweep } = await import('../lambdas/scheduled/interview-reminders.ts');
  return sweep(new Date(time), ids);
}

/** The nudges' sweep at a time (of some accounts' nudges only, when named). */
async function runNudges(time: string, ids?: string[]) {
  const { sweep } = await import('../lambdas/scheduled/nudges.ts');
  return sweep(new Date(time), ids);
}

/** The job clock's sweep at a time, as its schedule's event carries it. */
async function runJobClock(time: string, jobIds?: string[]) {
  const { sweep } = await import('../lambdas/scheduled/job-clock.ts');
  return sweep(new Date(time), jobIds);
}

/** The accounts reconciliation at a time, as its schedule's event carries it. */
async function runReconcileAccounts(time: string) {
  const { reconcileAccounts } = await import('../lambdas/scheduled/reconcile-accounts.ts');
  return reconcileAccounts(new Date(time));
}

/**
 * The scheduled runs, each counted by the meter under its schedule's name when LOCAL_METER=1 (what AWS
 * does by itself, TTL and lifecycle, counts as no function of ours).
 */
function metered(
  runs: Record<string, (time: string, ids?: string[]) => Promise<unknown>>,
): Record<string, (time: string, ids?: string[]) => Promise<unknown>> {
  const meter = localMeter;
  if (!meter) return runs;
  const byAws = new Set(['ttl', 'lifecycle', 'retention-backfill']);
  return Object.fromEntries(
    Object.entries(runs).map(([name, run]) => [
      name,
      byAws.has(name) ? run : meter.wrap(`scheduled:${name}`, run),
    ]),
  );
}

/** Points the meter at the handlers' shared DynamoDB and S3 clients (the ones every handler imports). */
async function meterHandlerClients() {
  if (!localMeter) return;
  const { ddb } = await import('../lambdas/platform/clients.ts');
  const { s3 } = await import('../lambdas/platform/s3.ts');
  localMeter.meterDynamoDb(ddb());
  localMeter.meterS3(s3());
}

async function main() {
  await checkPrerequisites();
  if (process.env.LOCAL_FRESH === '1' || process.env.LOCAL_FROM)
    fs.rmSync(DATA_DIR, { recursive: true, force: true });
  // A copy of a stopped cloud's data folder: its table, user pool, bucket and payments as that cloud
  // left them (the integration tests start each cloud from one seeded copy rather than seeding again).
  if (process.env.LOCAL_FROM)
    fs.cpSync(path.resolve(ROOT, process.env.LOCAL_FROM), DATA_DIR, { recursive: true });
  fs.mkdirSync(DATA_DIR, { recursive: true });
  // The handlers run in this process and read their environment as a Lambda would.
  Object.assign(process.env, lambdaEnvironment());
  await meterHandlerClients();

  // Email first: Cognito sends codes through it.
  const sesServer = require('aws-ses-v2-local').default as (config: {
    host: string;
    port: number;
  }) => Promise<Server>;
  listening(await sesServer({ host: HOST, port: PORTS.mailbox }));

  const dynamo = spawnDynamoDb(PORTS.dynamodb, path.join(DATA_DIR, 'dynamodb'));
  supervise(
    'dynamodb',
    dynamo,
    /^(Initializing|Port:|InMemory:|Version:|DbPath:|SharedDb:|shouldDelayTransientStatuses:|CorsParams:|\s*$)/,
  );

  const cognitoDir = path.join(DATA_DIR, 'cognito');
  fs.mkdirSync(path.join(cognitoDir, '.cognito', 'db'), { recursive: true });
  const cognito = spawn(
    process.execPath,
    [
      '--disable-warning=NodeVersionSupportWarning',
      '--no-deprecation',
      path.join(ROOT, 'local/cognito/server.ts'),
    ],
    {
      cwd: cognitoDir,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1',
        COGNITO_PORT: String(PORTS.cognito),
        COGNITO_INTERNAL_PORT: String(PORTS.cognitoInternal),
        COGNITO_ISSUER_DOMAIN,
        USER_POOL_ID: IDS.userPoolId,
        USER_POOL_CLIENT_ID: IDS.userPoolClientId,
        EMAIL_FROM: IDS.emailFrom,
      },
    },
  );
  supervise('cognito', cognito);

  const { default: S3rver } = await import('s3rver');
  const s3Origins = [url('web'), `http://127.0.0.1:${PORTS.web}`];
  const cors = `<CORSConfiguration><CORSRule>${s3Origins
    .map((o) => `<AllowedOrigin>${o}</AllowedOrigin>`)
    .join(
      '',
    )}<AllowedMethod>GET</AllowedMethod><AllowedMethod>POST</AllowedMethod><AllowedHeader>*</AllowedHeader><MaxAgeSeconds>3000</MaxAgeSeconds></CORSRule></CORSConfiguration>`;
  // s3rver listens on a port of its own; on the S3 port, a front checks each presigned POST as S3 does
  // before s3rver stores anything, and passes every other request through.
  const s3 = new S3rver({
    port: 0,
    address: HOST,
    directory: path.join(DATA_DIR, 's3'),
    silent: true,
    configureBuckets: [
      { name: IDS.uploadsBucket, configs: [cors] },
      { name: IDS.siteBucket, configs: [] },
    ],
  });
  const { port: s3StorePort } = await s3.run();
  closers.push(() => s3.close());
  const { startS3Front } = await import('./s3-post-policy.ts');
  listening(
    await startS3Front({
      host: HOST,
      port: PORTS.s3,
      upstreamPort: s3StorePort,
      region: REGION,
      credentials: CREDENTIALS,
      allowedOrigins: s3Origins,
    }),
  );

  const { startStripeStandin } = await import('./stripe/index.ts');
  listening(
    await startStripeStandin({
      port: PORTS.stripe,
      host: HOST,
      publicUrl: url('stripe'),
      secretKey: STRIPE_KEYS.secretKey,
      webhookSecret: STRIPE_KEYS.webhookSecret,
      // Through the site, as Stripe reaches the API on AWS.
      webhookUrl: `${url('web')}${API_BASE_PATH}/webhooks/stripe`,
      dataFile: path.join(DATA_DIR, 'stripe', 'sessions.json'),
    }),
  );

  const { startApiAdapter } = await import('./api-adapter.ts');
  listening(
    await startApiAdapter({
      port: PORTS.api,
      host: HOST,
      userPoolId: IDS.userPoolId,
      clientId: IDS.userPoolClientId,
      jwksUri: lambdaEnvironment().JWKS_URI!,
      afterHandler: () => outbox?.drain() ?? Promise.resolve(),
      scheduled: metered({
        'job-clock': runJobClock,
        'interview-reminders': runInterviewReminders,
        nudges: runNudges,
        'job-alerts': runJobAlerts,
        'site-pages': runSitePages,
        'alert-digests': runAlertDigests,
        'reconcile-accounts': runReconcileAccounts,
        deletions: runDeletionSweep,
        retention: runRetention,
        'retention-backfill': runRetentionBackfill,
        ttl: runTtl,
        lifecycle: runLifecycle,
      }),
      ...(localMeter ? { meter: localMeter } : {}),
      ready: () => ready,
    }),
  );

  const rendererPath = await startWeb(appConfig());

  const ddb = dynamoClient(url('dynamodb'));
  await waitForDynamoDb(ddb);
  const table = await ensureTable(ddb, IDS.tableName);
  outbox = await startOutboxPoller(ddb);
  closers.push(() => outbox?.stop());
  const dataRights = await startDataRightsPoller(ddb);
  closers.push(() => dataRights.stop());
  const jobAlerts = await startJobAlertsPoller(ddb);
  closers.push(() => jobAlerts.stop());
  if (rendererPath) {
    const sitePages = await startSitePagesPoller(ddb, rendererPath);
    closers.push(() => sitePages.stop());
  }
  // The scheduled functions, each on a timer of its own as its EventBridge rule runs it on AWS (the job
  // clock, lib/job-clock.ts; the retention run; the accounts reconciliation; the deletion sweep), and
  // what DynamoDB's TTL and S3's lifecycle do by themselves on AWS (local/retention.ts). A failure is
  // logged and tried next time.
  const every = (name: string, minutes: number, run: (time: string) => Promise<unknown>) => {
    const timer = setInterval(
      () => void run(new Date().toISOString()).catch((error: unknown) => console.error(name, error)),
      minutes * 60 * 1000,
    );
    closers.push(() => clearInterval(timer));
  };
  every('job clock', JOB_CLOCK_MINUTES, runJobClock);
  every('interview reminders', REMINDER_SWEEP_MINUTES, runInterviewReminders);
  every('nudges', NUDGE_SWEEP_MINUTES, runNudges);
  every('retention', 24 * 60, runRetention);
  every('ttl', EXPIRY_SWEEP_MINUTES, runTtl);
  every('lifecycle', EXPIRY_SWEEP_MINUTES, runLifecycle);
  every('accounts reconciliation', 24 * 60, runReconcileAccounts);
  every('deletions', DELETION_SWEEP_MINUTES, runDeletionSweep);
  every('alert digests', 24 * 60, runAlertDigests);
  if (rendererPath) every('site pages', 60, (time) => runSitePages(time));
  // Data kept from before reports were grouped by item: count those reports in, so the queue shows them.
  const { counted: regrouped } = await backfillReportGroups();
  // Data kept from before the retention policy was enforced: brought under it
  // (lambdas/data/migrations/retention-backfill.ts).
  await runRetentionBackfill(new Date().toISOString());
  // Profiles with the DBS flag from before verification records: each becomes a DBS certificate record.
  const { migrateDbsFlags } = await import('../lambdas/data/migrations/dbs-migration.ts');
  await migrateDbsFlags();
  await waitForHttp(`${url('cognito')}/health`, 'The local user pool');
  const clientOptions = { endpoint: url('cognito'), region: REGION, credentials: CREDENTIALS };
  const { created: seeded, ids } = await seedUsers(
    new CognitoIdentityProviderClient(clientOptions),
    IDS.userPoolId,
  );
  const demoNanny = SEED_USERS.find((u) => u.userType === 'nanny')!;
  const nannies = await seedNannies(ids.get(demoNanny.email) ?? null);
  const demoFamily = SEED_USERS.find((u) => u.userType === 'family')!;
  const demoAgency = SEED_USERS.find((u) => u.userType === 'agency')!;
  const jobs =
    (await seedJobs(ids.get(demoFamily.email) ?? null, demoFamily.email)) +
    (await seedAgency(ids.get(demoAgency.email) ?? null, demoAgency.email));
  const familyId = ids.get(demoFamily.email);
  await seedReviews(
    ids.get(demoNanny.email) ?? null,
    familyId ? { id: familyId, email: demoFamily.email, name: demoFamily.name } : null,
  );
  // Reply times made by real openings and answers, so some cards show them.
  await seedResponsiveness();
  // Profiles whose text an earlier version stored as HTML, as the demo nannies' bios are seeded: each
  // cleaned once (lambdas/data/migrations/profile-text-migration.ts), after the seeds so they are too.
  const { cleanProfileText } = await import('../lambdas/data/migrations/profile-text-migration.ts');
  await cleanProfileText();
  // Jobs stored before pay was structured, as some demo data may be: each given its gross pay once
  // (lambdas/data/migrations/job-pay-migration.ts), after the seeds.
  const { migrateJobPay } = await import('../lambdas/data/migrations/job-pay-migration.ts');
  await migrateJobPay();
  await new SESv2Client({ endpoint: url('mailbox'), region: REGION, credentials: CREDENTIALS })
    .send(new CreateEmailIdentityCommand({ EmailIdentity: 'nannymarketplace.local' }))
    .catch(() => undefined); // the local SES sends from any address; the identity is for parity only

  ready = true;
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const users = SEED_USERS.map(
    (u) => `    ${(u.admin ? 'admin' : u.userType!).padEnd(7)} ${u.email.padEnd(30)} ${u.password}`,
  ).join('\n');
  console.log(`
  Nanny Marketplace is running locally (ready in ${seconds} s)

    App             ${url('web')}
    API             ${url('web')}${API_BASE_PATH}  (the API adapter itself: ${url('api')}${API_BASE_PATH})
    Mailbox         ${url('mailbox')}   (verification codes and every email the app sends)
    Stripe stand-in ${url('stripe')}
    User pool       ${url('cognito')}  (${IDS.userPoolId})
    DynamoDB        ${url('dynamodb')}  (table ${IDS.tableName}, ${table})
    S3              ${url('s3')}  (bucket ${IDS.uploadsBucket})

  Demo accounts${seeded ? ` (${seeded} created now)` : ''}; ${nannies ? `${nannies} demo nannies seeded now` : 'demo nannies already seeded'}${jobs ? `, ${jobs} demo jobs` : ''}; promo code WELCOME10:
${users}
${regrouped ? `\n  ${regrouped} earlier report${regrouped === 1 ? '' : 's'} counted into the admin queue now.\n` : ''}
  Data is kept in ${path.relative(ROOT, DATA_DIR)}/. Press Ctrl-C to stop.
`);
}

process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
main().catch((error: unknown) => {
  if (!stopping) {
    console.error('[local] failed to start:', error);
    void stop(1);
  }
});
