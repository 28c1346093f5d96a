import { sharesLeave } from '../../contract/routes/shares.ts';
import { httpHandler } from '../handler.ts';
import { leaveShare } from '../../services/shares.ts';

/** A family leaves its share; the other family is told. */
export const handler = httpHandler(sharesLeave, async ({ principal, params, log }) =>
  leaveShare(principal, params.shareId, log),
);
