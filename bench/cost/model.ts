/**
 * The cost sheet's arithmetic, pure: what each measured user journey used (per run), multiplied by how
 * often a month's users make it, plus the stack's fixed monthly costs, priced at bench/cost/prices.ts.
 * bench/cost/run.ts measures the journeys on the local cloud and calls this; the unit tests call it with
 * known figures.
 */
import { ALWAYS_FREE, PRICES, STRIPE_UK } from './prices.ts';

/** What one run of a journey used, on average over its measured runs. */
export interface JourneyUsage {
  id: string;
  label: string;
  /** How many times it was run on the local cloud (the figures are per run). */
  runs: number;
  /** Lambda invocations by function (routes by route id, the rest by their stack name). */
  invocations: Record<string, number>;
  /** Billed GB-seconds: each invocation's duration rounded up to the ms, times its function's memory. */
  gbSeconds: number;
  /** Σ invocations × memory in GB: what a cold start's init costs per ms of init, per run. */
  invocationGb: number;
  /** API requests (each one a route invocation, whatever it answered). */
  apiRequests: number;
  /** Bytes the API answered (bodies), which would leave through the distribution. */
  apiBytes: number;
  readUnits: number;
  writeUnits: number;
  /** S3 PUT/COPY/POST/LIST requests: the functions' and the browser's presigned POSTs. */
  s3Tier1: number;
  /** S3 GET/HEAD requests: the functions' and the browser's presigned downloads. */
  s3Tier2: number;
  sesEmails: number;
  /** Page views, and what loading them asked of the distribution (site files; the API apart). */
  pageViews: number;
  siteRequests: number;
  siteBytes: number;
  /** Bytes of log lines as they would be written on AWS (JSON lines plus the runtime's own). */
  logBytes: number;
  /** Sign-ups, and sessions that were issued tokens (each a Pre Token Generation run). */
  signUps: number;
  tokenIssues: number;
}

/** A scheduled function: how often its rule runs it, and what one run used (measured). */
export interface ScheduledUsage {
  name: string;
  schedule: string;
  runsPerMonth: number;
  gbSecondsPerRun: number;
  readUnitsPerRun: number;
  writeUnitsPerRun: number;
  s3Tier1PerRun: number;
  s3Tier2PerRun: number;
  logBytesPerRun: number;
}

/** A kind of user: their share of the month's users and how many of each journey one makes a month. */
export interface UserKind {
  kind: string;
  share: number;
  /** Signed in (counted as a Cognito monthly active user). */
  signedIn: boolean;
  journeys: Record<string, number>;
}

export interface Assumptions {
  tiers: number[];
  users: UserKind[];
  /** Share of invocations that start a new execution environment, by tier (Lambda bills INIT). */
  coldStartShare: number[];
  /** Median init of a route bundle, ms (bench: the cold-start part). */
  initMs: number;
  /** The API is served under the site's distribution at /api (ARCHITECTURE §3.15), so WAF sees it too. */
  apiBehindCloudFront: boolean;
  /** WAF on the distribution: one web ACL and its rules (a rate-based rule, two AWS managed groups). */
  waf: { webAcls: number; rules: number };
  alarms: number;
  dashboards: number;
  secrets: number;
  kmsKeys: number;
  /** A family job's price and an agency's month, pence, for the Stripe lines. */
  jobPricePence: number;
  agencyMonthPence: number;
}

export interface CostLine {
  id: string;
  label: string;
  /** What drives it, in words (usage at each tier). */
  basis: string[];
  usd: number[];
}

export interface CostSheet {
  tiers: number[];
  lines: CostLine[];
  totals: number[];
  /** The line with the highest cost at the largest tier. */
  biggest: CostLine;
  /** Monthly volumes behind the lines, by tier. */
  volumes: Record<string, number[]>;
  stripe: {
    perJobGbp: number;
    perAgencyMonthGbp: number;
    jobs: number[];
    agencyMonths: number[];
    gbp: number[];
  };
}

/** Billed GB-seconds of invocations: each duration rounded up to the millisecond, times memory (1 GB = 1024 MB). */
export function billedGbSeconds(durationsMs: readonly number[], memoryMb: number): number {
  return durationsMs.reduce((sum, ms) => sum + Math.max(1, Math.ceil(ms)) / 1000, 0) * (memoryMb / 1024);
}

