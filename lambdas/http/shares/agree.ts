import { sharesAgree } from '../../contract/routes/shares.ts';
import { httpHandler } from '../handler.ts';
import { agreeSplit } from '../../services/shares.ts';

/** The other family agrees the split version it read; an older one or its own is a 409. */
export const handler = httpHandler(sharesAgree, async ({ principal, params, body, log }) =>
  agreeSplit(principal, params.shareId, body.version, log),
);
