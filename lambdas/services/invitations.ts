/**
 * A poster invites a listed nanny to apply for their job: the first message of (or the next in) the
 * conversation the two have about the job, sent through the messages' own path (blocks, rate limits,
 * its email through the outbox), with the invitation's record put in the message's transaction
 * on the condition that there is none yet, and the job still on the board as it is written.
 */
import { jobPagePath } from '../contract/jobs-constants.ts';
import { invitationText, SUGGESTION_TEXTS } from '../contract/suggestions.ts';
import { conflict, notFound } from '../domain/errors.ts';
import { firstName } from '../domain/nanny.ts';
import { isListed, isOnBoard } from '../domain/visibility.ts';
import { getInvitation, invitationPut } from '../data/invitations.ts';
import { onBoardCheck } from '../data/jobs.ts';
import { getNanny, listedProfileCheck } from '../data/nannies.ts';
import { env } from '../platform/env.ts';
import type { Principal } from '../platform/principal.ts';
import { invitationPlan, serverClientId, startOrAdd } from './conversations.ts';
import { ownJob } from './my-jobs.ts';

export async function inviteToApply(principal: Principal, jobId: string, nannyId: string, now = new Date()) {
  const job = await ownJob(principal, jobId);
  if (!isOnBoard(job, now)) throw conflict(SUGGESTION_TEXTS.jobNotLive);
  const nanny = await getNanny(nannyId);
  if (!nanny || !isListed(nanny) || nanny.userId === principal.id)
    throw notFound(SUGGESTION_TEXTS.nannyNotFound);
  const name = firstName(nanny.fullName);
  const already = () => conflict(SUGGESTION_TEXTS.alreadyInvited(name));
  if (await getInvitation(job.id, nanny.id)) throw already();

  const plan = await invitationPlan(
    { id: principal.id, name: principal.name, userType: job.posterType },
    job,
    nanny,
  );
  const link = `${env().SITE_ORIGIN ?? ''}${jobPagePath(job.id)}`;
  return startOrAdd(plan, {
    text: invitationText(name, job.title, link),
    clientId: serverClientId(),
    now,
    extra: {
      writes: (conversationId) => [
        invitationPut({
          jobId: job.id,
          nannyId: nanny.id,
          posterId: principal.id,
          conversationId,
          invitedAt: now.toISOString(),
        }),
        onBoardCheck(job.id, now),
        // Her card is still listed: a profile hidden, no longer looking or being deleted is not invited.
        listedProfileCheck(nanny.id),
      ],
      refused: (index) =>
        index === 0
          ? already()
          : index === 1
            ? conflict(SUGGESTION_TEXTS.jobNotLive)
            : notFound(SUGGESTION_TEXTS.nannyNotFound),
    },
  });
}
