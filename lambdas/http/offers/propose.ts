import { offersPropose } from '../../contract/routes/offers.ts';
import { httpHandler } from '../handler.ts';
import { proposeOffer } from '../../services/offers.ts';

/**
 * The job's poster makes an offer to an applicant, changes it (a new version), or changes a term of
 * an accepted one (a new version of the written statement). Pay below the minimum wage, too little
 * holiday or notice, or a past start date is a 400; an offer to someone who did not apply is a 404.
 */
export const handler = httpHandler(offersPropose, async ({ principal, params, body, log }) =>
  proposeOffer(principal, params.jobId, params.nannyId, body, log),
);
