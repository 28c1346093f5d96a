import { adminDecideReferee } from '../../contract/routes/admin.ts';
import { httpHandler } from '../handler.ts';
import { decideAReferee } from '../../services/verification.ts';

/**
 * A moderator confirms an answered reference (it counts towards her level from today, for three
 * years) or refuses it with a reason she is told. The decision holds only on the answer the moderator
 * was shown (`answeredAt`), in its write (services/verification.ts decideAReferee).
 */
export const handler = httpHandler(adminDecideReferee, async ({ principal, params, body, log }) =>
  decideAReferee(principal.id, params.nannyId, params.refereeId, body, log),
);
