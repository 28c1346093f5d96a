import { offersAccept } from '../../contract/routes/offers.ts';
import { httpHandler } from '../handler.ts';
import { acceptOffer } from '../../services/offers.ts';

/** The nanny accepts the latest version of her offer: she is hired, and the written statement issued. */
export const handler = httpHandler(offersAccept, async ({ principal, params, body, log }) =>
  acceptOffer(principal, params.jobId, params.nannyId, body, log),
);
