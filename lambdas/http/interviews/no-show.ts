import { interviewsNoShow } from '../../contract/routes/interviews.ts';
import { httpHandler } from '../handler.ts';
import { markNoShow } from '../../services/interviews.ts';

/** Once it started, a side records that the other did not come (once). */
export const handler = httpHandler(interviewsNoShow, async ({ principal, params, log }) =>
  markNoShow(principal, params.interviewId, log),
);
