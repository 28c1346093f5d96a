import { RemovalPolicy } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { ThrottleClass } from '../lambdas/contract/routes.ts';

/**
 * Stage configuration. A stage is chosen with `-c stage=NAME` (default `dev`); a few settings can be
 * overridden with further context values, all optional:
 *
 * - `-c emailDomain=example.co.uk`  the SES domain identity mail is sent from (default per stage below;
 *   the defaults use the reserved `.example` TLD so nothing can be sent before a real domain is set).
 *   dev and prod default to different domains so both stages can share one AWS account.
 * - `-c emailFrom=no-reply@example.co.uk`  the sender address (default `no-reply@<emailDomain>`).
 * - `-c supportEmail=help@example.co.uk`  shown by the SPA (default `support@<emailDomain>`).
 * - `-c cognitoEmailViaSes=true`  let Cognito send verification and reset emails through SES from
 *   `emailFrom`. Cognito's own sender is capped at 50 emails a day, so turn this on once the domain is
 *   verified in SES (Cognito needs a verified identity to send from).
 * - `-c domainName=www.example.co.uk -c certificateArn=arn:aws:acm:us-east-1:...`  serve the site on a
 *   custom domain. CloudFront only accepts ACM certificates from us-east-1. DNS is not managed here:
 *   point a CNAME/alias at the distribution's domain (output `DistributionDomain`) after deploying.
 *   The API is the site's own `/api` either way (no CORS).
 * - `-c alarmEmail=ops@example.co.uk`  subscribe this address to the stage's alarm topic, which every
 *   alarm and the monthly budget notify (lib/monitoring.ts). SNS emails the address once to confirm the
 *   subscription; nothing arrives until the link in it is followed. Without it the topic has no
 *   subscriber: subscribe a pager or chat integration to it by hand.
 * - `-c monthlyBudgetUsd=250`  the monthly AWS cost budget, in US dollars (default per stage below, see
 *   MONTHLY_BUDGET_USD); it notifies the alarm topic at 80% actual and 100% forecast spend.
 */
export const APP_NAME = 'nanny-marketplace';

/** Every stage lives in London; set explicitly so synthesis never depends on the caller's profile. */
export const REGION = 'eu-west-2';

export const STAGES = ['dev', 'prod'] as const;
export type StageName = (typeof STAGES)[number];

/** An API Gateway token bucket: requests per second it refills at, and how many it holds. */
export interface Throttle {
  /** Steady-state requests per second. */
  readonly rateLimit: number;
  /** Short bursts above the rate (the bucket's size). */
  readonly burstLimit: number;
}

export interface CustomDomain {
  readonly domainName: string;
  /** ACM certificate in us-east-1 covering `domainName`. */
  readonly certificateArn: string;
}

export interface EmailConfig {
  /** SES domain identity. */
  readonly domain: string;
  readonly from: string;
  readonly support: string;
  /** Cognito sends its own emails through SES (needs the identity verified first). */
  readonly cognitoViaSes: boolean;
}

/**
 * The web application firewall's limits (lib/edge.ts): how many API requests one source address may
 * make in a window before it is answered 429 until its rate falls back.
 */
export interface FirewallLimits {
  readonly apiRequestsPerAddress: number;
  /** The window AWS WAF counts over: 60, 120, 300 or 600 seconds. */
  readonly windowSeconds: 60 | 120 | 300 | 600;
}

