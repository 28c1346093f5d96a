import { hiringStillHiring } from '../../contract/routes/hiring.ts';
import { httpHandler } from '../../platform/http.ts';
import { stillHiring } from '../../services/my-jobs.ts';

/**
 * The one-click "Still hiring" link of the reminder email: signed for the job and the end it was sent
 * about, it extends the job once by 30 days. Clicked again (or by a mail scanner first), it answers the
 * same without extending twice: the link's end is no longer the job's.
 */
export const handler = httpHandler(hiringStillHiring, async ({ params, body, log }) =>
  stillHiring(params.jobId, body, log),
);
