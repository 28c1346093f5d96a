import { messagesRead } from '../../contract/routes/messages.ts';
import { httpHandler } from '../handler.ts';
import { markConversationRead } from '../../services/conversations.ts';

/**
 * The caller has read a conversation up to a message: its unread count and the header's badge lose
 * what was read, in one transaction (exact however many messages arrive meanwhile).
 */
export const handler = httpHandler(messagesRead, async ({ principal, params, body }) => ({
  unread: await markConversationRead(principal.id, params.conversationId, body.seq),
}));
