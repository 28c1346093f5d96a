import type Stripe from 'stripe';
import { GetSecretValueCommand } from '@aws-sdk/client-secrets-manager';
import * as z from 'zod/mini';
import '../contract/zod-locale.ts';
import { secretsManager } from './clients.ts';
import { env } from './env.ts';

const secretShape = z.object({
  secretKey: z.string().check(z.minLength(1)),
  webhookSecret: z.string().check(z.minLength(1)),
});
export type StripeKeys = z.infer<typeof secretShape>;

let keys: Promise<StripeKeys> | undefined;

/** The Stripe keys: from Secrets Manager when a secret is named, otherwise from the environment. */
export function stripeKeys(): Promise<StripeKeys> {
  keys ??= (async () => {
    const { STRIPE_SECRET_ARN, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET } = env();
    if (STRIPE_SECRET_ARN) {
      const out = await secretsManager().send(new GetSecretValueCommand({ SecretId: STRIPE_SECRET_ARN }));
      return secretShape.parse(JSON.parse(out.SecretString ?? '{}'));
    }
    return secretShape.parse({ secretKey: STRIPE_SECRET_KEY, webhookSecret: STRIPE_WEBHOOK_SECRET });
  })();
  keys.catch(() => {
    keys = undefined; // a failed load is tried again on the next request
  });
  return keys;
}

/**
 * Stripe's refusal of a request (a 4xx about its parameters or objects). Checked by the error's type
 * rather than its class, so callers need not load the SDK to recognise it.
 */
export const isStripeInvalidRequest = (error: unknown): error is Stripe.errors.StripeInvalidRequestError =>
  error instanceof Error &&
  (error as Partial<Stripe.errors.StripeError>).type === 'StripeInvalidRequestError';

let client: Promise<Stripe> | undefined;

/**
 * The Stripe client, pointed at STRIPE_API_BASE when one is configured. The SDK is loaded on first use,
 * so a request refused before it reaches Stripe does not pay for loading it.
 */
export function stripe(): Promise<Stripe> {
  client ??= Promise.all([stripeKeys(), import('stripe')]).then(([{ secretKey }, { default: Stripe }]) => {
    const base = env().STRIPE_API_BASE;
    const url = base ? new URL(base) : undefined;
    return new Stripe(secretKey, {
      maxNetworkRetries: 2,
      timeout: 8000,
      ...(url
        ? {
            host: url.hostname,
            port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)),
            protocol: url.protocol.replace(':', '') as 'http' | 'https',
          }
        : {}),
    });
  });
  client.catch(() => {
    client = undefined;
  });
  return client;
}
