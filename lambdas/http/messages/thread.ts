import { messagesThread } from '../../contract/routes/messages.ts';
import { httpHandler, reply, requestHeader } from '../../platform/http.ts';
import { threadFor } from '../../services/conversations.ts';

/**
 * One thread, as an open page polls it every few seconds: when its version is the one the browser holds
 * (If-None-Match), the answer is 304 with no body, after one small read (services/conversations.ts).
 */
export const handler = httpHandler(messagesThread, async ({ principal, params, query, event }) => {
  const thread = await threadFor(
    principal.id,
    params.conversationId,
    query,
    requestHeader(event, 'if-none-match'),
  );
  if (thread.notModified) return reply(304, undefined, { etag: thread.etag });
  return reply(200, thread.view, thread.etag ? { etag: thread.etag } : {});
});
