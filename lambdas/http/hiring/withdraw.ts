import { hiringWithdraw } from '../../contract/routes/hiring.ts';
import { httpHandler } from '../handler.ts';
import { withdrawApplication } from '../../services/my-applications.ts';

/** A nanny withdraws her application while it is open (new, viewed or shortlisted); her own only. */
export const handler = httpHandler(hiringWithdraw, async ({ principal, params, log }) =>
  withdrawApplication(principal, params.jobId, log),
);