const over = (amount: number, free: number) => Math.max(0, amount - free);
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** How many times a month each journey runs at `users` monthly users. */
export function journeyRuns(users: number, kinds: readonly UserKind[]): Record<string, number> {
  const runs: Record<string, number> = {};
  for (const kind of kinds)
    for (const [journey, perUser] of Object.entries(kind.journeys))
      runs[journey] = (runs[journey] ?? 0) + users * kind.share * perUser;
  return runs;
}

export const WHAT_WOULD_CUT_IT: Record<string, string> = {
  lambda:
    'Cut the work per request: cache public lists at the distribution (the board and candidates are the same for every visitor for a minute), stop the open-thread and badge polling from reaching a function (a WebSocket push, or a longer poll while the tab is idle), and right-size memory from measured durations (Lambda Power Tuning).',
  apiGateway:
    'Fewer requests: answer the public lists from the distribution cache (rendered pages already carry them), poll the badge and open threads less often while idle, or push new messages over a WebSocket API.',
  dynamodb:
    'Fewer reads and writes per request: the polling routes read an item every 2-20 s per open tab, so a longer idle interval or a push halves them; keep items under 1 KB (a read unit covers 4 KB, a write 1 KB); at steady load, provisioned capacity with auto scaling costs about a third of on-demand.',
  s3: 'Fewer requests: sign list photos once per hour per container (as logos already are) so browsers cache them, and serve photos through the distribution.',
  ses: 'Fewer emails: send job alerts as the daily digest by default and the instant ones only on request, and batch new-message emails per conversation.',
  cloudfront:
    'Cache longer and send less: hashed assets are already immutable; cache the API’s public lists at the edge for a minute, keep the first load small (the bench’s SPA part), or take CloudFront’s flat-rate plan.',
  waf: 'Its fixed part dominates at low volume: drop a managed rule group that finds nothing in its logs, or put the rate-based rule alone on the API path; at volume, keep static assets on a behaviour WAF need not inspect.',
  cognito:
    'Every signed-in user beyond 10,000 a month is billed. The Lite plan costs about a third of Essentials per MAU (Essentials adds access-token customisation and passwordless sign-in; the pool’s Pre Token Generation trigger only changes the ID token, which Lite allows: check before switching); a session that stays signed in longer does not add MAU, but every account that signs in once in a month does.',
  cloudwatchAlarms:
    "Fewer alarm metrics: keep each background function's alarms, and let the API's 5xx rate stand for the route functions (a route function's crash is answered 5xx too), dropping two alarms and three metrics per route.",
  cloudwatchLogs:
    'Log less: WARN level in prod for the quiet routes, the infrequent-access log class for what is only searched after an incident, and no per-request INFO line on the polling routes.',
  secrets: 'Keep one secret holding both Stripe keys and the link-signing key.',
  kms: 'Use the AWS managed keys where a customer managed key is not required.',
  dashboards: 'Three dashboards are free; keep to them.',
};

