import { referencesAnswer } from '../../contract/routes/references.ts';
import { VERIFICATION_MESSAGES as M } from '../../contract/verification-constants.ts';
import { getNanny } from '../../data/nannies.ts';
import { invalid, notFound } from '../../domain/errors.ts';
import { plainParagraphs } from '../../domain/sanitise.ts';
import { httpHandler } from '../../platform/http.ts';
import { refereeOfLink, storeAnswer } from '../../services/references.ts';

/**
 * A referee's answers, once per link: the write holds only while the referee is still invited with
 * this link's invitation and the link works, so the same answer sent twice at once is stored once.
 * The answers wait for a moderator, who confirms the reference or refuses it.
 */
export const handler = httpHandler(referencesAnswer, async ({ body, log }) => {
  const now = new Date();
  const referee = await refereeOfLink(body.token, now);
  const howKnown = plainParagraphs(body.howKnown);
  if (howKnown.replace(/\s+/g, ' ').length < 10)
    throw invalid('Invalid request body', { howKnown: M.howKnown });
  const nanny = await getNanny(referee.nannyId);
  if (!nanny) throw notFound(M.linkInvalid);
  await storeAnswer(
    referee,
    nanny.fullName,
    {
      howKnown,
      knownFor: body.knownFor,
      wouldEmployAgain: body.wouldEmployAgain,
      comments: plainParagraphs(body.comments),
    },
    now,
  );
  log.info('reference answered', { nannyId: referee.nannyId, refereeId: referee.id });
  return { status: 'answered' as const };
});
