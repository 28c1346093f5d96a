import { HIRING_MESSAGES } from '../../contract/hiring.ts';
import { conflict, invalid } from '../../domain/errors.ts';
import { myJobState, STILL_HIRING_PURPOSE, stillHiringValue } from '../../domain/jobs.ts';
import { extendedEnd, extendJob } from '../../data/job-lifecycle.ts';
import { getJob } from '../../data/jobs.ts';
import { hiringStillHiring } from '../../contract/routes/hiring.ts';
import { httpHandler } from '../../platform/http.ts';
import { verify } from '../../platform/signing.ts';

/**
 * The one-click "Still hiring" link of the reminder email: signed for the job and the end it was sent
 * about, it extends the job once by 30 days. Clicked again (or by a mail scanner first), it answers the
 * same without extending twice: the link's end is no longer the job's.
 */
export const handler = httpHandler(hiringStillHiring, async ({ params, body, log }) => {
  const valid = await verify(
    STILL_HIRING_PURPOSE,
    stillHiringValue(params.jobId, body.until),
    body.signature,
  );
  if (!valid) throw invalid(HIRING_MESSAGES.linkInvalid);
  const job = await getJob(params.jobId, true);
  if (!job) throw invalid(HIRING_MESSAGES.linkInvalid);
  const now = new Date();
  if (myJobState(job, now) !== 'live') throw conflict(HIRING_MESSAGES.jobClosedAlready);
  if (job.liveUntil !== body.until)
    return { title: job.title, liveUntil: job.liveUntil ?? body.until, extended: false };
  const until = extendedEnd(job, now, false);
  if (!until) return { title: job.title, liveUntil: job.liveUntil, extended: false };
  if (!(await extendJob(job, until, now))) {
    // Another click of the same link won the race: the answer is the same.
    const current = await getJob(job.id, true);
    return { title: job.title, liveUntil: current?.liveUntil ?? until, extended: false };
  }
  log.info('job extended from its reminder', { jobId: job.id, liveUntil: until });
  return { title: job.title, liveUntil: until, extended: true };
});
