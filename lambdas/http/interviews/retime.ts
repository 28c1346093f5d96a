import { interviewsRetime } from '../../contract/routes/interviews.ts';
import { httpHandler } from '../handler.ts';
import { retime } from '../../services/interviews.ts';

/** Other times for a proposal, or new times for a confirmed interview (a reschedule). */
export const handler = httpHandler(interviewsRetime, async ({ principal, params, body, log }) =>
  retime(principal, params.interviewId, body, log),
);
