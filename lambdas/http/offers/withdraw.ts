import { offersWithdraw } from '../../contract/routes/offers.ts';
import { httpHandler } from '../handler.ts';
import { withdrawOffer } from '../../services/offers.ts';

/** The poster withdraws an offer she has not answered; she is told, and is on the shortlist again. */
export const handler = httpHandler(offersWithdraw, async ({ principal, params, log }) =>
  withdrawOffer(principal, params.jobId, params.nannyId, log),
);