export interface StageConfig {
  readonly stage: StageName;
  readonly region: string;
  /** From the CLI's credentials when known; unset keeps the template account-agnostic. */
  readonly account?: string;
  /**
   * prod keeps its data (table, user pool, uploads, logs) when the stack or a resource is deleted, and
   * blocks accidental deletion; dev is disposable.
   */
  readonly retainData: boolean;
  /** For stateful resources: RETAIN when `retainData`, else DESTROY. */
  readonly removalPolicy: RemovalPolicy;
  /** The stage's default route throttle: any route without a throttle of its own gets it. */
  readonly throttle: Throttle;
  /** Each route's own throttle, by its class in lambdas/contract/routes.ts (see ROUTE_THROTTLES). */
  readonly routeThrottles: Readonly<Record<ThrottleClass, Throttle>>;
  readonly logRetention: RetentionDays;
  /** The functions' log level (POWERTOOLS_LOG_LEVEL): dev says more, prod what matters. */
  readonly logLevel: LogLevel;
  /** How long S3 and CloudFront access logs are kept. */
  readonly accessLogDays: number;
  readonly email: EmailConfig;
  readonly customDomain?: CustomDomain;
  readonly firewall: FirewallLimits;
  /** When the stage's alarms go off (ALARM_THRESHOLDS). */
  readonly alarms: AlarmThresholds;
  /** Subscribed to the alarm topic by email, when given (`-c alarmEmail=...`). */
  readonly alarmEmail?: string;
  /** The monthly cost budget in US dollars (`-c monthlyBudgetUsd=...`, else MONTHLY_BUDGET_USD). */
  readonly monthlyBudgetUsd: number;
}

/**
 * What each alarm of lib/monitoring.ts waits for before it wakes someone. Alarms read five-minute
 * periods unless said otherwise; rates are percentages of the period's requests or invocations.
 */
export interface AlarmThresholds {
  /** The HTTP API's 5xx answers, as a share of its requests. */
  readonly api: {
    readonly errorRatePercent: number;
    /** A period with fewer requests than this, or fewer 5xx answers than `minErrors`, never alarms. */
    readonly minRequests: number;
    readonly minErrors: number;
    /** Alarm when `datapoints` of the last `periods` periods breach. */
    readonly datapoints: number;
    readonly periods: number;
  };
  /** Each function's Lambda errors (crashes, timeouts, uncaught failures), as a share of invocations. */
  readonly functionErrors: {
    readonly errorRatePercent: number;
    /** A period with fewer errors than this never alarms. */
    readonly minErrors: number;
  };
  /**
   * Periods in a row a function capped by reserved concurrency may be throttled before it alarms; any
   * other function alarms at its first throttled request.
   */
  readonly cappedThrottlePeriods: number;
  /** Periods in a row with DynamoDB system errors (HTTP 500 from the table) before it alarms. */
  readonly tableSystemErrorPeriods: number;
  /** SES reputation, as fractions of the account's recent mail (0.05 = 5%), read hourly. */
  readonly email: { readonly bounceRate: number; readonly complaintRate: number };
  /** Failed Stripe webhook deliveries in a period that alarm. */
  readonly webhookFailures: number;
}

export type LogLevel = 'DEBUG' | 'INFO' | 'WARN' | 'ERROR';

interface StageDefaults {
  readonly retainData: boolean;
  readonly throttle: Throttle;
  readonly routeThrottles: Readonly<Record<ThrottleClass, Throttle>>;
  readonly logRetention: RetentionDays;
  readonly logLevel: LogLevel;
  readonly accessLogDays: number;
  readonly emailDomain: string;
  readonly firewall: FirewallLimits;
}

/**
 * Firewall limits. prod: 1,500 API requests per address in five minutes, 5 a second on average. One
 * person's busiest use is far below it: an open message thread asks every 2 s (150 in five minutes),
 * and browsing, searching and applying add a few dozen. It leaves room for a household, a nursery or an
 * office behind one address (ten people at once), and stops a script long before the API's route
 * throttles (lib/config.ts ROUTE_THROTTLES) have to turn everyone away. Mobile networks put many
 * phones behind few addresses: if the firewall's graphs show real people refused, raise it. dev: the
 * same, so testers behind one office address are not refused where prod would serve them.
 */
const FIREWALL: Record<StageName, FirewallLimits> = {
  dev: { apiRequestsPerAddress: 1500, windowSeconds: 300 },
  prod: { apiRequestsPerAddress: 1500, windowSeconds: 300 },
};

