import { guestSend } from '../../contract/routes/guest.ts';
import { httpHandler } from '../../platform/http.ts';
import { guestConversation, messageView, sendAs } from '../../services/conversations.ts';

/** A visitor answers the nanny through her link: the nanny is told as any account would be. */
export const handler = httpHandler(guestSend, async ({ body }) => {
  const { conversation, side } = await guestConversation(body.token);
  const { message } = await sendAs(conversation, side, body);
  return { message: messageView(message, side) };
});
