import { messagesList } from '../../contract/routes/messages.ts';
import { httpHandler } from '../../platform/http.ts';
import { inboxPage } from '../../services/conversations.ts';

/** The caller's conversations, the latest first: the other side's label, the job, the last message, unread. */
export const handler = httpHandler(messagesList, async ({ principal, query }) =>
  inboxPage(principal.id, query.limit ?? 20, query.cursor),
);
