import { messagesStart } from '../../contract/routes/messages.ts';
import { httpHandler } from '../handler.ts';
import { startConversation } from '../../services/conversations.ts';

/**
 * Starts a conversation with its first message (or adds the message to the one the two sides already
 * have about the same job): a family or agency with a nanny, a nanny with a job's poster.
 */
export const handler = httpHandler(messagesStart, async ({ principal, body, log }) => {
  const started = await startConversation(
    { id: principal.id, name: principal.name, userType: principal.userType },
    body,
  );
  log.info('conversation message', { created: started.created });
  return { conversationId: started.conversationId, created: started.created };
});
