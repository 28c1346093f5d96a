import { MESSAGES_TEXTS } from '../../contract/messages.ts';
import { messagesSend } from '../../contract/routes/messages.ts';
import { getConversation, sideOfAccount } from '../../data/conversations.ts';
import { notFound } from '../../domain/errors.ts';
import { httpHandler } from '../handler.ts';
import { messageView, sendAs } from '../../services/conversations.ts';

/**
 * Sends a message in a conversation the caller is part of. A conversation of others, a block either
 * way, or a deleted other side: 404, and nothing is stored. The same client id twice: the first message.
 */
export const handler = httpHandler(messagesSend, async ({ principal, params, body }) => {
  const conversation = await getConversation(params.conversationId, true);
  const side = conversation ? sideOfAccount(conversation, principal.id) : null;
  if (!conversation || !side) throw notFound(MESSAGES_TEXTS.notFound);
  const { message } = await sendAs(conversation, side, body);
  return { message: messageView(message, side) };
});
