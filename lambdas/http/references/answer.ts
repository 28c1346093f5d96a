import { referencesAnswer } from '../../contract/routes/references.ts';
import { httpHandler } from '../../platform/http.ts';
import { answerByLink } from '../../services/references.ts';

/**
 * A referee's answers, once per link: the write holds only while the referee is still invited with
 * this link's invitation and the link works, so the same answer sent twice at once is stored once.
 * The answers wait for a moderator, who confirms the reference or refuses it.
 */
export const handler = httpHandler(referencesAnswer, async ({ body, log }) => answerByLink(body, log));
