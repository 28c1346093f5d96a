import { MODERATION_TEXTS } from '../../contract/moderation.ts';
import { meAppeal } from '../../contract/routes/me.ts';
import { appeal, getDecision } from '../../data/moderation.ts';
import { conflict, notFound } from '../../domain/errors.ts';
import { plainProse } from '../../domain/sanitise.ts';
import { httpHandler } from '../handler.ts';
import { myDecisionView } from '../../services/moderation.ts';

/**
 * Appeals a moderator's decision, once. Another account's decision is unknown here (404), whether or
 * not it exists; a second appeal is refused (409), also when two are sent at once: the write holds only
 * while the decision has none. A decision whose content shows again has nothing left to appeal.
 */
export const handler = httpHandler(meAppeal, async ({ principal, params, body, log }) => {
  const decision = await getDecision(params.decisionId);
  if (!decision || decision.ownerAccountId !== principal.id) throw notFound(MODERATION_TEXTS.notFound);
  if (decision.appeal) throw conflict(MODERATION_TEXTS.appealOnce);
  if (!decision.stillHidden) throw conflict('This content is shown again: there is nothing to appeal.');
  const outcome = await appeal(decision.id, principal.id, plainProse(body.text), new Date().toISOString());
  if (outcome === 'taken') throw conflict(MODERATION_TEXTS.appealOnce);
  if (outcome === 'not-yours') throw notFound(MODERATION_TEXTS.notFound);
  log.info('decision appealed', { decisionId: decision.id, contentType: decision.contentType });
  return myDecisionView((await getDecision(decision.id))!);
});
