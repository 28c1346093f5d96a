import { offersDecline } from '../../contract/routes/offers.ts';
import { httpHandler } from '../handler.ts';
import { declineOffer } from '../../services/offers.ts';

/** The nanny declines the latest version of her offer; the poster is told. */
export const handler = httpHandler(offersDecline, async ({ principal, params, body, log }) =>
  declineOffer(principal, params.jobId, params.nannyId, body, log),
);
