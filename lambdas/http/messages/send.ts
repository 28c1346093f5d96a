import { messagesSend } from '../../contract/routes/messages.ts';
import { httpHandler } from '../handler.ts';
import { sendInConversation } from '../../services/conversations.ts';

/**
 * Sends a message in a conversation the caller is part of (services/conversations.ts). A conversation
 * of others, a block either way, or a deleted other side: 404, and nothing is stored. The same client
 * id twice: the first message.
 */
export const handler = httpHandler(messagesSend, async ({ principal, params, body }) => ({
  message: await sendInConversation(principal.id, params.conversationId, body),
}));
