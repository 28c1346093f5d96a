import { sign, verify } from '../platform/signing.ts';
import { env } from '../platform/env.ts';

/**
 * The link in a referee's email: `/reference#<token>`, the token
 * `<nannyId>.<refereeId>.<invitedAt (epoch ms)>.<signature>`. It opens that referee's form only while
 * the referee's latest invitation is the one it was sent with (naming the referee again sends a new
 * link and retires the old one), the link has not lapsed, and no answer was given. The token sits
 * after `#`, so the browser never sends it in a request line or a Referer header; the SPA posts it.
 */
const PURPOSE = 'reference';
const ID = /^[a-z0-9-]{8,64}$/;

const value = (nannyId: string, refereeId: string, invitedAtMs: number) =>
  `${nannyId}.${refereeId}.${invitedAtMs}`;

export async function referenceToken(nannyId: string, refereeId: string, invitedAt: string): Promise<string> {
  const signed = value(nannyId, refereeId, Date.parse(invitedAt));
  return `${signed}.${await sign(PURPOSE, signed)}`;
}

export const referenceLink = (token: string) => `${env().SITE_ORIGIN}/reference#${token}`;

/** A token read: whose referee it names and which invitation, or null when it is not ours. */
export async function readReferenceToken(
  token: string,
): Promise<{ nannyId: string; refereeId: string; invitedAt: string } | null> {
  const [nannyId, refereeId, invitedText, signature, ...rest] = token.split('.');
  if (rest.length || !nannyId || !refereeId || !invitedText || !signature) return null;
  if (!ID.test(nannyId) || !ID.test(refereeId) || !/^[0-9]{1,15}$/.test(invitedText)) return null;
  const invitedAtMs = Number(invitedText);
  if (!(await verify(PURPOSE, value(nannyId, refereeId, invitedAtMs), signature))) return null;
  return { nannyId, refereeId, invitedAt: new Date(invitedAtMs).toISOString() };
}
