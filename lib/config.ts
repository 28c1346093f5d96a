import { RemovalPolicy } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';

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

export interface Throttle {
  /** Steady-state requests per second across the whole API. */
  readonly rateLimit: number;
  /** Short bursts above the rate. */
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
  readonly throttle: Throttle;
  readonly logRetention: RetentionDays;
  /** How long S3 and CloudFront access logs are kept. */
  readonly accessLogDays: number;
  readonly email: EmailConfig;
  readonly customDomain?: CustomDomain;
}

interface StageDefaults {
  readonly retainData: boolean;
  readonly throttle: Throttle;
  readonly logRetention: RetentionDays;
  readonly accessLogDays: number;
  readonly emailDomain: string;
}

const DEFAULTS: Record<StageName, StageDefaults> = {
  dev: {
    retainData: false,
    throttle: { rateLimit: 20, burstLimit: 40 },
    logRetention: RetentionDays.TWO_WEEKS,
    accessLogDays: 30,
    emailDomain: 'dev.nanny-marketplace.example',
  },
  prod: {
    retainData: true,
    throttle: { rateLimit: 100, burstLimit: 200 },
    logRetention: RetentionDays.THREE_MONTHS,
    accessLogDays: 365,
    emailDomain: 'nanny-marketplace.example',
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
    logRetention: defaults.logRetention,
    accessLogDays: defaults.accessLogDays,
    email: { domain, from, support, cognitoViaSes: flag(context, 'cognitoEmailViaSes') },
    customDomain: customDomain(context),
  };
}

/** Physical name for a stage's resource, e.g. `nanny-marketplace-dev-health`. */
export const resourceName = (config: Pick<StageConfig, 'stage'>, suffix: string) =>
  `${APP_NAME}-${config.stage}-${suffix}`;
