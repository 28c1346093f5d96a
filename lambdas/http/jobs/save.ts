import { jobIdParams } from '../../contract/jobs.ts';
import { getJob, saveJobFor } from '../../data/jobs.ts';
import { notFound } from '../../platform/errors.ts';
import { httpHandler, reply } from '../../platform/http.ts';

/** Saves a job on the board for the caller (saving twice is the same as once). */
export const handler = httpHandler({ auth: 'user', params: jobIdParams }, async ({ principal, params }) => {
  const job = await getJob(params.jobId);
  if (!job || !job.active || !job.paymentConfirmed) throw notFound('This job is no longer available.');
  await saveJobFor(principal.id, job.id);
  return reply(204);
});
