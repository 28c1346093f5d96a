import { offersGet } from '../../contract/routes/offers.ts';
import { httpHandler } from '../../platform/http.ts';
import { readOffer } from '../../services/offers.ts';

/** An offer's page, for the job's poster or the nanny it is made to; anyone else gets 404. */
export const handler = httpHandler(offersGet, async ({ principal, params }) =>
  readOffer(principal, params.jobId, params.nannyId),
);
