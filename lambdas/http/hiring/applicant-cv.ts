import { notFound } from '../../domain/errors.ts';
import { getApplication } from '../../data/applications.ts';
import { hiringApplicantCv } from '../../contract/routes/hiring.ts';
import { httpHandler } from '../handler.ts';
import { openCvLink } from '../../services/cv-link.ts';
import { ownJob } from '../../services/my-jobs.ts';

/**
 * A short-lived link to the CV an applicant sent with her application, for the job's poster only;
 * every opening is recorded (she can see who read her CV, and when).
 */
export const handler = httpHandler(hiringApplicantCv, async ({ principal, params, log }) => {
  const job = await ownJob(principal, params.jobId);
  const application = await getApplication(job.id, params.nannyId);
  if (!application?.cv) throw notFound('This CV is not available.');
  const link = await openCvLink(application.cv, 'application-cv', application.nannyId, principal);
  log.info('application cv accessed', { jobId: job.id, nannyId: application.nannyId });
  return link;
});
