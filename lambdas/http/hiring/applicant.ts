import { HIRING_MESSAGES } from '../../contract/hiring.ts';
import { isDomainError, notFound } from '../../domain/errors.ts';
import { getApplication } from '../../data/applications.ts';
import { hiringApplicant } from '../../contract/routes/hiring.ts';
import { httpHandler } from '../../platform/http.ts';
import { moveByRules } from '../../services/hiring.ts';
import { ownJob, toApplicants } from '../../services/my-jobs.ts';

/**
 * One applicant, opened by the job's poster: the poster's first look marks a new application viewed
 * (the nanny sees it; the job's and the badge's counts move with it).
 */
export const handler = httpHandler(hiringApplicant, async ({ principal, params, log }) => {
  const job = await ownJob(principal, params.jobId);
  let application = await getApplication(job.id, params.nannyId);
  if (!application) throw notFound(HIRING_MESSAGES.applicantNotFound);
  if (application.status === 'new') {
    try {
      application =
        (await moveByRules(job, application.nannyId, 'viewed', 'poster', { read: application })) ??
        application;
      log.info('application viewed', { jobId: job.id, nannyId: params.nannyId });
    } catch (error) {
      // Moved meanwhile (withdrawn, say): shown as it is now.
      if (!(isDomainError(error) && error.kind === 'conflict')) throw error;
      application = (await getApplication(job.id, params.nannyId)) ?? application;
    }
  }
  const [shown] = await toApplicants(job, [application]);
  return shown!;
});
