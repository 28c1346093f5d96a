/** Conversations: the signed-in user's, and a visitor's, opened with the token of her email's link. */
import type { RouteInput } from '@contract/routes.ts';
import { call, callConditional } from '@/api/client.ts';

/** GET /messages: one page of the user's conversations, the latest first. */
export const readConversations = (query: RouteInput<'messagesList'>['query'], signal?: AbortSignal) =>
  call('messagesList', { query, ...(signal ? { signal } : {}) });

/**
 * POST /messages: starts a conversation with its first message, or adds it to the one there is between
 * the same two accounts about the same job; answers the conversation's id either way.
 */
export const startConversation = (body: RouteInput<'messagesStart'>['body']) =>
  call('messagesStart', { body });

/**
 * GET /messages/{id}: the newest page of the thread, an older page (`before`), or only what is newer
 * than `after`; with the version held (`etag`), an unchanged thread answers that nothing changed.
 */
export const readThread = (
  conversationId: string,
  query: RouteInput<'messagesThread'>['query'],
  { etag, signal }: { etag?: string | null; signal?: AbortSignal } = {},
) =>
  callConditional('messagesThread', {
    params: { conversationId },
    query,
    etag,
    ...(signal ? { signal } : {}),
  });

/** POST /messages/{id}: one message, stored once however often it is sent with the same client id. */
export const sendMessage = (conversationId: string, body: RouteInput<'messagesSend'>['body']) =>
  call('messagesSend', { params: { conversationId }, body });

/** PUT /messages/{id}/read: everything up to `seq` is read. */
export const markRead = (conversationId: string, seq: number) =>
  call('messagesRead', { params: { conversationId }, body: { seq } });

/** PUT /messages/{id}/block: blocks the other side, or unblocks them. */
export const setBlocked = (conversationId: string, blocked: boolean) =>
  call('messagesBlock', { params: { conversationId }, body: { blocked } });

/** POST /guest/conversation: the visitor's conversation, by the token of her link. */
export const readGuestThread = (token: string, signal?: AbortSignal) =>
  call('guestThread', { body: { token }, ...(signal ? { signal } : {}) });

/** POST /guest/conversation/messages: the visitor's message. */
export const sendGuestMessage = (token: string, text: string, clientId: string) =>
  call('guestSend', { body: { token, text, clientId } });

/** PUT /guest/conversation/block: the visitor blocks the nanny, or unblocks her. */
export const setGuestBlocked = (token: string, blocked: boolean) =>
  call('guestBlock', { body: { token, blocked } });
