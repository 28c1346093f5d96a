import { hiringEditJob } from '../../contract/routes/hiring.ts';
import { httpHandler } from '../handler.ts';
import { editOwnJob } from '../../services/my-jobs.ts';

/**
 * Its poster edits a live job: every Job Details field but the price, sanitised as when it was posted;
 * the board shows the edit at once. A new photo replaces the old one (which is deleted); a refused edit
 * changes nothing.
 */
export const handler = httpHandler(hiringEditJob, async ({ principal, params, body, log }) =>
  editOwnJob(principal, params.jobId, body, log),
);
