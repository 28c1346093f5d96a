import { interviewsPair } from '../../contract/routes/interviews.ts';
import { httpHandler } from '../../platform/http.ts';
import { readPair } from '../../services/interviews.ts';

/** What a proposal to a nanny for a job starts from: who, and times inside her usual week. */
export const handler = httpHandler(interviewsPair, async ({ principal, params }) =>
  readPair(principal, params.jobId, params.nannyId),
);
