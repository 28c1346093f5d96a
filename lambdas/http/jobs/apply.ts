import { jobsApply } from '../../contract/routes/jobs.ts';
import { httpHandler } from '../handler.ts';
import { submitApplication } from '../../services/applications.ts';

/** A nanny applies to a job once (services/applications.ts). */
export const handler = httpHandler(jobsApply, ({ principal, params, body, log }) =>
  submitApplication(principal, params.jobId, body, log),
);
