import { createHmac, timingSafeEqual } from 'node:crypto';
import { GetSecretValueCommand } from '@aws-sdk/client-secrets-manager';
import { secretsManager } from './clients.ts';
import { env } from './env.ts';

let key: Promise<string> | undefined;

/** The key that signs links the product emails (one-click unsubscribe): from Secrets Manager, or the environment. */
function signingKey(): Promise<string> {
  key ??= (async () => {
    const { LINK_SIGNING_SECRET_ARN, LINK_SIGNING_KEY } = env();
    if (LINK_SIGNING_SECRET_ARN) {
      const out = await secretsManager().send(
        new GetSecretValueCommand({ SecretId: LINK_SIGNING_SECRET_ARN }),
      );
      if (!out.SecretString || out.SecretString.length < 32)
        throw new Error('The link signing secret is too short');
      return out.SecretString;
    }
    if (!LINK_SIGNING_KEY || LINK_SIGNING_KEY.length < 32)
      throw new Error('Missing function environment: LINK_SIGNING_KEY');
    return LINK_SIGNING_KEY;
  })();
  key.catch(() => {
    key = undefined;
  });
  return key;
}

const mac = (secret: string, purpose: string, value: string) =>
  createHmac('sha256', secret).update(`${purpose}\n${value}`).digest('base64url');

/** A signature for `value`, valid only for `purpose` (a link for one thing cannot be reused for another). */
export async function sign(purpose: string, value: string): Promise<string> {
  return mac(await signingKey(), purpose, value);
}

/** Whether `signature` is ours for `value` and `purpose`, compared in constant time. */
export async function verify(purpose: string, value: string, signature: string): Promise<boolean> {
  const expected = Buffer.from(mac(await signingKey(), purpose, value));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
