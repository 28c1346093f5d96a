import { jobsCreateAgency } from '../../contract/routes/jobs.ts';
import { httpHandler } from '../handler.ts';
import { publishAgencyJob } from '../../services/agency-jobs.ts';

/**
 * The caller's agency publishes a job at once, under its own name and logo, while its subscription is
 * active or in its free month (services/agency-jobs.ts).
 */
export const handler = httpHandler(jobsCreateAgency, async ({ principal, body, log }) =>
  publishAgencyJob(principal, body, log),
);
