import { HIRING_MESSAGES } from '../../contract/hiring.ts';
import { conflict } from '../../domain/errors.ts';
import { myJobState } from '../../domain/jobs.ts';
import { extendedEnd, extendJob } from '../../data/job-lifecycle.ts';
import { getJob } from '../../data/jobs.ts';
import { hiringExtendJob } from '../../contract/routes/hiring.ts';
import { httpHandler } from '../handler.ts';
import { ownJob, toMyJobDetail } from '../../services/my-jobs.ts';

/** Its poster keeps a live job on the board 30 days longer (never more than 60 days ahead). */
export const handler = httpHandler(hiringExtendJob, async ({ principal, params, log }) => {
  const job = await ownJob(principal, params.jobId);
  const now = new Date();
  if (myJobState(job, now) !== 'live') throw conflict(HIRING_MESSAGES.notExtendable);
  const until = extendedEnd(job, now);
  if (!until) throw conflict(HIRING_MESSAGES.extendedMax);
  if (!(await extendJob(job, until, now)))
    throw conflict('This job changed meanwhile. Please reload and try again.');
  log.info('job extended', { jobId: job.id, liveUntil: until });
  return toMyJobDetail((await getJob(job.id, true)) ?? job, now);
});
