import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stageTableName } from '../lambdas/data/table/table.ts';
import { API_BASE_PATH } from '../lambdas/contract/route-address.ts';

/**
 * Everything the local cloud needs to know about itself: ports, where it keeps data, the ids of the
 * pool and bucket it creates, and the environment the Lambda handlers run with.
 */
export const ROOT = path.resolve(fileURLToPath(new URL('..', import.meta.url)));

const offset = Number(process.env.PORT_OFFSET ?? 0);
if (!Number.isInteger(offset) || offset < 0 || offset > 45000) {
  throw new Error(`PORT_OFFSET must be a whole number from 0 to 45000, not "${process.env.PORT_OFFSET}"`);
}

export const PORTS = {
  web: 5173 + offset,
  api: 3001 + offset,
  cognito: 9229 + offset,
  cognitoInternal: 10229 + offset,
  dynamodb: 8000 + offset,
  s3: 4569 + offset,
  mailbox: 8005 + offset,
  stripe: 12111 + offset,
} as const;

export type Service = keyof typeof PORTS;

export const HOST = '127.0.0.1';
export const url = (service: Service) => `http://${service === 'web' ? 'localhost' : HOST}:${PORTS[service]}`;

export const STAGE = 'local';
export const REGION = 'eu-west-2';
export const DATA_DIR = path.resolve(ROOT, process.env.LOCAL_DATA_DIR ?? '.local/dev');

export const IDS = {
  userPoolId: `${REGION}_LocalDev1`,
  userPoolClientId: 'localwebclient0000000000001',
  tableName: stageTableName(STAGE),
  uploadsBucket: 'nanny-marketplace-local-uploads',
  /** The site's files (the CDN's origin on AWS), served in the production-build mode. */
  siteBucket: 'nanny-marketplace-local-site',
  emailFrom: 'Nanny Marketplace <no-reply@nannymarketplace.local>',
  supportEmail: 'support@nannymarketplace.co.uk',
} as const;

/** DynamoDB Local and s3rver both accept this key pair (DynamoDB Local wants letters and digits only). */
export const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

/** The Stripe stand-in's keys; test-mode shaped, meaningless anywhere else. */
export const STRIPE_KEYS = {
  secretKey: 'sk_test_local_standin',
  webhookSecret: 'whsec_local_standin_secret',
} as const;

/** Cognito issues tokens for the pool under AWS's own issuer, so verifiers work unchanged. */
export const COGNITO_ISSUER_DOMAIN = `https://cognito-idp.${REGION}.amazonaws.com`;

/** The environment every handler gets, as CDK would set it on AWS, plus the local endpoints. */
/** Signs the local cloud's emailed links (one-click unsubscribe); on AWS the key is a generated secret. */
export const LOCAL_LINK_SIGNING_KEY = 'local-link-signing-key-0123456789abcdef';

export function lambdaEnvironment(): Record<string, string> {
  return {
    STAGE,
    AWS_REGION: REGION,
    AWS_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    AWS_ENDPOINT_URL_DYNAMODB: url('dynamodb'),
    AWS_ENDPOINT_URL_S3: url('s3'),
    AWS_ENDPOINT_URL_SESV2: url('mailbox'),
    AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: url('cognito'),
    S3_FORCE_PATH_STYLE: 'true',
    TABLE_NAME: IDS.tableName,
    USER_POOL_ID: IDS.userPoolId,
    USER_POOL_CLIENT_ID: IDS.userPoolClientId,
    JWKS_URI: `${url('cognito')}/${IDS.userPoolId}/.well-known/jwks.json`,
    UPLOADS_BUCKET: IDS.uploadsBucket,
    SITE_BUCKET: IDS.siteBucket,
    EMAIL_FROM: IDS.emailFrom,
    SITE_ORIGIN: url('web'),
    STRIPE_SECRET_KEY: STRIPE_KEYS.secretKey,
    STRIPE_WEBHOOK_SECRET: STRIPE_KEYS.webhookSecret,
    STRIPE_API_BASE: url('stripe'),
    LINK_SIGNING_KEY: LOCAL_LINK_SIGNING_KEY,
    // Handlers run inside the local cloud's own process: their log lines are short readable text, and
    // their metrics stay quiet unless POWERTOOLS_METRICS_DISABLED=false asks for them.
    POWERTOOLS_DEV: 'true',
    LOG_FORMAT: 'text',
    POWERTOOLS_LOG_LEVEL: process.env.POWERTOOLS_LOG_LEVEL ?? 'INFO',
  };
}

/** The SPA's runtime configuration, served as /config.json. */
export function appConfig() {
  return {
    stage: STAGE,
    region: REGION,
    // The API on the site's own origin, as on AWS: the web server passes /api to the API adapter.
    apiUrl: API_BASE_PATH,
    userPoolId: IDS.userPoolId,
    userPoolClientId: IDS.userPoolClientId,
    userPoolEndpoint: url('cognito'),
    authFlowType: 'USER_PASSWORD_AUTH',
    supportEmail: IDS.supportEmail,
    mailboxUrl: url('mailbox'),
    stripeUrl: url('stripe'),
  };
}
