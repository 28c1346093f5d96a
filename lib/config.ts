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
 *   With a custom domain the API's CORS names the site exactly; without one it accepts any origin
 *   (see the comment on `corsOrigins` in stack.ts).
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
 * throttles (lib/config.ts ROUTE_THROTTLES) have to turn everyone away. dev: a third of it.
 */
const FIREWALL: Record<StageName, FirewallLimits> = {
  dev: { apiRequestsPerAddress: 500, windowSeconds: 300 },
  prod: { apiRequestsPerAddress: 1500, windowSeconds: 300 },
};

/**
 * Route throttles. Every route of the HTTP API gets a token bucket of its own (stage `RouteSettings`,
 * keyed by route), sized by its class in lambdas/contract/routes.ts: a flood of one route (say
 * `GET /promo-codes/{code}`) is answered 429 on that route alone and takes nothing from another route's
 * bucket. What routes still share is the account's regional API Gateway quota (10,000 requests per
 * second by default, across every API of the account); prod's route budgets add up to well under a
 * tenth of it. A route's bucket is shared by all its callers, so these caps protect the rest of the API
 * and the bill, not one caller from another: per-account limits live in the handlers (rate-limits in
 * the table).
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
 * - live 100/s, burst 200: what an open page asks for every few seconds. An open message thread asks
 *   every 2 s (THREAD_POLL_MS), so the thread route's bucket serves about 200 threads open at once; an
 *   unchanged thread is answered 304 after one read. Past that, messages move to a WebSocket API
 *   (README, "Messages: how new messages arrive").
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
  };
}

/** Physical name for a stage's resource, e.g. `nanny-marketplace-dev-health`. */
export const resourceName = (config: Pick<StageConfig, 'stage'>, suffix: string) =>
  `${APP_NAME}-${config.stage}-${suffix}`;
