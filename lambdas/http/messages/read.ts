import { messagesRead } from '../../contract/routes/messages.ts';
import { markRead } from '../../data/conversations.ts';
import { httpHandler } from '../handler.ts';

/**
 * The caller has read a conversation up to a message: its unread count and the header's badge lose
 * what was read, in one transaction (exact however many messages arrive meanwhile).
 */
export const handler = httpHandler(messagesRead, async ({ principal, params, body }) => ({
  unread: await markRead(params.conversationId, principal.id, body.seq),
}));
