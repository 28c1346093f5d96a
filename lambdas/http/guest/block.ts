import { guestBlock } from '../../contract/routes/guest.ts';
import { setBlock } from '../../data/conversations.ts';
import { httpHandler } from '../../platform/http.ts';
import { guestConversation } from '../../services/conversations.ts';

/** A visitor blocks (or unblocks) the nanny: no more messages either way; the nanny is not told. */
export const handler = httpHandler(guestBlock, async ({ body, log }) => {
  const { conversation, side } = await guestConversation(body.token);
  await setBlock(conversation, side, body.blocked);
  log.info(body.blocked ? 'visitor blocked a conversation' : 'visitor unblocked a conversation');
  return { blocked: body.blocked };
});
