import { interviewsPick } from '../../contract/routes/interviews.ts';
import { httpHandler } from '../handler.ts';
import { pickTime } from '../../services/interviews.ts';

/** The other side picks one of the proposed times: confirmed, and both sides emailed the invite. */
export const handler = httpHandler(interviewsPick, async ({ principal, params, body, log }) =>
  pickTime(principal, params.interviewId, body, log),
);
