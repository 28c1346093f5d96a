import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';
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

const sealKey = async (purpose: string) =>
  Buffer.from(hkdfSync('sha256', await signingKey(), '', `seal\n${purpose}`, 32));

/**
 * `value` sealed for `purpose` (AES-256-GCM with a fresh nonce, under a key derived from the signing
 * key): an opaque id the public may hold and send back, which tells them nothing of what it stands for
 * (a review's id names the job it was written for). Each call gives a different token.
 */
export async function seal(purpose: string, value: string): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await sealKey(purpose), iv);
  const sealed = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url');
}

/** What a token from seal() stands for, or null for any token that is not ours for `purpose`. */
export async function unseal(purpose: string, token: string): Promise<string | null> {
  const bytes = Buffer.from(token, 'base64url');
  if (bytes.length < 12 + 16 + 1 || bytes.length > 512) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', await sealKey(purpose), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(bytes.length - 16));
    return Buffer.concat([decipher.update(bytes.subarray(12, bytes.length - 16)), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}
