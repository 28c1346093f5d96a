import { HIRING_MESSAGES } from '../../contract/hiring.ts';
import { JOB_MESSAGES } from '../../contract/jobs.ts';
import { conflict, invalid } from '../../domain/errors.ts';
import { jobDetailsFrom } from '../../domain/job-details.ts';
import { deleteFiles, acceptFile } from '../../data/files.ts';
import { editJob } from '../../data/job-lifecycle.ts';
import { getJob } from '../../data/jobs.ts';
import { hiringEditJob } from '../../contract/routes/hiring.ts';
import { httpHandler } from '../handler.ts';
import { ownJob, toMyJobDetail } from '../../services/my-jobs.ts';
import { removePendingPhoto } from '../../services/job-photo.ts';
import { myJobState } from '../../domain/jobs.ts';

/**
 * Its poster edits a live job: every Job Details field but the price, sanitised as when it was posted;
 * the board shows the edit at once. A new photo replaces the old one (which is deleted); a refused edit
 * changes nothing.
 */
export const handler = httpHandler(hiringEditJob, async ({ principal, params, body, log }) => {
  const job = await ownJob(principal, params.jobId);
  const now = new Date();
  if (myJobState(job, now) !== 'live') throw conflict(HIRING_MESSAGES.notEditable);
  // A start date already passed may stay as it was; a new one must not be in the past.
  const details = jobDetailsFrom(
    body,
    body.startDate === job.startDate && job.startDate < now.toISOString().slice(0, 10)
      ? new Date(job.startDate)
      : now,
    job.posterType === 'family',
  );
  if (job.posterType === 'family' && !details.childrenAges)
    throw invalid('Invalid request body', { childrenAges: JOB_MESSAGES.childrenAges });

  const photo = body.photo
    ? (
        await acceptFile(body.photo.key, {
          userId: principal.id,
          owner: { kind: 'jobs', jobId: job.id },
          purpose: 'job-photo',
          field: 'photo',
          attached: job.photo ? [job.photo] : [],
        })
      ).file
    : null;
  const replaced = job.photo && job.photo.key !== photo?.key ? job.photo : null;
  const fresh = photo && photo.key !== job.photo?.key ? photo : null;
  if (!(await editJob(job, { ...details, photo }, now))) {
    if (fresh) await deleteFiles([fresh.key]).catch(() => undefined);
    throw conflict('This job changed while you were editing it. Please reload and try again.');
  }
  if (replaced)
    await deleteFiles([replaced.key]).catch((error: unknown) => log.warn('old photo not deleted', { error }));
  if (fresh) await removePendingPhoto(body.photo, fresh, log);
  log.info('job edited', { jobId: job.id });
  return toMyJobDetail((await getJob(job.id, true)) ?? job, now);
});
