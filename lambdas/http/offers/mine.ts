import { offersMine } from '../../contract/routes/offers.ts';
import { httpHandler } from '../../platform/http.ts';
import { myOffers } from '../../services/offers.ts';

/** The caller's offers, made or received, with every version of each written statement. */
export const handler = httpHandler(offersMine, async ({ principal, query }) =>
  myOffers(principal, { limit: query.limit ?? 10, ...(query.cursor ? { cursor: query.cursor } : {}) }),
);
