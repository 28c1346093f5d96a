/**
 * `npm run cost`: the cost sheet. Starts a metered local cloud of its own (LOCAL_METER=1, PORT_OFFSET
 * 3500 unless BENCH_PORT_OFFSET is set, fresh data, the site built as it ships), drives each user journey
 * a few times through the real API, reads what each used (Lambda invocations and durations, DynamoDB
 * units, S3 requests, log bytes: local/meter.ts; emails: the local mailbox; page loads, presigned
 * uploads and downloads: counted by the journey's browser side), runs each scheduled function once,
 * reads memory, schedules and fixed resources from the synthesized prod stack, and multiplies it all
 * out for 1,000, 10,000 and 100,000 monthly users (bench/cost/model.ts, prices in bench/cost/prices.ts).
 * Writes bench/cost-sheet.md and bench/cost-results.json and prints the sheet.
 *
 * COST_RUNS (3) sets how many times each journey runs.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { routeList } from '../../lambdas/contract/routes.ts';
import { IDS } from '../../local/config.ts';
import type { FunctionUsage, MeterSnapshot } from '../../local/meter.ts';
import { ASSUMPTIONS, assumptionNotes } from './assumptions.ts';
import { stackFacts } from './infra.ts';
import {
  agencyJob,
  clientId,
  emptyTally,
  familyJob,
  mailbox,
  nannyProfile,
  PDF,
  PNG,
  Session,
} from './journeys.ts';
import {
  billedGbSeconds,
  costSheet,
  renderBiggest,
  renderCostTable,
  renderJourneyTable,
  runsPerMonth,
  type JourneyUsage,
  type ScheduledUsage,
} from './model.ts';
import { COST_PORT_OFFSET } from './port.ts';
import { PRICES, PRICES_READ_ON, PRICE_REGION } from './prices.ts';

// bench/processes.ts reads the offset when first imported: set it first, import after.
process.env.BENCH_PORT_OFFSET ??= String(COST_PORT_OFFSET);
process.env.LOCAL_METER = '1';
const { BENCH_OFFSET, cleanup, ROOT, startLocalCloud } = await import('../processes.ts');

/** The API's routes: each run of one is one API request (the rest are stream workers and schedules). */
const ROUTE_IDS = new Set<string>(routeList.map((r) => r.id));

const RUNS = Number(process.env.COST_RUNS ?? 3);
const started = Date.now();
const log = (s: string) =>
  console.log(`[cost ${((Date.now() - started) / 1000).toFixed(0).padStart(3)} s] ${s}`);

/** On AWS each log line is JSON with Powertools' frame (about this much more than the local text line)… */
const JSON_FRAME_BYTES = 450;
/** …and each invocation adds the runtime's START, END and REPORT lines. */
const PLATFORM_LOG_BYTES = 350;
/** Cognito triggers run in the local pool's own process, unmetered: each is counted as one run of this. */
const TRIGGER_MS = 40;

/** The stack's name of a metered function: a route's id, a stream worker's or a schedule's name. */
const functionName = (metered: string) => metered.replace(/^scheduled:/, '').replace(/ /g, '-');

