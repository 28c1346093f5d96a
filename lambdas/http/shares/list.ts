import { sharesList } from '../../contract/routes/shares.ts';
import { httpHandler } from '../../platform/http.ts';
import { listShares } from '../../services/shares.ts';

/** Listed shares seeking a partner in the family's postcode area, best matches to its own part first. */
export const handler = httpHandler(sharesList, async ({ principal, query }) => listShares(principal, query));
