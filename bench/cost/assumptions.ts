/**
 * The cost sheet's stated assumptions: who a month's users are and how often each makes each journey;
 * the fixed resources are read from the stack (infra.ts). Change them here; `npm run cost` prints them
 * under the sheet.
 */
import type { StackFacts } from './infra.ts';
import type { Assumptions } from './model.ts';

export const ASSUMPTIONS = (facts: StackFacts, initMs: number): Assumptions => ({
  tiers: [1_000, 10_000, 100_000],
  users: [
    {
      kind: 'visitor',
      share: 0.5595,
      signedIn: false,
      journeys: { 'visitor-browse': 3, 'visitor-report': 0.01 },
    },
    {
      kind: 'family',
      share: 0.15,
      signedIn: true,
      journeys: { 'family-post-job': 0.3, 'family-hiring': 4 },
    },
    {
      kind: 'nanny',
      share: 0.27,
      signedIn: true,
      journeys: { 'nanny-signup-profile': 0.15, 'nanny-search-apply': 4, 'nanny-messages': 3 },
    },
    {
      kind: 'agency',
      share: 0.02,
      signedIn: true,
      journeys: { 'agency-subscribe': 0.1, 'agency-post': 2 },
    },
    { kind: 'admin', share: 0.0005, signedIn: true, journeys: { 'admin-moderation': 20 } },
  ],
  coldStartShare: [0.5, 0.2, 0.05],
  initMs,
  apiBehindCloudFront: true,
  waf: { webAcls: facts.webAcls, rules: facts.wafRules },
  alarms: facts.alarmMetrics,
  dashboards: facts.dashboards,
  secrets: facts.secrets,
  kmsKeys: facts.kmsKeys,
  jobPricePence: 5000,
  agencyMonthPence: 10000,
});

export function assumptionNotes(a: Assumptions, facts: StackFacts): string[] {
  const pct = (n: number) => `${Math.round(n * 1000) / 10}%`;
  const mix = a.users
    .map(
      (u) =>
        `${u.kind} ${pct(u.share)}${u.signedIn ? ' (signed in)' : ''}: ${Object.entries(u.journeys)
          .map(([j, n]) => `${n} × ${j}`)
          .join(', ')}`,
    )
    .join('; ');
  return [
    `"Monthly users" are everyone who uses the site in a month. Mix and journeys per user per month: ${mix}.`,
    `Cognito monthly active users are the signed-in kinds (${pct(a.users.filter((u) => u.signedIn).reduce((s, u) => s + u.share, 0))} of users). The pool is on the ${facts.userPoolTier} feature plan (lib/auth.ts), whose first 10,000 MAU are free for good.`,
    'Lambda: each function’s memory is read from the synthesized prod stack (512 MB unless set; data-rights and site-pages 1024 MB), all arm64. Durations are the handlers’ measured on this machine’s local cloud (2 shared cores, DynamoDB Local, warm modules), standing in for Lambda’s; each is rounded up to the next 1 ms as Lambda bills. The Cognito triggers run in the local pool’s process, unmetered: one run of 40 ms per sign-up (PreSignUp, PostConfirmation) and per session’s token issue (Pre Token Generation).',
    `Lambda INIT is billed (since August 2025): ${a.coldStartShare.map(pct).join(' / ')} of invocations start cold at the three tiers, each ${a.initMs} ms of init (the median route bundle’s init in bench/results.json).`,
    'DynamoDB units are what the table reported for each call (`ReturnConsumedCapacity: TOTAL`, added by the local cloud’s meter on the handlers’ shared client); a write refused by its condition reports none and is counted as 1 unit per item (2 in a transaction). The stream workers’ reads of the stream are free on AWS and not counted.',
    'The stream work a journey sets off (outbox emails, job-alert fan-out, rendered pages, data rights) is measured with it: the journey waits until the stream workers are quiet. The fan-out of one job was measured with the handful of alerts the journeys made in its area; at scale it grows with the alerts of the job’s area.',
    'API requests are the route invocations (the Stripe webhook’s included). Signed-in sessions keep the app open a few minutes (the badge polls `/me/activity` every 20 s) and the message journeys keep a thread open for a minute (a poll every 2 s, mostly answered 304), as the SPA does.',
    `CloudFront: the API is served under the site’s distribution at \`/api\` (ARCHITECTURE §3.15), so every API request and its bytes (body + ~350 B of headers) count, and WAF inspects them. A first visit loads the page’s HTML, /config.json and every file the HTML links (gzip sizes from the built site); a returning browser loads the HTML and /config.json (hashed files are cached \`immutable\`); each later page in a session is one route chunk of ~8 KB. Every site request runs the distribution’s CloudFront Function. Presigned S3 downloads go to S3 directly.`,
    `WAF on the distribution (from the stack): ${a.waf.webAcls} web ACL with ${a.waf.rules} rules (a rate-based rule and three AWS managed rule groups, which cost nothing beyond their rule), every CloudFront request inspected.`,
    `Fixed, from the stack: ${facts.alarms} standard alarms reading ${a.alarms} metrics (an alarm is billed per metric it reads), ${a.dashboards} dashboard, ${a.secrets} Secrets Manager secrets, ${a.kmsKeys} KMS key. Always-free allowances applied: Lambda 1M requests and 400,000 GB-s, CloudFront 1 TB and 10M requests and 2M function runs, Cognito 10,000 MAU, CloudWatch 10 alarms, 3 dashboards and 5 GB of logs.`,
    'Logs: what each handler wrote, measured, as JSON lines on AWS (the local text line plus ~450 B of Powertools frame per line) plus ~350 B of START/END/REPORT per invocation. Log storage, S3 storage and data transfer, DynamoDB storage and backups, Secrets Manager API calls, SQS and EventBridge are left out (cents at these volumes).',
    `Scheduled functions: runs a month from their schedules in the stack; one run each measured on the local data after the journeys (small tables: at scale the job clock and retention sweeps read more).`,
    'Stripe is not an AWS cost: UK standard cards 1.5% + 20p per payment, Stripe Billing 0.7% on subscriptions; agencies are counted as paying every month (the first month is free).',
  ];
}
