import { hiringMyJob } from '../../contract/routes/hiring.ts';
import { httpHandler } from '../../platform/http.ts';
import { ownJob, toMyJobDetail } from '../../services/my-jobs.ts';

/** One of the caller's jobs, with everything its page shows and its edit form holds. Anyone else: 404. */
export const handler = httpHandler(hiringMyJob, async ({ principal, params }) =>
  toMyJobDetail(await ownJob(principal, params.jobId)),
);
