import { downloadFileName } from '../../contract/uploads.ts';
import { notFound } from '../../domain/errors.ts';
import { getApplication } from '../../data/applications.ts';
import { recordCvAccess } from '../../data/cv-access.ts';
import { presignDownload } from '../../data/files.ts';
import { routes } from '../../contract/routes.ts';
import { httpHandler } from '../../platform/http.ts';
import { ownJob } from '../../services/my-jobs.ts';

const LINK_SECONDS = 5 * 60;

/**
 * A short-lived link to the CV an applicant sent with her application, for the job's poster only;
 * every opening is recorded (she can see who read her CV, and when).
 */
export const handler = httpHandler(routes.hiringApplicantCv, async ({ principal, params, log }) => {
  const job = await ownJob(principal, params.jobId);
  const application = await getApplication(job.id, params.nannyId);
  if (!application?.cv) throw notFound('This CV is not available.');
  const at = new Date();
  await recordCvAccess({
    nannyId: application.nannyId,
    viewerId: principal.id,
    viewerType: principal.userType ?? 'admin',
    at: at.toISOString(),
  });
  log.info('application cv accessed', { jobId: job.id, nannyId: application.nannyId });
  return {
    url: await presignDownload(application.cv, 'application-cv', LINK_SECONDS),
    fileName: downloadFileName('application-cv', application.cv.name),
    expiresAt: new Date(at.getTime() + LINK_SECONDS * 1000).toISOString(),
  };
});
