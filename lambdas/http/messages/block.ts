import { messagesBlock } from '../../contract/routes/messages.ts';
import { httpHandler } from '../handler.ts';
import { blockInConversation } from '../../services/conversations.ts';

/**
 * Blocks (or unblocks) the other side of a conversation: no more messages either way, in any of their
 * conversations. The blocked side is not told; their thread says only that it can no longer send.
 */
export const handler = httpHandler(messagesBlock, async ({ principal, params, body, log }) =>
  blockInConversation(principal.id, params.conversationId, body.blocked, log),
);
