import * as z from 'zod/mini';
import '../contract/zod-locale.ts';

/**
 * The function environment, parsed once at cold start. Endpoints for the local cloud come from the
 * SDK's own AWS_ENDPOINT_URL_* variables, so nothing here knows whether it runs on AWS.
 */
const schema = z.object({
  STAGE: z._default(z.string().check(z.minLength(1)), 'dev'),
  TABLE_NAME: z.optional(z.string().check(z.minLength(1))),
  USER_POOL_ID: z.optional(z.string().check(z.minLength(1))),
  USER_POOL_CLIENT_ID: z.optional(z.string().check(z.minLength(1))),
  /** Where the verifier of optional bearer tokens fetches the pool's keys; defaults to Cognito's own. */
  JWKS_URI: z.optional(z.url()),
  UPLOADS_BUCKET: z.optional(z.string().check(z.minLength(1))),
  /** The site's bucket, where the site's rendered pages are stored (services/site-pages.ts). */
  SITE_BUCKET: z.optional(z.string().check(z.minLength(1))),
  S3_FORCE_PATH_STYLE: z._default(z.enum(['true', 'false']), 'false'),
  EMAIL_FROM: z.optional(z.string().check(z.minLength(3))),
  SITE_ORIGIN: z.optional(z.url()),
  /** On AWS: the Secrets Manager secret holding { secretKey, webhookSecret }. */
  STRIPE_SECRET_ARN: z.optional(z.string().check(z.minLength(1))),
  /** Without a secret ARN (the local cloud): the keys themselves. */
  STRIPE_SECRET_KEY: z.optional(z.string().check(z.minLength(1))),
  STRIPE_WEBHOOK_SECRET: z.optional(z.string().check(z.minLength(1))),
  /** On AWS: the Secrets Manager secret whose value signs emailed links. */
  LINK_SIGNING_SECRET_ARN: z.optional(z.string().check(z.minLength(1))),
  /** Without a secret ARN (the local cloud): the signing key itself. */
  LINK_SIGNING_KEY: z.optional(z.string().check(z.minLength(32))),
  /**
   * On AWS: the value the site's distribution sends with every API request (x-origin-verify). Set, a
   * request without it did not come through the site and its firewall, and is refused; the caller's
   * address is then the one the distribution saw. Unset (the local cloud, behind its own web server),
   * the address is the connection's.
   */
  ORIGIN_VERIFY: z.optional(z.string().check(z.minLength(32))),
  /** Base URL of the Stripe API; unset means Stripe's own. */
  STRIPE_API_BASE: z.optional(z.url()),
});

export type Env = z.infer<typeof schema>;

let cached: Env | undefined;

export function env(): Env {
  if (!cached) {
    const parsed = schema.safeParse(process.env);
    if (!parsed.success) {
      const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
      throw new Error(`Invalid function environment: ${problems}`);
    }
    cached = parsed.data;
  }
  return cached;
}

/** Reads a setting the function cannot work without; a missing one is a deployment fault. */
export function required<K extends keyof Env>(key: K): NonNullable<Env[K]> {
  const value = env()[key];
  if (value === undefined || value === null) throw new Error(`Missing function environment: ${key}`);
  return value as NonNullable<Env[K]>;
}

/** For tests: forget the parsed environment. */
export function resetEnv(): void {
  cached = undefined;
}
