/**
 * What a job's poster does with its applicants and the job itself: opening one, moving one by the state
 * machine's rules (services/hiring.ts), and closing the job. Each answers what the poster then sees. The
 * partner of a nanny share's job opens an applicant too, to read only; every move is the poster's.
 */
import { defaultDeclineMessage, HIRING_MESSAGES } from '../contract/hiring.ts';
import type { ApplicationStatus } from '../contract/hiring-constants.ts';
import { getApplication } from '../data/applications.ts';
import { closeJob, isOpenJob } from '../data/job-lifecycle.ts';
import { getJob } from '../data/jobs.ts';
import { conflict, forbidden, invalid, isDomainError, notFound } from '../domain/errors.ts';
import { plainParagraphs } from '../domain/sanitise.ts';
import type { Logger } from '../platform/log.ts';
import type { Principal } from '../platform/principal.ts';
import { moveByRules } from './hiring.ts';
import { ownJob, readableJob, toApplicants, toMyJobDetail } from './my-jobs.ts';

/**
 * One applicant, opened by the job's poster: the poster's first look marks a new application viewed
 * (the nanny sees it; the job's and the badge's counts move with it). The partner of a share's job
 * reads her as she is: only the poster answers applications, so only the poster's look tells her hers
 * was seen.
 */
export async function openApplicant(principal: Principal, jobId: string, nannyId: string, log: Logger) {
  const { job, role } = await readableJob(principal, jobId);
  let application = await getApplication(job.id, nannyId);
  if (!application) throw notFound(HIRING_MESSAGES.applicantNotFound);
  if (application.status === 'new' && role === 'poster') {
    try {
      application =
        (await moveByRules(job, application.nannyId, 'viewed', 'poster', { read: application })) ??
        application;
      log.info('application viewed', { jobId: job.id, nannyId });
    } catch (error) {
      // Moved meanwhile (withdrawn, say): shown as it is now.
      if (!(isDomainError(error) && error.kind === 'conflict')) throw error;
      application = (await getApplication(job.id, nannyId)) ?? application;
    }
  }
  const [shown] = await toApplicants(job, [application], new Date(), role);
  return shown!;
}

/**
 * The job's poster shortlists, hires or declines an applicant (or takes her off the shortlist), by the
 * state machine's rules: a move they forbid is a 409 with the reason, and changes nothing. Shortlisting,
 * hiring and declining tell the nanny; a decline carries the poster's message, or the kind default.
 */
export async function decideApplicant(
  principal: Principal,
  jobId: string,
  nannyId: string,
  decision: { status: ApplicationStatus; message?: string | undefined },
  log: Logger,
) {
  const job = await ownJob(principal, jobId);
  if (!isOpenJob(job)) throw conflict(HIRING_MESSAGES.notClosable);
  const read = await getApplication(job.id, nannyId);
  if (!read) throw notFound(HIRING_MESSAGES.applicantNotFound);
  // A poster never shortlists or hires themselves (an application of their own cannot be made today,
  // and one made before that rule is not acted on).
  if (read.userId === principal.id) throw forbidden(HIRING_MESSAGES.ownApplication);
  // An offer is made, and withdrawn, with the offer itself (services/offers.ts), never by a status alone.
  if (read.status === 'offered') throw conflict(HIRING_MESSAGES.offerOpen);
  if (decision.status === 'offered') throw conflict(HIRING_MESSAGES.hireByOffer);
  const message =
    decision.status === 'declined'
      ? plainParagraphs(decision.message ?? '') || defaultDeclineMessage(job.title)
      : null;
  const moved = await moveByRules(job, nannyId, decision.status, 'poster', { read, message });
  if (!moved) throw notFound(HIRING_MESSAGES.applicantNotFound);
  log.info('applicant moved', { jobId: job.id, nannyId, from: read.status, to: decision.status });
  const [shown] = await toApplicants(job, [moved]);
  return shown!;
}

/**
 * Its poster closes a job, or marks it filled and may name the applicant hired: one who accepted their
 * offer (only her acceptance hires her). The job leaves the board at once; its applications still open
 * are closed and their nannies told, through the outbox; an offer she has not answered yet stands.
 */
export async function closeOwnJob(
  principal: Principal,
  jobId: string,
  closing: { outcome: Parameters<typeof closeJob>[1]; hiredNannyId?: string | null | undefined },
  log: Logger,
) {
  const job = await ownJob(principal, jobId);
  if (!isOpenJob(job)) throw conflict(HIRING_MESSAGES.notClosable);
  const hiredNannyId = closing.outcome === 'filled' ? (closing.hiredNannyId ?? null) : null;
  const now = new Date();
  if (hiredNannyId) {
    const application = await getApplication(job.id, hiredNannyId);
    if (!application)
      throw invalid('Invalid request body', { hiredNannyId: HIRING_MESSAGES.hiredNotApplicant });
    if (application.status !== 'hired')
      throw invalid('Invalid request body', { hiredNannyId: HIRING_MESSAGES.hiredNotAccepted });
  }
  if (!(await closeJob(job, closing.outcome, { now, hiredNannyId })))
    throw conflict(HIRING_MESSAGES.notClosable);
  log.info('job closed', { jobId: job.id, outcome: closing.outcome, named: hiredNannyId !== null });
  return toMyJobDetail((await getJob(job.id, true)) ?? job, now);
}