async function main() {
  log('reading the prod stack (synthesized without bundling)');
  const facts = stackFacts();
  log(`starting the metered local cloud at PORT_OFFSET=${BENCH_OFFSET}`);
  const cloud = await startLocalCloud(BENCH_OFFSET);
  const config = (await (await fetch(`${cloud.web}/config.json`)).json()) as {
    apiUrl: string;
    userPoolEndpoint: string;
    mailboxUrl: string;
    stripeUrl: string;
  };
  // The API's URL may be absolute or a path under the site (`/api`): resolve it against the site.
  const urls = {
    web: cloud.web,
    api: new URL(config.apiUrl, `${cloud.web}/`).href.replace(/\/$/, ''),
    cognito: config.userPoolEndpoint,
    mailbox: config.mailboxUrl,
    stripe: config.stripeUrl,
    userPoolClientId: IDS.userPoolClientId,
  };
  const meterUrl = `${cloud.api}/_local/meter`;
  const readMeter = async () => (await (await fetch(meterUrl)).json()) as MeterSnapshot;
  const resetMeter = () => fetch(`${meterUrl}/reset`, { method: 'POST' });
  const invocationsOf = (s: MeterSnapshot) =>
    Object.values(s.functions).reduce((n, f) => n + f.invocations, 0);
  /** Waits until the stream workers have done what the journey set off (no new run for 1.5 s). */
  const settle = async () => {
    let last = -1;
    let quietSince = Date.now();
    for (;;) {
      const n = invocationsOf(await readMeter());
      if (n !== last) {
        last = n;
        quietSince = Date.now();
      } else if (Date.now() - quietSince > 1500) return;
      await new Promise((r) => setTimeout(r, 250));
    }
  };
  const memoryOf = (fn: string) => {
    const mb = facts.memoryMb[functionName(fn)];
    if (mb === undefined) throw new Error(`the stack has no function for ${fn}`);
    return mb;
  };
  const usageOf = (f: FunctionUsage) => ({
    logBytes: f.logBytes + f.logLines * JSON_FRAME_BYTES + f.invocations * PLATFORM_LOG_BYTES,
    s3Tier1: Object.entries(f.s3Calls)
      .filter(([op]) => /^(Put|Copy|Post|List|CreateMultipart|UploadPart|CompleteMultipart)/.test(op))
      .reduce((n, [, c]) => n + c, 0),
    s3Tier2: Object.entries(f.s3Calls)
      .filter(([op]) => /^(Get|Head)/.test(op))
      .reduce((n, [, c]) => n + c, 0),
  });

  const state = {
    nannies: [] as Array<{ email: string; nannyId: string }>,
    families: [] as Array<{ email: string; jobId: string }>,
    agencies: [] as Array<{ email: string; name: string; logo: { key: string; name: string } }>,
    conversations: [] as Array<{ nannyEmail: string; conversationId: string }>,
    reports: [] as string[],
  };
  const pick = <T>(list: T[], i: number) => {
    const item = list[i % list.length];
    if (!item) throw new Error('a journey needs what an earlier journey makes');
    return item;
  };

  type Journey = {
    id: string;
    label: string;
    coldCache: boolean;
    run: (s: Session, i: number) => Promise<void>;
  };
  const journeys: Journey[] = [
    {
      id: 'nanny-signup-profile',
      label: 'Nanny: sign up, profile with photo and CV, job alert',
      coldCache: true,
      run: async (s) => {
        await s.page('/auth');
        await s.signUp('nanny', 'Rosa Martinez');
        await s.page('/create-profile');
        await s.api('GET', '/nanny-profile');
        const photo = await s.upload('nanny-photo', 'photo.png', 'image/png', PNG);
        const cv = await s.upload('nanny-cv', 'cv.pdf', 'application/pdf', PDF);
        const saved = await s.ok(
          'PUT',
          '/nanny-profile',
          nannyProfile(s.email, { key: cv, name: 'cv.pdf' }, { key: photo, name: 'photo.png' }),
        );
        await s.page('/account/alerts');
        await s.ok('POST', '/account/alerts', { search: { place: 'SW4' }, frequency: 'instant' });
        await s.ok('GET', '/account/alerts');
        await s.openFor(2);
        state.nannies.push({ email: s.email, nannyId: saved.body.id as string });
      },
    },
    {
      id: 'visitor-browse',
      label: 'Visitor: home, board, two job pages, candidates',
      coldCache: true,
      run: async (s) => {
        await s.page('/');
        await s.page('/jobs');
        const board = await s.ok('GET', '/jobs');
        await s.ok('GET', '/jobs?place=SW4&nearby=true');
        for (const job of (board.body.items as Array<{ id: string }>).slice(0, 2)) {
          await s.page(`/jobs/${job.id}`);
          await s.ok('GET', `/jobs/${job.id}`);
        }
        await s.page('/candidates');
        const candidates = await s.ok('GET', '/candidates');
        for (const c of candidates.body.items as Array<{ photoUrl?: string | null }>)
          if (c.photoUrl) await s.download(c.photoUrl);
      },
    },
    {
      id: 'family-post-job',
      label: 'Family: sign up, post a job, pay £50, see it live',
      coldCache: true,
      run: async (s, i) => {
        await s.page('/auth');
        await s.signUp('family', 'Sam Taylor');
        await s.page('/post-job-family');
        const created = await s.ok('POST', '/jobs/family', familyJob(`Nanny for two in Clapham ${i + 1}`));
        const sessionId = await s.pay(created.body.checkoutUrl as string);
        await s.page('/payment-success');
        await s.ok('POST', '/payments/verify', { sessionId });
        await s.page('/my-jobs');
        await s.ok('GET', '/my-jobs');
        await s.openFor(2);
        state.families.push({ email: s.email, jobId: created.body.jobId as string });
      },
    },
    {
      id: 'nanny-search-apply',
      label: 'Nanny (returning): search, save, apply with CV, my applications',
      coldCache: false,
      run: async (s, i) => {
        const nanny = pick(state.nannies, i);
        await s.signIn(nanny.email);
        await s.page('/jobs');
        await s.ok('GET', '/jobs?place=SW4');
        await s.ok('GET', '/jobs?sort=best');
        const { jobId } = pick(state.families, i);
        await s.page(`/jobs/${jobId}`);
        await s.ok('GET', `/jobs/${jobId}`);
        await s.ok('PUT', `/jobs/${jobId}/save`);
        const cv = await s.upload('application-cv', 'cv.pdf', 'application/pdf', PDF);
        await s.ok('POST', `/jobs/${jobId}/applications`, {
          coverLetter: 'I would love to look after your children; I have six years with toddlers.',
          phone: '07700 900123',
          cv: { key: cv, name: 'cv.pdf' },
        });
        await s.page('/my-applications');
        await s.ok('GET', '/my-applications');
        await s.openFor(3);
      },
    },
    {
      id: 'family-hiring',
      label: 'Family (returning): applicants, CV, shortlist, message, thread open 1 min',
      coldCache: false,
      run: async (s, i) => {
        const family = pick(state.families, i);
        await s.signIn(family.email);
        await s.page('/my-jobs');
        await s.ok('GET', '/my-jobs');
        await s.page(`/my-jobs/${family.jobId}`);
        await s.ok('GET', `/my-jobs/${family.jobId}`);
        const applicants = await s.ok('GET', `/my-jobs/${family.jobId}/applicants`);
        const first = (applicants.body.items as Array<{ nannyId: string }>)[0];
        if (!first) throw new Error('the family job has no applicant');
        await s.ok('GET', `/my-jobs/${family.jobId}/applicants/${first.nannyId}`);
        const cv = await s.ok('POST', `/my-jobs/${family.jobId}/applicants/${first.nannyId}/cv-link`);
        if (typeof cv.body.url === 'string') await s.download(cv.body.url);
        await s.ok('PUT', `/my-jobs/${family.jobId}/applicants/${first.nannyId}/status`, {
          status: 'shortlisted',
        });
        const started = await s.ok('POST', '/messages', {
          nannyId: first.nannyId,
          jobId: family.jobId,
          text: 'Hello! Could you come for a chat on Thursday afternoon?',
          clientId: clientId(),
        });
        const conversationId = started.body.conversationId as string;
        await s.page(`/messages/${conversationId}`);
        await s.watchThread(conversationId, 60);
        await s.openFor(2);
        const nanny = state.nannies.find((n) => n.nannyId === first.nannyId);
        if (nanny) state.conversations.push({ nannyEmail: nanny.email, conversationId });
      },
    },
    {
      id: 'nanny-messages',
      label: 'Nanny (returning): inbox, reply, thread open 1 min',
      coldCache: false,
      run: async (s, i) => {
        const { nannyEmail, conversationId } = pick(state.conversations, i);
        await s.signIn(nannyEmail);
        await s.page('/messages');
        await s.ok('GET', '/messages');
        const thread = await s.ok('GET', `/messages/${conversationId}`);
        const seq = Math.max(0, ...(thread.body.messages as Array<{ seq: number }>).map((m) => m.seq));
        await s.ok('PUT', `/messages/${conversationId}/read`, { seq });
        await s.ok('POST', `/messages/${conversationId}`, {
          text: 'Thursday at 2pm works for me.',
          clientId: clientId(),
        });
        await s.watchThread(conversationId, 60);
        await s.openFor(2);
      },
    },
    {
      id: 'agency-subscribe',
      label: 'Agency: sign up, profile with logo, subscribe (free month)',
      coldCache: true,
      run: async (s, i) => {
        await s.page('/auth');
        await s.signUp('agency', 'Harbour Nannies');
        await s.page('/post-job-agency');
        const logoKey = await s.upload('agency-logo', 'logo.png', 'image/png', PNG);
        const name = `Harbour Nannies ${i + 1}`;
        const saved = await s.ok('PUT', '/agency', {
          agencyName: name,
          websiteUrl: 'harbournannies.example',
          logo: { key: logoKey, name: 'logo.png' },
        });
        const checkout = await s.ok('POST', '/agency/subscription/checkout', { discountCode: '' });
        await s.pay(checkout.body.url as string);
        await s.page('/agency-subscription-success');
        await s.ok('GET', '/agency/subscription');
        await s.openFor(2);
        state.agencies.push({ email: s.email, name, logo: saved.body.logo as { key: string; name: string } });
      },
    },
    {
      id: 'agency-post',
      label: 'Agency (returning): post two jobs, my jobs',
      coldCache: false,
      run: async (s, i) => {
        const agency = pick(state.agencies, i);
        await s.signIn(agency.email);
        await s.page('/post-job-agency');
        await s.ok('GET', '/agency');
        await s.ok('GET', '/agency/subscription');
        for (let n = 0; n < 2; n++) await s.ok('POST', '/jobs/agency', agencyJob(agency.logo));
        await s.page('/my-jobs');
        await s.ok('GET', '/my-jobs');
        await s.openFor(2);
      },
    },
    {
      id: 'visitor-report',
      label: 'Visitor: reports a job',
      coldCache: true,
      run: async (s, i) => {
        const { jobId } = pick(state.families, i);
        await s.page(`/jobs/${jobId}`);
        await s.ok('GET', `/jobs/${jobId}`);
        const sent = await s.ok('POST', '/reports', {
          contentType: 'job_posting',
          contentId: jobId,
          reason: 'spam',
          details: '',
          email: `reporter.${Date.now().toString(36)}${i}@example.com`,
        });
        state.reports.push(sent.body.reportId as string);
      },
    },
    {
      id: 'admin-moderation',
      label: 'Admin: report queue, reported content, a decision, verifications',
      coldCache: false,
      run: async (s, i) => {
        await s.signIn('admin@nannymarketplace.local', 'Admin#Local2024');
        await s.page('/admin/reports');
        await s.ok('GET', '/admin/reports?status=pending');
        const reportId = pick(state.reports, i);
        const { jobId } = pick(state.families, i);
        await s.ok('GET', `/admin/content/job_posting/${jobId}`);
        await s.ok('PATCH', `/admin/reports/${reportId}`, { status: 'dismissed', notes: 'Not spam.' });
        await s.page('/admin/verifications');
        await s.ok('GET', '/admin/verifications');
        await s.openFor(3);
      },
    },
  ];

  const measured: Array<{ journey: Journey; usage: JourneyUsage; raw: MeterSnapshot[] }> = [];
  for (const journey of journeys) {
    const totals = {
      invocations: {} as Record<string, number>,
      gbSeconds: 0,
      invocationGb: 0,
      apiRequests: 0,
      readUnits: 0,
      writeUnits: 0,
      s3Tier1: 0,
      s3Tier2: 0,
      logBytes: 0,
      emails: 0,
    };
    const tally = emptyTally();
    const raw: MeterSnapshot[] = [];
    for (let i = 0; i < RUNS; i++) {
      await settle();
      await resetMeter();
      const mailBefore = (await mailbox(urls.mailbox)).length;
      await journey.run(new Session(urls, tally, journey.coldCache), i);
      await settle();
      const snapshot = await readMeter();
      raw.push(snapshot);
      totals.emails += (await mailbox(urls.mailbox)).length - mailBefore;
      for (const [name, f] of Object.entries(snapshot.functions)) {
        const memory = memoryOf(name);
        const fn = functionName(name);
        totals.invocations[fn] = (totals.invocations[fn] ?? 0) + f.invocations;
        totals.gbSeconds += billedGbSeconds(f.durationsMs, memory);
        totals.invocationGb += f.invocations * (memory / 1024);
        if (ROUTE_IDS.has(name)) totals.apiRequests += f.invocations;
        totals.readUnits += f.readUnits;
        totals.writeUnits += f.writeUnits + f.estimatedWriteUnits;
        const u = usageOf(f);
        totals.s3Tier1 += u.s3Tier1;
        totals.s3Tier2 += u.s3Tier2;
        totals.logBytes += u.logBytes;
      }
    }
    // The Cognito triggers of the sessions' sign-ups and sign-ins (run by the pool, not metered here).
    const triggers = {
      'pre-sign-up': tally.signUps,
      'post-confirmation': tally.signUps,
      'pre-token-generation': tally.tokenIssues,
    };
    for (const [fn, n] of Object.entries(triggers)) {
      if (!n) continue;
      totals.invocations[fn] = (totals.invocations[fn] ?? 0) + n;
      totals.gbSeconds += billedGbSeconds(Array(n).fill(TRIGGER_MS) as number[], facts.memoryMb[fn]!);
      totals.invocationGb += n * (facts.memoryMb[fn]! / 1024);
      totals.logBytes += n * PLATFORM_LOG_BYTES;
    }
    const per = (n: number) => n / RUNS;
    const usage: JourneyUsage = {
      id: journey.id,
      label: journey.label,
      runs: RUNS,
      invocations: Object.fromEntries(Object.entries(totals.invocations).map(([k, v]) => [k, per(v)])),
      gbSeconds: per(totals.gbSeconds),
      invocationGb: per(totals.invocationGb),
      apiRequests: per(totals.apiRequests),
      apiBytes: per(tally.apiBytes),
      readUnits: per(totals.readUnits),
      writeUnits: per(totals.writeUnits),
      s3Tier1: per(totals.s3Tier1 + tally.s3Posts),
      s3Tier2: per(totals.s3Tier2 + tally.s3Gets),
      sesEmails: per(totals.emails),
      pageViews: per(tally.pageViews),
      siteRequests: per(tally.siteRequests),
      siteBytes: per(tally.siteBytes),
      logBytes: per(totals.logBytes),
      signUps: per(tally.signUps),
      tokenIssues: per(tally.tokenIssues),
    };
    if (Math.abs(usage.apiRequests - per(tally.apiRequests)) > 0.01)
      log(`${journey.id}: ${usage.apiRequests} route runs for ${per(tally.apiRequests)} API requests sent`);
    measured.push({ journey, usage, raw });
    log(
      `${journey.id}: ${Object.values(usage.invocations)
        .reduce((a, b) => a + b, 0)
        .toFixed(1)} invocations, ` +
        `${usage.readUnits.toFixed(1)} RRU, ${usage.writeUnits.toFixed(1)} WRU, ${usage.sesEmails.toFixed(1)} emails per run`,
    );
  }

  // Each scheduled function once, as its rule runs it, on what the journeys left in the table.
  const scheduled: ScheduledUsage[] = [];
  for (const { name, schedule } of facts.schedules) {
    await settle();
    await resetMeter();
    const res = await fetch(`${cloud.api}/_local/scheduled/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ time: new Date().toISOString() }),
    });
    if (!res.ok) throw new Error(`the scheduled ${name} answered ${res.status}`);
    const f = (await readMeter()).functions[`scheduled:${name}`];
    if (!f) throw new Error(`the scheduled ${name} was not metered`);
    const u = usageOf(f);
    scheduled.push({
      name,
      schedule,
      runsPerMonth: runsPerMonth(schedule),
      gbSecondsPerRun: billedGbSeconds(f.durationsMs, facts.memoryMb[name]!),
      readUnitsPerRun: f.readUnits,
      writeUnitsPerRun: f.writeUnits + f.estimatedWriteUnits,
      s3Tier1PerRun: u.s3Tier1,
      s3Tier2PerRun: u.s3Tier2,
      logBytesPerRun: u.logBytes,
    });
  }
  log(`scheduled functions measured: ${scheduled.map((s) => s.name).join(', ')}`);

  const assumptions = ASSUMPTIONS(facts, initMsFromBench());
  const journeysUsage = measured.map((m) => m.usage);
  const sheet = costSheet(journeysUsage, scheduled, assumptions);
  const markdown = [
    `# Cost sheet`,
    '',
    `Generated by \`npm run cost\` on ${new Date().toISOString().slice(0, 10)} (${os.cpus().length} cores, Node ${process.version}); ` +
      `${PRICE_REGION} list prices as written down on ${PRICES_READ_ON}, without internet access: check them (bench/cost/prices.ts). Monthly, USD.`,
    '',
    renderCostTable(sheet),
    '',
    renderBiggest(sheet),
    '',
    '## Measured journeys (per run, on the local cloud)',
    '',
    renderJourneyTable(journeysUsage),
    '',
    '## Scheduled functions (per month)',
    '',
    '| function | schedule | runs a month | GB-s per run | RRU per run | WRU per run |',
    '| --- | --- | ---: | ---: | ---: | ---: |',
    ...scheduled.map(
      (s) =>
        `| ${s.name} | \`${s.schedule}\` | ${Math.round(s.runsPerMonth)} | ${s.gbSecondsPerRun.toFixed(3)} | ${s.readUnitsPerRun.toFixed(1)} | ${s.writeUnitsPerRun.toFixed(1)} |`,
    ),
    '',
    '## Assumptions',
    '',
    ...assumptionNotes(assumptions, facts).map((n) => `- ${n}`),
    '',
  ].join('\n');
  // Written as the repository's format check wants them, so a fresh sheet passes it unchanged.
  const sheetFile = path.join(ROOT, 'bench/cost-sheet.md');
  const resultsFile = path.join(ROOT, 'bench/cost-results.json');
  const formatted = async (file: string, text: string) =>
    format(text, { ...(await resolveConfig(file)), filepath: file });
  fs.writeFileSync(sheetFile, await formatted(sheetFile, markdown));
  fs.writeFileSync(
    resultsFile,
    await formatted(
      resultsFile,
      JSON.stringify(
        {
          generatedAt: new Date().toISOString(),
          durationSeconds: Math.round((Date.now() - started) / 1000),
          runsPerJourney: RUNS,
          prices: { readOn: PRICES_READ_ON, region: PRICE_REGION, prices: PRICES },
          facts,
          assumptions,
          journeys: journeysUsage,
          scheduled,
          sheet: {
            tiers: sheet.tiers,
            totals: sheet.totals,
            biggest: sheet.biggest.id,
            lines: sheet.lines,
            volumes: sheet.volumes,
            stripe: sheet.stripe,
          },
        },
        null,
        2,
      ),
    ),
  );
  console.log(`\n${markdown}`);
  log('wrote bench/cost-sheet.md and bench/cost-results.json');
}

/** The median init of the route bundles in the bench's last whole run (bench/results.json), else 150 ms. */
function initMsFromBench(): number {
  try {
    const results = JSON.parse(fs.readFileSync(path.join(ROOT, 'bench/results.json'), 'utf8')) as {
      bundles?: { handlers?: Array<{ initMs?: number }> };
    };
    const list = (results.bundles?.handlers ?? [])
      .map((b) => b.initMs)
      .filter((n): n is number => typeof n === 'number')
      .sort((a, b) => a - b);
    return list.length ? Math.round(list[Math.floor(list.length / 2)]!) : 150;
  } catch {
    return 150;
  }
}

process.on('SIGINT', () => void cleanup().then(() => process.exit(130)));
process.on('SIGTERM', () => void cleanup().then(() => process.exit(143)));
let code = 0;
try {
  await main();
} catch (error) {
  console.error('[cost] failed:', error);
  code = 1;
} finally {
  await cleanup();
}
process.exit(code);
