import { hiringDecide } from '../../contract/routes/hiring.ts';
import { httpHandler } from '../handler.ts';
import { decideApplicant } from '../../services/poster-moves.ts';

/**
 * The job's poster shortlists, hires or declines an applicant (or takes her off the shortlist), by the
 * state machine's rules: a move they forbid is a 409 with the reason, and changes nothing. Shortlisting,
 * hiring and declining tell the nanny; a decline carries the poster's message, or the kind default.
 */
export const handler = httpHandler(hiringDecide, async ({ principal, params, body, log }) =>
  decideApplicant(principal, params.jobId, params.nannyId, body, log),
);
