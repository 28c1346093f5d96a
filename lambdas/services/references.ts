import { VERIFICATION_MESSAGES as M } from '../contract/verification-constants.ts';
import { getReferee, type Referee } from '../data/verifications.ts';
import { conflict, gone, notFound } from '../domain/errors.ts';
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