/** The sheet: journeys and scheduled runs multiplied out for each tier, with the fixed costs. */
export function costSheet(
  journeys: readonly JourneyUsage[],
  scheduled: readonly ScheduledUsage[],
  a: Assumptions,
): CostSheet {
  const byId = new Map(journeys.map((j) => [j.id, j]));
  for (const kind of a.users)
    for (const id of Object.keys(kind.journeys))
      if (!byId.has(id)) throw new Error(`the user mix names a journey that was not measured: ${id}`);
  if (a.coldStartShare.length !== a.tiers.length) throw new Error('one cold start share per tier');

  const volumes: Record<string, number[]> = {};
  const volume = (key: string, values: number[]) => (volumes[key] = values);
  const perTier = (f: (runs: Record<string, number>, tier: number, i: number) => number) =>
    a.tiers.map((tier, i) => f(journeyRuns(tier, a.users), tier, i));
  const total = (runs: Record<string, number>, field: keyof JourneyUsage) =>
    sum(Object.entries(runs).map(([id, n]) => n * (byId.get(id)![field] as number)));
  const scheduledTotal = (field: keyof ScheduledUsage) =>
    sum(scheduled.map((s) => s.runsPerMonth * (s[field] as number)));

  const lambdaInvocations = perTier((runs) => {
    const journeyInvocations = sum(
      Object.entries(runs).map(([id, n]) => n * sum(Object.values(byId.get(id)!.invocations))),
    );
    return journeyInvocations + sum(scheduled.map((s) => s.runsPerMonth));
  });
  const gbSeconds = perTier(
    (runs, _tier, i) =>
      total(runs, 'gbSeconds') +
      total(runs, 'invocationGb') * a.coldStartShare[i]! * (a.initMs / 1000) +
      scheduledTotal('gbSecondsPerRun'),
  );
  volume('Lambda invocations', lambdaInvocations);
  volume('Lambda GB-seconds', gbSeconds);
  const apiRequests = perTier((runs) => total(runs, 'apiRequests'));
  volume('API requests', apiRequests);
  const readUnits = perTier((runs) => total(runs, 'readUnits') + scheduledTotal('readUnitsPerRun'));
  const writeUnits = perTier((runs) => total(runs, 'writeUnits') + scheduledTotal('writeUnitsPerRun'));
  volume('DynamoDB read units', readUnits);
  volume('DynamoDB write units', writeUnits);
  const s3Tier1 = perTier((runs) => total(runs, 's3Tier1') + scheduledTotal('s3Tier1PerRun'));
  const s3Tier2 = perTier((runs) => total(runs, 's3Tier2') + scheduledTotal('s3Tier2PerRun'));
  volume('S3 PUT/POST/LIST', s3Tier1);
  volume('S3 GET/HEAD', s3Tier2);
  const emails = perTier((runs) => total(runs, 'sesEmails'));
  volume('SES emails', emails);
  const siteRequests = perTier((runs) => total(runs, 'siteRequests'));
  const cfRequests = siteRequests.map((r, i) => r + (a.apiBehindCloudFront ? apiRequests[i]! : 0));
  const cfGb = perTier(
    (runs) => (total(runs, 'siteBytes') + (a.apiBehindCloudFront ? total(runs, 'apiBytes') : 0)) / 1024 ** 3,
  );
  volume('CloudFront requests', cfRequests);
  volume('CloudFront GB out', cfGb);
  const mau = perTier((_runs, tier) => tier * sum(a.users.filter((u) => u.signedIn).map((u) => u.share)));
  volume('Cognito MAU', mau);
  const logGb = perTier((runs) => (total(runs, 'logBytes') + scheduledTotal('logBytesPerRun')) / 1024 ** 3);
  volume('Log GB ingested', logGb);

  const P = PRICES;
  const F = ALWAYS_FREE;
  const fmt = (n: number) => Math.round(n).toLocaleString('en-GB');
  const lines: CostLine[] = [
    {
      id: 'lambda',
      label: 'Lambda (requests + arm64 GB-s, after the always-free tier)',
      basis: lambdaInvocations.map((n, i) => `${fmt(n)} inv, ${fmt(gbSeconds[i]!)} GB-s`),
      usd: lambdaInvocations.map(
        (n, i) =>
          over(n, F.lambdaRequests) * P.lambdaRequest.usd +
          over(gbSeconds[i]!, F.lambdaGbSeconds) * P.lambdaGbSecond.usd,
      ),
    },
    {
      id: 'apiGateway',
      label: 'API Gateway HTTP API',
      basis: apiRequests.map((n) => `${fmt(n)} req`),
      usd: apiRequests.map((n) => n * P.httpApiRequest.usd),
    },
    {
      id: 'dynamodb',
      label: 'DynamoDB on-demand (read + write request units)',
      basis: readUnits.map((r, i) => `${fmt(r)} RRU, ${fmt(writeUnits[i]!)} WRU`),
      usd: readUnits.map((r, i) => r * P.dynamoReadUnit.usd + writeUnits[i]! * P.dynamoWriteUnit.usd),
    },
    {
      id: 's3',
      label: 'S3 requests',
      basis: s3Tier1.map((t1, i) => `${fmt(t1)} PUT-class, ${fmt(s3Tier2[i]!)} GET-class`),
      usd: s3Tier1.map((t1, i) => t1 * P.s3Tier1Request.usd + s3Tier2[i]! * P.s3Tier2Request.usd),
    },
    {
      id: 'ses',
      label: 'SES email',
      basis: emails.map((n) => `${fmt(n)} emails`),
      usd: emails.map((n) => n * P.sesEmail.usd),
    },
    {
      id: 'cloudfront',
      label: 'CloudFront (requests, data out, functions; after the always-free tier)',
      basis: cfRequests.map((n, i) => `${fmt(n)} req, ${cfGb[i]!.toFixed(1)} GB`),
      usd: cfRequests.map(
        (n, i) =>
          over(n, F.cloudFrontRequests) * P.cloudFrontRequest.usd +
          over(cfGb[i]!, F.cloudFrontGbOut) * P.cloudFrontGbOut.usd +
          over(siteRequests[i]!, F.cloudFrontFunctions) * P.cloudFrontFunction.usd,
      ),
    },
    {
      id: 'waf',
      label: `WAF (${a.waf.webAcls} web ACL, ${a.waf.rules} rules, requests)`,
      basis: cfRequests.map((n) => `${fmt(n)} req`),
      usd: cfRequests.map(
        (n) => a.waf.webAcls * P.wafWebAcl.usd + a.waf.rules * P.wafRule.usd + n * P.wafRequest.usd,
      ),
    },
    {
      id: 'cognito',
      label: 'Cognito (Essentials, after 10,000 free MAU)',
      basis: mau.map((n) => `${fmt(n)} MAU`),
      usd: mau.map((n) => over(n, F.cognitoMau) * P.cognitoEssentialsMau.usd),
    },
    {
      id: 'cloudwatchLogs',
      label: 'CloudWatch Logs ingestion (after 5 GB free)',
      basis: logGb.map((gb) => `${gb.toFixed(2)} GB`),
      usd: logGb.map((gb) => over(gb, F.cloudWatchLogsGb) * P.cloudWatchLogsIngestedGb.usd),
    },
    {
      id: 'cloudwatchAlarms',
      label: `CloudWatch alarms (${a.alarms} alarm metrics, 10 free)`,
      basis: a.tiers.map(() => `${a.alarms} alarm metrics`),
      usd: a.tiers.map(() => over(a.alarms, F.cloudWatchAlarms) * P.cloudWatchAlarm.usd),
    },
    {
      id: 'dashboards',
      label: `CloudWatch dashboards (${a.dashboards}, 3 free)`,
      basis: a.tiers.map(() => `${a.dashboards}`),
      usd: a.tiers.map(() => over(a.dashboards, F.cloudWatchDashboards) * P.cloudWatchDashboard.usd),
    },
    {
      id: 'secrets',
      label: `Secrets Manager (${a.secrets} secrets)`,
      basis: a.tiers.map(() => `${a.secrets}`),
      usd: a.tiers.map(() => a.secrets * P.secret.usd),
    },
    {
      id: 'kms',
      label: `KMS (${a.kmsKeys} key)`,
      basis: a.tiers.map(() => `${a.kmsKeys}`),
      usd: a.tiers.map(() => a.kmsKeys * P.kmsKey.usd),
    },
  ];
  const totals = a.tiers.map((_, i) => sum(lines.map((l) => l.usd[i]!)));
  const last = a.tiers.length - 1;
  const biggest = lines.reduce((top, line) => (line.usd[last]! > top.usd[last]! ? line : top));

  const jobs = perTier((runs) =>
    sum(Object.entries(runs).map(([id, n]) => (id === 'family-post-job' ? n : 0))),
  );
  const agencyMonths = perTier((_runs, tier) =>
    sum(a.users.filter((u) => u.kind === 'agency').map((u) => tier * u.share)),
  );
  const perJobGbp = cardFeePence(a.jobPricePence) / 100;
  const perAgencyMonthGbp =
    (cardFeePence(a.agencyMonthPence) + (a.agencyMonthPence * STRIPE_UK.billingPercent) / 100) / 100;
  return {
    tiers: a.tiers,
    lines,
    totals,
    biggest,
    volumes,
    stripe: {
      perJobGbp,
      perAgencyMonthGbp,
      jobs,
      agencyMonths,
      gbp: jobs.map((n, i) => n * perJobGbp + agencyMonths[i]! * perAgencyMonthGbp),
    },
  };
}

