import { verificationAddReferee } from '../../contract/routes/verification.ts';
import { httpHandler } from '../handler.ts';
import { addReferee } from '../../services/verification.ts';

/**
 * Names a referee: the referee is emailed a signed link to a short form, valid for REFEREE_LINK_DAYS
 * days and one answer. A referee is someone else: an address that delivers to her own account's or
 * profile's mailbox (domain/mailbox.ts: `Her.Name+x@gmail.com` is `hername@gmail.com`) is refused, and
 * nothing is written. Naming the same mailbox again while its link works, or once answered or confirmed,
 * changes nothing; after a lapse, a refusal or a withdrawal it sends a new link. At most MAX_REFEREES
 * at a time, held in the write (services/verification.ts nameReferee).
 */
export const handler = httpHandler(verificationAddReferee, async ({ principal, body, log }) =>
  addReferee(principal, body, log),
);
