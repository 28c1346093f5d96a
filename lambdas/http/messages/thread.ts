import { MESSAGES_TEXTS } from '../../contract/messages.ts';
import { messagesThread } from '../../contract/routes/messages.ts';
import {
  blockState,
  getConversation,
  listMessages,
  sideOfAccount,
  unreadIn,
} from '../../data/conversations.ts';
import { notFound } from '../../domain/errors.ts';
import { httpHandler, reply, requestHeader } from '../../platform/http.ts';
import {
  listedNannies,
  matchesVersion,
  otherNannyIds,
  threadVersion,
  threadView,
} from '../../services/conversations.ts';

/**
 * One thread, as an open page polls it every few seconds: the conversation item is read first (one
 * small read), and when its version is the one the browser holds (If-None-Match), the answer is 304
 * with no body. Only a changed thread reads its messages, blocks and unread count.
 */
export const handler = httpHandler(messagesThread, async ({ principal, params, query, event }) => {
  const conversation = await getConversation(params.conversationId);
  const side = conversation ? sideOfAccount(conversation, principal.id) : null;
  if (!conversation || !side) throw notFound(MESSAGES_TEXTS.notFound);
  const version = threadVersion(conversation, side, query);
  const headers = { etag: version };
  if (matchesVersion(requestHeader(event, 'if-none-match'), version)) return reply(304, undefined, headers);
  const [page, blocks, listed, unread] = await Promise.all([
    listMessages(conversation.id, side, query),
    blockState(conversation, side),
    listedNannies(otherNannyIds([{ conversation, side }])),
    unreadIn(principal.id, conversation.id),
  ]);
  const view = threadView(conversation, side, page, { unread, ...blocks, listed });
  // The version stands for the caller's own block only while its block item agrees with the
  // conversation's copy: a block made in another conversation between the two gets no version, so the
  // next poll reads the thread in full rather than keep a stale answer by a 304. The other side's block
  // is never in it: a blocked side's thread answers as an idle one does.
  const agrees = blocks.blockedByMe === (conversation[side].blocking === true);
  return reply(200, view, agrees ? headers : {});
});