/**
 * Route throttles. Every route of the HTTP API gets a token bucket of its own (stage `RouteSettings`,
 * keyed by route), sized by its class in lambdas/contract/routes.ts: a flood of one route (say
 * `GET /promo-codes/{code}`) is answered 429 on that route alone and takes nothing from another route's
 * bucket. What routes still share is the account's regional API Gateway quota (10,000 requests per
 * second by default, across every API of the account); prod's route budgets add up to a little under
 * a quarter of it (a test caps them at a quarter). A route's bucket is shared by all its callers, so these caps
 * protect the rest of the API and the bill, not one caller from another: per-account limits live in
 * the handlers (rate-limits in the table).
 *
 * Signing in is not an API route: the SPA talks to Cognito directly (SRP), whose own quotas apply, so no
 * route here can starve sign-in, and sign-in cannot starve a route.
 *
 * prod, per route:
 * - webhook 50/s, burst 200: reserved for the payment provider's webhook, the one route whose callers
 *   cannot be asked to come back later by a person. It is normally a trickle; after an outage the
 *   provider replays its backlog quickly, and a burst of 200 absorbs that without 429s.
 * - payment 10/s, burst 20: each request opens or checks a checkout at the payment provider (whose own
 *   API limits are per second too) and writes a draft; real traffic is a handful an hour. Its own
 *   bucket per route keeps checkout and payment verification open while public routes are flooded.
 * - browse 50/s, burst 100: the job board, candidates and health, read by every visitor; the most
 *   generous public budget, still half the stage default.
 * - lookup 5/s, burst 10: promo-code quotes. A person types one code; a script guessing codes is what
 *   a higher cap would serve.
 * - publicWrite 5/s, burst 10: anonymous writes that store a row or send an email (newsletter,
 *   waitlist, unsubscribe, reports, contact); the handlers' own per-address limits come first.
 * - account 20/s, burst 40: a signed-in user's own routes (profile, uploads, saved jobs, applications).
 * - occasional 5/s, burst 10: a signed-in user's rare moves, made a few times in an account's life:
 *   an offer and its answer, a review, a name or type change, a nanny share's steps and pages. Five a
 *   second site-wide is far above their real rate, and keeps the sum of the budgets inside the cap.
 * - live 100/s, burst 200: what an open page asks for every few seconds. An open message thread asks
 *   every 2 s (THREAD_POLL_MS), so the thread route's bucket serves about 200 threads open at once; an
 *   unchanged thread is answered 304 after one read. Past that, messages move to a WebSocket API
 *   (docs/architecture.md, "Messages: how new messages arrive").
 * - admin 5/s, burst 10: a few moderators.
 * dev has the same shape at about a fifth of it: enough to click through and run smoke tests against.
 */
const ROUTE_THROTTLES: Record<StageName, Record<ThrottleClass, Throttle>> = {
  dev: {
    webhook: { rateLimit: 10, burstLimit: 40 },
    payment: { rateLimit: 2, burstLimit: 5 },
    browse: { rateLimit: 10, burstLimit: 20 },
    lookup: { rateLimit: 1, burstLimit: 3 },
    publicWrite: { rateLimit: 1, burstLimit: 3 },
    account: { rateLimit: 5, burstLimit: 10 },
    occasional: { rateLimit: 1, burstLimit: 3 },
    live: { rateLimit: 10, burstLimit: 20 },
    admin: { rateLimit: 2, burstLimit: 5 },
  },
  prod: {
    webhook: { rateLimit: 50, burstLimit: 200 },
    payment: { rateLimit: 10, burstLimit: 20 },
    browse: { rateLimit: 50, burstLimit: 100 },
    lookup: { rateLimit: 5, burstLimit: 10 },
    publicWrite: { rateLimit: 5, burstLimit: 10 },
    account: { rateLimit: 20, burstLimit: 40 },
    occasional: { rateLimit: 5, burstLimit: 10 },
    live: { rateLimit: 100, burstLimit: 200 },
    admin: { rateLimit: 5, burstLimit: 10 },
  },
};

const DEFAULTS: Record<StageName, StageDefaults> = {
  dev: {
    retainData: false,
    // The stage default: it applies to a route only while the route has no throttle of its own.
    throttle: { rateLimit: 20, burstLimit: 40 },
    routeThrottles: ROUTE_THROTTLES.dev,
    logRetention: RetentionDays.TWO_WEEKS,
    logLevel: 'DEBUG',
    accessLogDays: 30,
    emailDomain: 'dev.nanny-marketplace.example',
    firewall: FIREWALL.dev,
  },
  prod: {
    retainData: true,
    throttle: { rateLimit: 100, burstLimit: 200 },
    routeThrottles: ROUTE_THROTTLES.prod,
    logRetention: RetentionDays.THREE_MONTHS,
    logLevel: 'INFO',
    accessLogDays: 365,
    emailDomain: 'nanny-marketplace.example',
    firewall: FIREWALL.prod,
  },
};