/** Stripe's fee on one UK card payment, pence. */
export function cardFeePence(amountPence: number): number {
  return (amountPence * STRIPE_UK.cardPercent) / 100 + STRIPE_UK.cardFixedPence;
}

const usd = (n: number) => (n < 10 ? `$${n.toFixed(2)}` : `$${Math.round(n).toLocaleString('en-US')}`);
const tierLabel = (n: number) => `${n.toLocaleString('en-GB')} users`;

/** The sheet as a markdown table: a line per item, a column per tier, the total, the biggest line bold. */
export function renderCostTable(sheet: CostSheet): string {
  const head = `| line item (monthly, USD) | ${sheet.tiers.map(tierLabel).join(' | ')} |`;
  const rule = `| --- | ${sheet.tiers.map(() => '---:').join(' | ')} |`;
  const rows = sheet.lines.map((line) => {
    const bold = line === sheet.biggest;
    const cell = (s: string) => (bold ? `**${s}**` : s);
    return `| ${cell(line.label)} | ${line.usd.map((v, i) => cell(`${usd(v)} (${line.basis[i]})`)).join(' | ')} |`;
  });
  const total = `| **Total AWS** | ${sheet.totals.map((t) => `**${usd(t)}**`).join(' | ')} |`;
  const stripe = `| Stripe fees, not AWS (£${sheet.stripe.perJobGbp.toFixed(2)} per £50 job, £${sheet.stripe.perAgencyMonthGbp.toFixed(2)} per agency month) | ${sheet.stripe.gbp.map((g, i) => `£${Math.round(g).toLocaleString('en-GB')} (${Math.round(sheet.stripe.jobs[i]!)} jobs, ${Math.round(sheet.stripe.agencyMonths[i]!)} agency months)`).join(' | ')} |`;
  return [head, rule, ...rows, total, stripe].join('\n');
}

