import { meAppeal } from '../../contract/routes/me.ts';
import { httpHandler } from '../handler.ts';
import { appealDecision } from '../../services/moderation.ts';

/**
 * Appeals a moderator's decision, once. Another account's decision is unknown here (404), whether or
 * not it exists; a second appeal is refused (409), also when two are sent at once: the write holds only
 * while the decision has none. A decision whose content shows again has nothing left to appeal.
 */
export const handler = httpHandler(meAppeal, async ({ principal, params, body, log }) =>
  appealDecision(principal.id, params.decisionId, body.text, log),
);
