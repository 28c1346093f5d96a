import { MESSAGES_TEXTS } from '../../contract/messages.ts';
import { messagesBlock } from '../../contract/routes/messages.ts';
import { getConversation, setBlock, sideOfAccount } from '../../data/conversations.ts';
import { notFound } from '../../domain/errors.ts';
import { httpHandler } from '../handler.ts';

/**
 * Blocks (or unblocks) the other side of a conversation: no more messages either way, in any of their
 * conversations. The blocked side is not told; their thread says only that it can no longer send.
 */
export const handler = httpHandler(messagesBlock, async ({ principal, params, body, log }) => {
  const conversation = await getConversation(params.conversationId, true);
  const side = conversation ? sideOfAccount(conversation, principal.id) : null;
  if (!conversation || !side) throw notFound(MESSAGES_TEXTS.notFound);
  await setBlock(conversation, side, body.blocked);
  log.info(body.blocked ? 'conversation blocked' : 'conversation unblocked');
  return { blocked: body.blocked };
});
