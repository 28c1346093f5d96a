import { HIRING_MESSAGES } from '../../contract/hiring.ts';
import { conflict, invalid } from '../../domain/errors.ts';
import { getApplication } from '../../data/applications.ts';
import { closeJob, isOpenJob } from '../../data/job-lifecycle.ts';
import { getJob } from '../../data/jobs.ts';
import { hiringCloseJob } from '../../contract/routes/hiring.ts';
import { httpHandler } from '../handler.ts';
import { moveByRules } from '../../services/hiring.ts';
import { ownJob, toMyJobDetail } from '../../services/my-jobs.ts';

/**
 * Its poster closes a job, or marks it filled and may name the applicant hired (she is moved to hired
 * first, by the state machine's rules). The job leaves the board at once; its applications still open
 * are closed and their nannies told, through the outbox.
 */
export const handler = httpHandler(hiringCloseJob, async ({ principal, params, body, log }) => {
  const job = await ownJob(principal, params.jobId);
  if (!isOpenJob(job)) throw conflict(HIRING_MESSAGES.notClosable);
  const hiredNannyId = body.outcome === 'filled' ? (body.hiredNannyId ?? null) : null;
  const now = new Date();
  if (hiredNannyId) {
    const application = await getApplication(job.id, hiredNannyId);
    if (!application)
      throw invalid('Invalid request body', { hiredNannyId: HIRING_MESSAGES.hiredNotApplicant });
    if (application.status !== 'hired')
      await moveByRules(job, hiredNannyId, 'hired', 'poster', { now, read: application });
  }
  if (!(await closeJob(job, body.outcome, { now, hiredNannyId })))
    throw conflict(HIRING_MESSAGES.notClosable);
  log.info('job closed', { jobId: job.id, outcome: body.outcome, named: hiredNannyId !== null });
  return toMyJobDetail((await getJob(job.id, true)) ?? job, now);
});
