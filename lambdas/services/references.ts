import { VERIFICATION_MESSAGES as M } from '../contract/verification-constants.ts';
import {
  answerReference,
  getReferee,
  readRefereePlaces,
  type Referee,
  type RefereeAnswers,
} from '../data/verifications.ts';
import { conflict, gone, invalid, notFound } from '../domain/errors.ts';
import type { ReferenceAnswerInput } from '../contract/verification.ts';
import { plainParagraphs } from '../domain/sanitise.ts';
import type { Logger } from '../platform/log.ts';
import { getNanny } from '../data/nannies.ts';
import { firstName } from '../domain/nanny.ts';
import { readReferenceToken } from './reference-link.ts';

/**
 * The referee a link opens, while it may still be answered: a token that is not ours is unknown (404);
 * a link replaced by a newer one, past its days, or whose referee was withdrawn is gone (410); an
 * answered one says so (409).
 */
export async function refereeOfLink(token: string, now: Date): Promise<Referee> {
  const read = await readReferenceToken(token);
  if (!read) throw notFound(M.linkInvalid);
  const referee = await getReferee(read.nannyId, read.refereeId);
  if (!referee) throw notFound(M.linkInvalid);
  if (referee.status === 'withdrawn') throw gone(M.refereeWithdrawn);
  if (referee.invitedAt !== read.invitedAt) throw gone(M.linkLapsed);
  if (referee.status !== 'invited') throw conflict(M.alreadyAnswered);
  if (Date.parse(referee.linkLapsesAt) <= now.getTime()) throw gone(M.linkLapsed);
  return referee;
}

/**
 * Stores a referee's answers, once, with the referee's place kept for good (data/verifications.ts
 * answerReference): read her places just before the write, and again if they were first written
 * meanwhile. An answer already given is 409; a link whose place went with its lapse is gone (410).
 */
export async function storeAnswer(
  referee: Referee,
  nannyName: string,
  answers: RefereeAnswers,
  now: Date,
): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const outcome = await answerReference({
      nannyId: referee.nannyId,
      refereeId: referee.id,
      invitedAt: referee.invitedAt,
      linkLapsesAt: referee.linkLapsesAt,
      nannyName,
      answers,
      now,
      places: await readRefereePlaces(referee.nannyId),
    });
    if (outcome === 'done') return;
    if (outcome === 'answered') throw conflict(M.alreadyAnswered);
    if (outcome === 'lapsed') throw gone(M.linkLapsed);
  }
  throw conflict(M.alreadyAnswered);
}

/** A referee's form, opened from the emailed link: whom it is about (her first name) and for whom. */
export async function refereeForm(token: string, now: Date) {
  const referee = await refereeOfLink(token, now);
  const nanny = await getNanny(referee.nannyId);
  if (!nanny) throw notFound(M.linkInvalid);
  return {
    nannyFirstName: firstName(nanny.fullName),
    refereeName: referee.name,
    relationship: referee.relationship,
    linkLapsesAt: referee.linkLapsesAt,
  };
}

/**
 * A referee's answers, once per link: the write holds only while the referee is still invited with
 * this link's invitation and the link works, so the same answer sent twice at once is stored once.
 * The answers wait for a moderator, who confirms the reference or refuses it.
 */
export async function answerByLink(input: ReferenceAnswerInput, log: Logger) {
  const now = new Date();
  const referee = await refereeOfLink(input.token, now);
  const howKnown = plainParagraphs(input.howKnown);
  if (howKnown.replace(/\s+/g, ' ').length < 10)
    throw invalid('Invalid request body', { howKnown: M.howKnown });
  const nanny = await getNanny(referee.nannyId);
  if (!nanny) throw notFound(M.linkInvalid);
  await storeAnswer(
    referee,
    nanny.fullName,
    {
      howKnown,
      knownFor: input.knownFor,
      wouldEmployAgain: input.wouldEmployAgain,
      comments: plainParagraphs(input.comments),
    },
    now,
  );
  log.info('reference answered', { nannyId: referee.nannyId, refereeId: referee.id });
  return { status: 'answered' as const };
}
