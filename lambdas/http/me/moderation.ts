import { meModeration } from '../../contract/routes/me.ts';
import { decisionsOf } from '../../data/moderation.ts';
import { httpHandler } from '../../platform/http.ts';
import { myDecisionView } from '../../services/moderation.ts';

/**
 * Account → Moderation: what moderators hid of the caller's content, why, and where each appeal
 * stands. Only the caller's own decisions: they are found under the caller's account.
 */
export const handler = httpHandler(meModeration, async ({ principal }) => ({
  items: (await decisionsOf(principal.id)).map(myDecisionView),
}));
