import { interviewsPropose } from '../../contract/routes/interviews.ts';
import { httpHandler } from '../handler.ts';
import { proposeInterview } from '../../services/interviews.ts';

/**
 * Either side of an application or an invitation proposes an interview (or the poster a trial) at one
 * to three times. Past times, more than three, a link that is not http(s), someone else's pair or an
 * overlapping second meeting are a 4xx, and nothing is stored or sent.
 */
export const handler = httpHandler(interviewsPropose, async ({ principal, body, log }) =>
  proposeInterview(principal, body, log),
);
