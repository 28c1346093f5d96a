import { MODERATION_TEXTS } from '../../contract/moderation.ts';
import { REPORT_MESSAGES } from '../../contract/reports.ts';
import { adminDecideAppeal } from '../../contract/routes/admin.ts';
import { decideAppeal, getDecision } from '../../data/moderation.ts';
import type { TransactItem } from '../../data/table/transact.ts';
import { conflict, notFound } from '../../domain/errors.ts';
import { plainProse } from '../../domain/sanitise.ts';
import { httpHandler } from '../handler.ts';
import { adminAppealViews, appealOutcomeItem, moderatedContent } from '../../services/moderation.ts';

/**
 * A moderator decides an appeal: upheld, the content stays hidden; reversed, it shows again in the same
 * transaction. The owner is emailed the outcome and the moderator's notes either way. An appeal is
 * decided once (409 after). Both moderators are recorded: who hid the content and who decided the
 * appeal; the page asks for a different one when there is one (a decision of one's own is flagged).
 */
export const handler = httpHandler(adminDecideAppeal, async ({ principal, params, body, log }) => {
  const decision = await getDecision(params.decisionId);
  if (!decision?.appeal) throw notFound(MODERATION_TEXTS.notFound);
  if (decision.appeal.status !== 'open') throw conflict(MODERATION_TEXTS.alreadyDecided);
  const notes = plainProse(body.notes);
  const now = new Date();
  const email = await appealOutcomeItem(decision, body.outcome, notes, now);
  let outcome: Awaited<ReturnType<typeof decideAppeal>> = 'content-gone';
  // Showing a review again also counts it in her rating, written only while that is as read: a change
  // meanwhile sends the decision round again with the content read afresh.
  for (let attempt = 0; attempt < 3 && outcome === 'content-gone'; attempt++) {
    const also: TransactItem[] = [];
    if (body.outcome === 'reversed' && decision.stillHidden) {
      // Content deleted since it was hidden has nothing to show again; the appeal is still decided.
      const content = await moderatedContent(decision.contentType, decision.contentId);
      if (content?.hidden) also.push(...content.visibilityWrite(false));
    }
    if (email) also.push(email);
    outcome = await decideAppeal(decision, body.outcome, notes, principal.id, now.toISOString(), also);
  }
  if (outcome === 'already') throw conflict(MODERATION_TEXTS.alreadyDecided);
  if (outcome === 'content-gone') throw conflict(REPORT_MESSAGES.unknownContent);
  log.info('appeal decided', {
    decisionId: decision.id,
    outcome: body.outcome,
    sameModerator: decision.hiddenByUserId === principal.id,
  });
  const [view] = await adminAppealViews([(await getDecision(decision.id))!]);
  return view!;
});
