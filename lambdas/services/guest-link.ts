import { GUEST_LINK_DAYS } from '../contract/messages-constants.ts';
import { CONVERSATION_ID } from '../contract/messages.ts';
import { sign, verify } from '../platform/signing.ts';
import { env } from '../platform/env.ts';

/**
 * The link in a visitor's email that opens her side of a conversation: `/messages/guest#<token>`, the
 * token `<conversationId>.<expires (epoch seconds)>.<signature>`. It proves only that whoever holds it
 * received that email: it opens that one conversation, as its visitor side, until it expires. The
 * token sits after `#`, so the browser never sends it in a request line or a Referer header; the SPA
 * posts it in a body.
 */
const PURPOSE = 'guest-conversation';

const value = (conversationId: string, expires: number) => `${conversationId}.${expires}`;

export async function guestToken(conversationId: string, now = new Date()): Promise<string> {
  const expires = Math.floor(now.getTime() / 1000) + GUEST_LINK_DAYS * 24 * 3600;
  const signed = value(conversationId, expires);
  return `${signed}.${await sign(PURPOSE, signed)}`;
}

/** The address of the visitor's page for a token. */
export const guestLink = (token: string) => `${env().SITE_ORIGIN}/messages/guest#${token}`;

export type GuestTokenCheck =
  { ok: true; conversationId: string; expiresAt: string } | { ok: false; reason: 'invalid' | 'expired' };

/**
 * Reads a token: a signature that is not ours, or any other shape, is `invalid`; a genuine one past its
 * time is `expired` (the page says so, and that a newer email has a fresh link).
 */
export async function readGuestToken(token: string, now = new Date()): Promise<GuestTokenCheck> {
  const [conversationId, expiresText, signature, ...rest] = token.split('.');
  if (rest.length || !conversationId || !expiresText || !signature) return { ok: false, reason: 'invalid' };
  if (!CONVERSATION_ID.test(conversationId) || !/^[0-9]{1,12}$/.test(expiresText))
    return { ok: false, reason: 'invalid' };
  const expires = Number(expiresText);
  if (!(await verify(PURPOSE, value(conversationId, expires), signature)))
    return { ok: false, reason: 'invalid' };
  if (expires * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, conversationId, expiresAt: new Date(expires * 1000).toISOString() };
}
