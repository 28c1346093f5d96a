import * as z from 'zod';

// Pure (no browser APIs), so unit tests (Node) can load this file directly.

/**
 * The runtime configuration, served as /config.json by the deployment (or the local cloud).
 *
 * Demo mode: a configuration that names no API (or no user pool), or says `demo: true`, runs the site on
 * built-in sample data. Lists show sample entries, forms answer as if sent without saving anything, and
 * accounts are not available (spec §7: "When the backend is not configured, demo mode applies").
 */
const schema = z
  .object({
    stage: z.string(),
    region: z.string(),
    apiUrl: z.url().optional(),
    userPoolId: z.string().min(1).optional(),
    userPoolClientId: z.string().min(1).optional(),
    /** Set where the user pool is not Cognito's public endpoint (the local cloud). */
    userPoolEndpoint: z.url().optional(),
    /** USER_SRP_AUTH on AWS; USER_PASSWORD_AUTH where the pool does not speak SRP. */
    authFlowType: z.enum(['USER_SRP_AUTH', 'USER_PASSWORD_AUTH']).default('USER_SRP_AUTH'),
    supportEmail: z.email(),
    /** Local cloud only: where sent emails can be read. */
    mailboxUrl: z.url().optional(),
    stripeUrl: z.url().optional(),
    /** Written by the demo build (`npm run demo`): run on sample data even if an API is named. */
    demo: z.boolean().optional(),
  })
  .transform((config) => ({
    ...config,
    demo: config.demo === true || !config.apiUrl || !config.userPoolId || !config.userPoolClientId,
  }));

export type AppConfig = z.output<typeof schema>;

/** Reads a /config.json answer; throws when it is not a configuration. */
export const parseConfig = (json: unknown): AppConfig => schema.parse(json);
