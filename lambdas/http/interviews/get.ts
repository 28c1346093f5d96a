import { interviewsGet } from '../../contract/routes/interviews.ts';
import { httpHandler } from '../../platform/http.ts';
import { readInterview } from '../../services/interviews.ts';

/** One interview or trial, as the caller's side sees it. */
export const handler = httpHandler(interviewsGet, async ({ principal, params }) =>
  readInterview(principal, params.interviewId),
);
