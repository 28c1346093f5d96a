import { guestThread } from '../../contract/routes/guest.ts';
import { blockState, listMessages, markGuestRead, otherSideName } from '../../data/conversations.ts';
import { httpHandler } from '../../platform/http.ts';
import {
  guestConversation,
  listedNannies,
  maySend,
  messageView,
  otherNannyIds,
  otherSideView,
} from '../../services/conversations.ts';

/**
 * A visitor's conversation with a nanny, opened with the signed link from her email (the token comes
 * in the body, never in the address). Opening it marks what she sees as read, for the nanny's "Seen".
 */
export const handler = httpHandler(guestThread, async ({ body }) => {
  const { conversation, side, expiresAt } = await guestConversation(body.token);
  const [page, blocks, listed] = await Promise.all([
    listMessages(conversation.id, side, {}),
    blockState(conversation, side),
    listedNannies(otherNannyIds([{ conversation, side }])),
  ]);
  await markGuestRead(conversation, side);
  return {
    other: otherSideView(conversation[otherSideName(side)], listed),
    messages: page.messages.map((message) => messageView(message, side)),
    canSend: maySend(conversation, side, blocks),
    blocked: blocks.blockedByMe,
    expiresAt,
  };
});
