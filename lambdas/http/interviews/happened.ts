import { interviewsHappened } from '../../contract/routes/interviews.ts';
import { httpHandler } from '../handler.ts';
import { markHappened } from '../../services/interviews.ts';

/** After it, a side says the interview or trial happened. */
export const handler = httpHandler(interviewsHappened, async ({ principal, params, log }) =>
  markHappened(principal, params.interviewId, log),
);
