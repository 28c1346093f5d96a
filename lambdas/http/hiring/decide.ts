import { defaultDeclineMessage, HIRING_MESSAGES } from '../../contract/hiring.ts';
import { conflict, forbidden, notFound } from '../../domain/errors.ts';
import { plainParagraphs } from '../../domain/sanitise.ts';
import { getApplication } from '../../data/applications.ts';
import { isOpenJob } from '../../data/job-lifecycle.ts';
import { hiringDecide } from '../../contract/routes/hiring.ts';
import { httpHandler } from '../handler.ts';
import { moveByRules } from '../../services/hiring.ts';
import { ownJob, toApplicants } from '../../services/my-jobs.ts';

/**
 * The job's poster shortlists, hires or declines an applicant (or takes her off the shortlist), by the
 * state machine's rules: a move they forbid is a 409 with the reason, and changes nothing. Shortlisting,
 * hiring and declining tell the nanny; a decline carries the poster's message, or the kind default.
 */
export const handler = httpHandler(hiringDecide, async ({ principal, params, body, log }) => {
  const job = await ownJob(principal, params.jobId);
  if (!isOpenJob(job)) throw conflict(HIRING_MESSAGES.notClosable);
  const read = await getApplication(job.id, params.nannyId);
  if (!read) throw notFound(HIRING_MESSAGES.applicantNotFound);
  // A poster never shortlists or hires themselves (an application of their own cannot be made today,
  // and one made before that rule is not acted on).
  if (read.userId === principal.id) throw forbidden(HIRING_MESSAGES.ownApplication);
  const message =
    body.status === 'declined'
      ? plainParagraphs(body.message ?? '') || defaultDeclineMessage(job.title)
      : null;
  const moved = await moveByRules(job, params.nannyId, body.status, 'poster', { read, message });
  if (!moved) throw notFound(HIRING_MESSAGES.applicantNotFound);
  log.info('applicant moved', { jobId: job.id, nannyId: params.nannyId, from: read.status, to: body.status });
  const [shown] = await toApplicants(job, [moved]);
  return shown!;
});
