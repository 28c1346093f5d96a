import { meModeration } from '../../contract/routes/me.ts';
import { httpHandler } from '../../platform/http.ts';
import { myDecisions } from '../../services/moderation.ts';

/**
 * Account → Moderation: what moderators hid of the caller's content, why, and where each appeal
 * stands. Only the caller's own decisions: they are found under the caller's account.
 */
export const handler = httpHandler(meModeration, async ({ principal }) => myDecisions(principal.id));
