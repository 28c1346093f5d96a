import { hiringApplicant } from '../../contract/routes/hiring.ts';
import { httpHandler } from '../../platform/http.ts';
import { openApplicant } from '../../services/poster-moves.ts';

/**
 * One applicant, opened by the job's poster: the poster's first look marks a new application viewed
 * (the nanny sees it; the job's and the badge's counts move with it). A share's partner reads her only.
 */
export const handler = httpHandler(hiringApplicant, async ({ principal, params, log }) =>
  openApplicant(principal, params.jobId, params.nannyId, log),
);
