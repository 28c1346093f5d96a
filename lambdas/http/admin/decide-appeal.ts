import { adminDecideAppeal } from '../../contract/routes/admin.ts';
import { httpHandler } from '../handler.ts';
import { decideAnAppeal } from '../../services/moderation.ts';

/**
 * A moderator decides an appeal: upheld, the content stays hidden; reversed, it shows again in the same
 * transaction. The owner is emailed the outcome and the moderator's notes either way. An appeal is
 * decided once (409 after). Both moderators are recorded: who hid the content and who decided the
 * appeal; the page asks for a different one when there is one (a decision of one's own is flagged).
 */
export const handler = httpHandler(adminDecideAppeal, async ({ principal, params, body, log }) =>
  decideAnAppeal(principal.id, params.decisionId, body, log),
);