/** What the biggest line is and what would cut it. */
export function renderBiggest(sheet: CostSheet): string {
  const last = sheet.tiers.length - 1;
  const share = sheet.biggest.usd[last]! / sheet.totals[last]!;
  const firstTop = sheet.lines.reduce((top, line) => (line.usd[0]! > top.usd[0]! ? line : top));
  const small =
    firstTop === sheet.biggest
      ? ''
      : ` At ${tierLabel(sheet.tiers[0]!)} the biggest line is ${firstTop.label} (${usd(firstTop.usd[0]!)} of ${usd(sheet.totals[0]!)}).`;
  return `**Biggest line at ${tierLabel(sheet.tiers[last]!)}: ${sheet.biggest.label}**, ${usd(sheet.biggest.usd[last]!)} of ${usd(sheet.totals[last]!)} (${Math.round(share * 100)}%).${small} What would cut it: ${WHAT_WOULD_CUT_IT[sheet.biggest.id] ?? 'see the line’s drivers.'}`;
}

/** The measured journeys: what one run of each used. */
export function renderJourneyTable(journeys: readonly JourneyUsage[]): string {
  const n = (v: number, digits = 0) => v.toFixed(digits);
  const head =
    '| journey (per run) | runs | Lambda inv. | GB-s | API req | RRU | WRU | S3 PUT-class | S3 GET-class | SES | page views | CloudFront req (site) | CloudFront KB (site + API) | log KB |';
  const rule = `|${' --- |'.repeat(1)}${' ---: |'.repeat(13)}`;
  const rows = journeys.map(
    (j) =>
      `| ${j.label} | ${j.runs} | ${n(sum(Object.values(j.invocations)), 1)} | ${n(j.gbSeconds, 2)} | ${n(j.apiRequests, 1)} | ${n(j.readUnits, 1)} | ${n(j.writeUnits, 1)} | ${n(j.s3Tier1, 1)} | ${n(j.s3Tier2, 1)} | ${n(j.sesEmails, 1)} | ${n(j.pageViews)} | ${n(j.siteRequests, 1)} | ${n((j.siteBytes + j.apiBytes) / 1024)} | ${n(j.logBytes / 1024, 1)} |`,
  );
  return [head, rule, ...rows].join('\n');
}

const MINUTES_A_MONTH = (365.25 / 12) * 24 * 60;

/** How many times a month an EventBridge schedule expression fires (`rate(...)`, or a daily/hourly `cron(...)`). */
export function runsPerMonth(expression: string): number {
  const rate = /^rate\((\d+) (minute|minutes|hour|hours|day|days)\)$/.exec(expression);
  if (rate) {
    const minutes = { minute: 1, hour: 60, day: 1440 }[
      rate[2]!.replace(/s$/, '') as 'minute' | 'hour' | 'day'
    ];
    return MINUTES_A_MONTH / (Number(rate[1]) * minutes);
  }
  const cron = /^cron\((\S+) (\S+) (\S+) (\S+) (\S+) (\S+)\)$/.exec(expression);
  if (cron) {
    const [, minute, hour, dayOfMonth, month, dayOfWeek] = cron;
    const fixed = (field: string) => /^\d+$/.test(field);
    if (fixed(minute!) && fixed(hour!) && dayOfMonth === '*' && month === '*' && dayOfWeek === '?')
      return MINUTES_A_MONTH / 1440;
    if (fixed(minute!) && hour === '*' && dayOfMonth === '*' && month === '*' && dayOfWeek === '?')
      return MINUTES_A_MONTH / 60;
  }
  throw new Error(`cannot count the runs of ${expression}`);
}
