import { hiringCloseJob } from '../../contract/routes/hiring.ts';
import { httpHandler } from '../handler.ts';
import { closeOwnJob } from '../../services/poster-moves.ts';

/**
 * Its poster closes a job, or marks it filled and may name the applicant hired (she is moved to hired
 * first, by the state machine's rules). The job leaves the board at once; its applications still open
 * are closed and their nannies told, through the outbox.
 */
export const handler = httpHandler(hiringCloseJob, async ({ principal, params, body, log }) =>
  closeOwnJob(principal, params.jobId, body, log),
);
