import { routes } from '../../contract/routes.ts';
import { httpHandler } from '../../platform/http.ts';
import { candidatesPage } from '../../services/candidates.ts';

/** Actively-looking nannies, best rated first, a page at a time; only what the card shows. */
export const handler = httpHandler(routes.candidatesList, async ({ query, log }) =>
  candidatesPage(query, log),
);