/**
 * Alarm thresholds, per stage.
 *
 * prod:
 * - API 5xx above 1% of requests in 2 of 3 periods, counting only periods with at least 20 requests and
 *   3 errors. 1% is well above a healthy API's rate (bad input is 4xx, never 5xx: ARCHITECTURE.md 3.3),
 *   so a breach is a real fault; the two minimums keep one failure among a handful of requests at night
 *   from paging, while an outage at night (every request failing) still does; 2 of 3 periods lets one
 *   bad deployment minute pass and still pages within 15 minutes.
 * - Function errors above 2% of invocations with at least 3 errors in a period. A route's handler
 *   answers its own failures 500 (the API alarm sees those), so its Lambda errors are crashes and
 *   timeouts, never expected; 3 keeps a single cold-start timeout quiet. A background worker's runs
 *   that fail for good end in its dead-letter queue, which alarms at its first message.
 * - A capped function (reserved concurrency: site pages, one at a time by design) waits its turn when
 *   throttled; throttled 3 periods in a row (15 minutes) it is falling behind. Any other function's
 *   first throttle means the account's concurrency ran out.
 * - DynamoDB system errors 2 periods in a row: the SDK retries a lone 500 away; two periods is an
 *   incident at DynamoDB. Throttled requests alarm at the first (an on-demand table throttles only
 *   beyond its limits, which nothing here should reach).
 * - SES bounces above 3% and complaints above 0.05%: SES reviews an account at 5% bounces or 0.1%
 *   complaints and may pause its sending at 10% or 0.5%; these leave time to act before a review.
 * - Any failed webhook delivery (1): each is a payment or subscription change not applied yet.
 * dev alarms the same way with a looser API rate (5%): its traffic is testers, and smoke tests aim at
 * failures on purpose.
 */
const PROD_ALARMS: AlarmThresholds = {
  api: { errorRatePercent: 1, minRequests: 20, minErrors: 3, datapoints: 2, periods: 3 },
  functionErrors: { errorRatePercent: 2, minErrors: 3 },
  cappedThrottlePeriods: 3,
  tableSystemErrorPeriods: 2,
  email: { bounceRate: 0.03, complaintRate: 0.0005 },
  webhookFailures: 1,
};
const ALARM_THRESHOLDS: Record<StageName, AlarmThresholds> = {
  dev: { ...PROD_ALARMS, api: { ...PROD_ALARMS.api, errorRatePercent: 5 } },
  prod: PROD_ALARMS,
};

/**
 * The monthly cost budget per stage, in US dollars. Of what the stage costs at rest, its alarms are
 * the largest part: two per function (an error-rate alarm reads two metrics, a throttle alarm one, at
 * $0.10 per metric a month) come to about $35 for some 115 functions, plus the API, table, email and
 * dead-letter alarms, the dashboard ($3), KMS keys ($1 each) and secrets; requests, storage and the
 * CDN come on top with traffic. prod leaves room for real traffic; dev for testing. A budget is
 * account-wide unless filtered (lib/monitoring.ts): where both stages share one account, each budget
 * measures both.
 */
const MONTHLY_BUDGET_USD: Record<StageName, number> = { dev: 100, prod: 300 };

/** Reads a context value (`-c key=value` or cdk.json); an empty string counts as unset. */
export type ContextReader = (key: string) => unknown;

const DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[a-z]{2,63}$/i;
const US_EAST_1_CERT = /^arn:aws[a-z-]*:acm:us-east-1:\d{12}:certificate\/[0-9a-f-]+$/;

const isStageName = (value: unknown): value is StageName =>
  typeof value === 'string' && (STAGES as readonly string[]).includes(value);

