import { candidatesContact } from '../../contract/routes/candidates.ts';
import { httpHandler } from '../handler.ts';
import { contactCandidate } from '../../services/candidate-contact.ts';

/**
 * A message to a nanny from her card's Contact dialog starts a conversation in the product, as a
 * visitor's or as a signed-in family's or agency's (services/candidate-contact.ts).
 */
export const handler = httpHandler(candidatesContact, async ({ params, body, principal, sourceIp, log }) =>
  contactCandidate({ params, body, principal, sourceIp, log }),
);
