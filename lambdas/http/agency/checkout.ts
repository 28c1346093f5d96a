import { agencyCheckout } from '../../contract/routes/agency.ts';
import { httpHandler } from '../handler.ts';
import { startAgencyCheckout } from '../../services/agency-checkout.ts';

/** Opens the caller's agency's subscription checkout (services/agency-checkout.ts) and answers its URL. */
export const handler = httpHandler(agencyCheckout, async ({ principal, body, log, sourceIp }) => ({
  url: await startAgencyCheckout(principal, body.discountCode, sourceIp, log),
}));
