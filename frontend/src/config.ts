import { z } from 'zod';

/** The runtime configuration, served as /config.json by the deployment (or the local cloud). */
const schema = z.object({
  stage: z.string(),
  region: z.string(),
  apiUrl: z.url(),
  userPoolId: z.string(),
  userPoolClientId: z.string(),
  /** Set where the user pool is not Cognito's public endpoint (the local cloud). */
  userPoolEndpoint: z.url().optional(),
  /** USER_SRP_AUTH on AWS; USER_PASSWORD_AUTH where the pool does not speak SRP. */
  authFlowType: z.enum(['USER_SRP_AUTH', 'USER_PASSWORD_AUTH']).default('USER_SRP_AUTH'),
  supportEmail: z.email(),
  /** Local cloud only: where sent emails can be read. */
  mailboxUrl: z.url().optional(),
  stripeUrl: z.url().optional(),
});

export type AppConfig = z.infer<typeof schema>;

let loaded: Promise<AppConfig> | undefined;

export function loadConfig(): Promise<AppConfig> {
  loaded ??= fetch('/config.json', { cache: 'no-store' })
    .then((res) => {
      if (!res.ok) throw new Error(`config.json answered ${res.status}`);
      return res.json();
    })
    .then((json) => schema.parse(json));
  return loaded;
}
