/**
 * AWS list prices for eu-west-2 (London), in USD, used by the cost sheet (`npm run cost`). One place:
 * every figure the sheet multiplies by is here, with the pricing page it comes from.
 *
 * Written down on 2026-11-25 from what is known of those pages (as of 2025), not read from the pages
 * themselves: the machine that builds this sheet has no internet access. They are the pay-as-you-go list prices as last known, London's where
 * London differs; check each against its page (or the AWS Pricing Calculator) before relying on the totals.
 * Free tiers are applied only where AWS keeps them for good ("always free"), never the first-12-months
 * ones; each is listed below with its service.
 */
export const PRICES_READ_ON = '2026-11-25';
export const PRICE_REGION = 'eu-west-2';

export interface Price {
  /** USD per unit. */
  usd: number;
  unit: string;
  source: string;
}

const LAMBDA = 'https://aws.amazon.com/lambda/pricing/';
const APIGW = 'https://aws.amazon.com/api-gateway/pricing/';
const DYNAMODB = 'https://aws.amazon.com/dynamodb/pricing/on-demand/';
const S3 = 'https://aws.amazon.com/s3/pricing/';
const SES = 'https://aws.amazon.com/ses/pricing/';
const CLOUDFRONT = 'https://aws.amazon.com/cloudfront/pricing/';
const WAF = 'https://aws.amazon.com/waf/pricing/';
const COGNITO = 'https://aws.amazon.com/cognito/pricing/';
const CLOUDWATCH = 'https://aws.amazon.com/cloudwatch/pricing/';
const SECRETS = 'https://aws.amazon.com/secrets-manager/pricing/';
const KMS = 'https://aws.amazon.com/kms/pricing/';
const STRIPE = 'https://stripe.com/gb/pricing';

export const PRICES = {
  lambdaRequest: { usd: 0.2 / 1e6, unit: 'request', source: LAMBDA },
  /** Arm64 (every function of the stack is arm64, lib/function.ts). */
  lambdaGbSecond: { usd: 0.0000133334, unit: 'GB-second (arm64)', source: LAMBDA },
  /** HTTP API, first 300 million requests a month. */
  httpApiRequest: { usd: 1.11 / 1e6, unit: 'request', source: APIGW },
  dynamoWriteUnit: { usd: 0.7425 / 1e6, unit: 'write request unit (on-demand)', source: DYNAMODB },
  dynamoReadUnit: { usd: 0.1485 / 1e6, unit: 'read request unit (on-demand)', source: DYNAMODB },
  /** S3 Standard: PUT, COPY, POST and LIST requests. */
  s3Tier1Request: { usd: 0.0053 / 1000, unit: 'PUT/COPY/POST/LIST request', source: S3 },
  /** S3 Standard: GET, HEAD and every other request but DELETE (free). */
  s3Tier2Request: { usd: 0.00042 / 1000, unit: 'GET/HEAD request', source: S3 },
  sesEmail: { usd: 0.1 / 1000, unit: 'email sent', source: SES },
  /** Europe, HTTPS. */
  cloudFrontRequest: { usd: 0.012 / 10_000, unit: 'HTTPS request (Europe)', source: CLOUDFRONT },
  /** Europe, first 10 TB a month. */
  cloudFrontGbOut: { usd: 0.085, unit: 'GB out to the internet (Europe)', source: CLOUDFRONT },
  cloudFrontFunction: { usd: 0.1 / 1e6, unit: 'CloudFront Functions invocation', source: CLOUDFRONT },
  wafWebAcl: { usd: 5, unit: 'web ACL a month', source: WAF },
  wafRule: { usd: 1, unit: 'rule (or managed rule group) a month', source: WAF },
  wafRequest: { usd: 0.6 / 1e6, unit: 'request inspected', source: WAF },
  /** Essentials feature plan, the user pool's (lib/auth.ts FeaturePlan.ESSENTIALS). */
  cognitoEssentialsMau: { usd: 0.015, unit: 'monthly active user (Essentials)', source: COGNITO },
  cloudWatchAlarm: { usd: 0.1, unit: 'standard-resolution alarm metric a month', source: CLOUDWATCH },
  cloudWatchDashboard: { usd: 3, unit: 'dashboard a month', source: CLOUDWATCH },
  cloudWatchLogsIngestedGb: { usd: 0.5985, unit: 'GB of logs ingested (standard class)', source: CLOUDWATCH },
  secret: { usd: 0.4, unit: 'secret a month', source: SECRETS },
  kmsKey: { usd: 1, unit: 'customer managed key a month', source: KMS },
} as const satisfies Record<string, Price>;

export type PriceName = keyof typeof PRICES;

/** Allowances AWS keeps for good, per month; the sheet subtracts them before pricing. */
export const ALWAYS_FREE = {
  lambdaRequests: 1_000_000,
  lambdaGbSeconds: 400_000,
  cloudFrontRequests: 10_000_000,
  cloudFrontGbOut: 1024,
  cloudFrontFunctions: 2_000_000,
  /** Essentials and Lite: 10,000 MAU of users who sign in directly or through a social provider. */
  cognitoMau: 10_000,
  cloudWatchAlarms: 10,
  cloudWatchDashboards: 3,
  cloudWatchLogsGb: 5,
} as const;

/**
 * Stripe's UK pricing (GBP), for the payment lines beside AWS's: standard UK cards 1.5% + 20p, and
 * Stripe Billing's 0.7% of the subscription volume. Out of the AWS total.
 */
export const STRIPE_UK = {
  cardPercent: 1.5,
  cardFixedPence: 20,
  billingPercent: 0.7,
  source: STRIPE,
} as const;
