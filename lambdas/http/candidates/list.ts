import { candidatesList } from '../../contract/routes/candidates.ts';
import { httpHandler } from '../../platform/http.ts';
import { candidatesPage } from '../../services/candidates.ts';

/** Actively-looking nannies, best rated first, a page at a time; only what the card shows. */
export const handler = httpHandler(candidatesList, async ({ query, log }) => candidatesPage(query, log));
