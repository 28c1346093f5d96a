import { interviewsCancel } from '../../contract/routes/interviews.ts';
import { httpHandler } from '../handler.ts';
import { cancelInterview } from '../../services/interviews.ts';

/** Either side cancels, with a reason the other side is told. */
export const handler = httpHandler(interviewsCancel, async ({ principal, params, body, log }) =>
  cancelInterview(principal, params.interviewId, body, log),
);
