import { jobsCreateFamily } from '../../contract/routes/jobs.ts';
import { httpHandler } from '../handler.ts';
import { postFamilyJob } from '../../services/family-jobs.ts';

/**
 * Stores the family's job as an unpaid draft, priced by the server, and opens a Stripe Checkout
 * Session for it (services/family-jobs.ts). The job is published only once the payment is confirmed.
 */
export const handler = httpHandler(jobsCreateFamily, async ({ principal, body, log, sourceIp }) =>
  postFamilyJob(principal, body, sourceIp, log),
);
