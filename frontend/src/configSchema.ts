// Pure (no browser APIs), so unit tests (Node) can load this file directly. Checked by hand rather than
// with a schema library, so the first page load does not have to download one.

const AUTH_FLOWS = ['USER_SRP_AUTH', 'USER_PASSWORD_AUTH'] as const;

/**
 * The runtime configuration, served as /config.json by the deployment (or the local cloud).
 *
 * Demo mode: a configuration that names no API (or no user pool), or says `demo: true`, runs the site on
 * built-in sample data. Lists show sample entries, forms answer as if sent without saving anything, and
 * accounts are not available (spec §7: "When the backend is not configured, demo mode applies").
 */
export interface AppConfig {
  stage: string;
  region: string;
  /** Where the API is: a path on the site itself (`/api`, as deployed), or a full URL. */
  apiUrl?: string;
  userPoolId?: string;
  userPoolClientId?: string;
  /** Set where the user pool is not Cognito's public endpoint (the local cloud). */
  userPoolEndpoint?: string;
  /** USER_SRP_AUTH on AWS; USER_PASSWORD_AUTH where the pool does not speak SRP. */
  authFlowType: (typeof AUTH_FLOWS)[number];
  supportEmail: string;
  /** Local cloud only: where sent emails can be read. */
  mailboxUrl?: string;
  stripeUrl?: string;
  /** Run on sample data (also written by the demo build, `npm run demo`, to do so even if an API is named). */
  demo: boolean;
}

/** The email address pattern zod's `z.email()` uses. */
const EMAIL =
  /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** A path on the site itself, like `/api` (not `//host`, which would name another site). */
const isSitePath = (value: string) => /^\/(?!\/)[^\s?#]*$/.test(value);

const isUrl = (value: string) => {
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
};

/** Reads a /config.json answer; throws when it is not a configuration. */
export function parseConfig(json: unknown): AppConfig {
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    throw new Error('config.json: not an object');
  const input = json as Record<string, unknown>;
  const fail = (key: string, expected: string): never => {
    throw new Error(`config.json: ${key} must be ${expected}`);
  };
  const text = (key: string, check: (value: string) => boolean, expected: string, optional: boolean) => {
    const value = input[key];
    if (value === undefined && optional) return undefined;
    return typeof value === 'string' && check(value) ? value : fail(key, expected);
  };
  const any = () => true;
  const nonEmpty = (value: string) => value.length > 0;

  const authFlowType = input.authFlowType ?? 'USER_SRP_AUTH';
  if (!AUTH_FLOWS.includes(authFlowType as AppConfig['authFlowType']))
    fail('authFlowType', AUTH_FLOWS.join(' or '));
  if (input.demo !== undefined && typeof input.demo !== 'boolean') fail('demo', 'true or false');

  const config = {
    stage: text('stage', any, 'a string', false)!,
    region: text('region', any, 'a string', false)!,
    apiUrl: text('apiUrl', (value) => isSitePath(value) || isUrl(value), 'a path on the site or a URL', true),
    userPoolId: text('userPoolId', nonEmpty, 'a non-empty string', true),
    userPoolClientId: text('userPoolClientId', nonEmpty, 'a non-empty string', true),
    userPoolEndpoint: text('userPoolEndpoint', isUrl, 'a URL', true),
    authFlowType: authFlowType as AppConfig['authFlowType'],
    supportEmail: text('supportEmail', (value) => EMAIL.test(value), 'an email address', false)!,
    mailboxUrl: text('mailboxUrl', isUrl, 'a URL', true),
    stripeUrl: text('stripeUrl', isUrl, 'a URL', true),
  };
  // Keys that are absent stay absent, as they were read.
  const present = Object.fromEntries(Object.entries(config).filter(([, value]) => value !== undefined));
  return {
    ...(present as Omit<AppConfig, 'demo'>),
    demo: input.demo === true || !config.apiUrl || !config.userPoolId || !config.userPoolClientId,
  };
}
