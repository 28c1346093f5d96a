import { isJobId, JOB_MESSAGES } from '../../contract/jobs.ts';
import { jobStatus } from '../../domain/jobs.ts';
import { hasPublicPage } from '../../domain/visibility.ts';
import { getJob } from '../../data/jobs.ts';
import { notFound } from '../../domain/errors.ts';
import { jobsGet } from '../../contract/routes/jobs.ts';
import { httpHandler, reply } from '../../platform/http.ts';
import { lookerOf, toCard, viewersOf } from '../../services/job-cards.ts';

/**
 * One job's page. Anyone may see a job on the board, or one that left it for good (closed, filled or
 * expired: its page says it is no longer open); its poster may also see it before it is paid for (the
 * payment page links here) or once it is hidden, and so may a moderator (a report links here). To anyone else such a job does not exist: 404, the same as an id that names nothing, so its
 * existence is not given away.
 */
export const handler = httpHandler(jobsGet, async ({ params, principal }) => {
  // A signed-in caller reads the stored job as it is now: its poster, sent here from the payment page
  // the moment it is published, must not see it as still unpaid.
  const job = isJobId(params.jobId) ? await getJob(params.jobId, principal !== null) : null;
  const mayView =
    job !== null &&
    (hasPublicPage(job) || (principal !== null && (principal.id === job.ownerId || principal.isAdmin)));
  if (!job || !mayView) throw notFound(JOB_MESSAGES.notAvailable);
  const viewers = await viewersOf([job], await lookerOf(principal));
  const card = await toCard(job, viewers?.get(job.id) ?? null, Date.now());
  return reply(200, { ...card, status: jobStatus(job) }, { vary: 'Authorization' });
});
