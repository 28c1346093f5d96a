import { HIRING_MESSAGES } from '../../contract/hiring.ts';
import { forbidden, notFound } from '../../domain/errors.ts';
import { getApplication } from '../../data/applications.ts';
import { getJob } from '../../data/jobs.ts';
import { getNannyIdOfUser } from '../../data/nannies.ts';
import { hiringWithdraw } from '../../contract/routes/hiring.ts';
import { httpHandler } from '../handler.ts';
import { moveByRules } from '../../services/hiring.ts';
import { toMyApplication } from '../../services/my-applications.ts';

/** A nanny withdraws her application while it is open (new, viewed or shortlisted); her own only. */
export const handler = httpHandler(hiringWithdraw, async ({ principal, params, log }) => {
  if (principal.userType !== 'nanny') throw forbidden('Only nanny accounts apply to jobs.');
  const nannyId = await getNannyIdOfUser(principal.id);
  const read = nannyId ? await getApplication(params.jobId, nannyId) : null;
  const job = read ? await getJob(params.jobId, true) : null;
  if (!nannyId || !read || read.userId !== principal.id || !job)
    throw notFound(HIRING_MESSAGES.applicationNotFound);
  const moved = await moveByRules(job, nannyId, 'withdrawn', 'nanny', { read });
  if (!moved) throw notFound(HIRING_MESSAGES.applicationNotFound);
  log.info('application withdrawn', { jobId: job.id, nannyId });
  return toMyApplication(moved, job, new Date());
});
