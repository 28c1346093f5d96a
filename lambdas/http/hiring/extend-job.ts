import { hiringExtendJob } from '../../contract/routes/hiring.ts';
import { httpHandler } from '../handler.ts';
import { extendOwnJob } from '../../services/my-jobs.ts';

/** Its poster keeps a live job on the board 30 days longer (never more than 60 days ahead). */
export const handler = httpHandler(hiringExtendJob, async ({ principal, params, log }) =>
  extendOwnJob(principal, params.jobId, log),
);
