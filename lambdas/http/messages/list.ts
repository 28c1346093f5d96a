import { messagesList } from '../../contract/routes/messages.ts';
import { listInbox } from '../../data/conversations.ts';
import { httpHandler } from '../../platform/http.ts';
import { listedNannies, otherNannyIds, summaryView } from '../../services/conversations.ts';

/** The caller's conversations, the latest first: the other side's label, the job, the last message, unread. */
export const handler = httpHandler(messagesList, async ({ principal, query }) => {
  const page = await listInbox(principal.id, query.limit ?? 20, query.cursor);
  const listed = await listedNannies(
    otherNannyIds(page.items.map(({ row, conversation }) => ({ conversation, side: row.side }))),
  );
  return {
    items: page.items.map(({ row, conversation, lastMessage, blocked }) =>
      summaryView(conversation, row.side, { unread: row.unread, blocked, lastMessage, listed }),
    ),
    nextCursor: page.nextCursor,
  };
});