function text(context: ContextReader, key: string): string | undefined {
  const value = context(key);
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string')
    throw new Error(`Context "${key}" must be a string, got ${JSON.stringify(value)}`);
  return value.trim();
}

function flag(context: ContextReader, key: string): boolean {
  const value = context(key);
  if (value === undefined || value === null || value === '') return false;
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  throw new Error(`Context "${key}" must be true or false, got ${JSON.stringify(value)}`);
}

/** A positive amount of money with at most two decimals, given as text (`-c`) or a number (cdk.json). */
function dollars(context: ContextReader, key: string): number | undefined {
  const value = context(key);
  if (value === undefined || value === null || value === '') return undefined;
  const textual = typeof value === 'number' ? String(value) : value;
  if (typeof textual !== 'string' || !/^\d{1,7}(\.\d{1,2})?$/.test(textual.trim()) || !(Number(textual) > 0))
    throw new Error(`Context "${key}" must be a positive amount in US dollars, got ${JSON.stringify(value)}`);
  return Number(textual);
}

function checked(value: string, pattern: RegExp, key: string, what: string): string {
  if (!pattern.test(value)) throw new Error(`Context "${key}" must be ${what}, got "${value}"`);
  return value;
}

function customDomain(context: ContextReader): CustomDomain | undefined {
  const domainName = text(context, 'domainName');
  const certificateArn = text(context, 'certificateArn');
  if (!domainName && !certificateArn) return undefined;
  if (!domainName || !certificateArn) {
    throw new Error(
      'A custom domain needs both -c domainName=... and -c certificateArn=... (ACM, us-east-1)',
    );
  }
  return {
    domainName: checked(domainName.toLowerCase(), DOMAIN, 'domainName', 'a domain name'),
    certificateArn: checked(
      certificateArn,
      US_EAST_1_CERT,
      'certificateArn',
      'an ACM certificate ARN in us-east-1',
    ),
  };
}

/** Builds the configuration of the stage named by the `stage` context value; rejects unknown stages. */
export function loadStageConfig(context: ContextReader, account?: string): StageConfig {
  const stage = text(context, 'stage') ?? 'dev';
  if (!isStageName(stage)) {
    throw new Error(`Unknown stage "${stage}": use -c stage=${STAGES.join(' or -c stage=')}`);
  }
  const defaults = DEFAULTS[stage];
  const domain = checked(
    (text(context, 'emailDomain') ?? defaults.emailDomain).toLowerCase(),
    DOMAIN,
    'emailDomain',
    'a domain name',
  );
  const from = checked(
    text(context, 'emailFrom') ?? `no-reply@${domain}`,
    EMAIL,
    'emailFrom',
    'an email address',
  );
  if (!from.toLowerCase().endsWith(`@${domain}`)) {
    throw new Error(`Context "emailFrom" (${from}) must be an address at the SES domain ${domain}`);
  }
  const support = checked(
    text(context, 'supportEmail') ?? `support@${domain}`,
    EMAIL,
    'supportEmail',
    'an email address',
  );
  const alarmEmail = text(context, 'alarmEmail');

  return {
    stage,
    region: REGION,
    account: account || undefined,
    retainData: defaults.retainData,
    removalPolicy: defaults.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    throttle: defaults.throttle,
    routeThrottles: defaults.routeThrottles,
    logRetention: defaults.logRetention,
    logLevel: defaults.logLevel,
    accessLogDays: defaults.accessLogDays,
    email: { domain, from, support, cognitoViaSes: flag(context, 'cognitoEmailViaSes') },
    customDomain: customDomain(context),
    firewall: defaults.firewall,
    alarms: ALARM_THRESHOLDS[stage],
    alarmEmail:
      alarmEmail === undefined ? undefined : checked(alarmEmail, EMAIL, 'alarmEmail', 'an email address'),
    monthlyBudgetUsd: dollars(context, 'monthlyBudgetUsd') ?? MONTHLY_BUDGET_USD[stage],
  };
}

/** Physical name for a stage's resource, e.g. `nanny-marketplace-dev-health`. */
export const resourceName = (config: Pick<StageConfig, 'stage'>, suffix: string) =>
  `${APP_NAME}-${config.stage}-${suffix}`;
