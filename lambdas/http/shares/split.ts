import { sharesSplit } from '../../contract/routes/shares.ts';
import { httpHandler } from '../handler.ts';
import { proposeSplit } from '../../services/shares.ts';

/** Either family proposes the split of the nanny's pay; the other is asked to agree it. */
export const handler = httpHandler(sharesSplit, async ({ principal, params, body, log }) =>
  proposeSplit(principal, params.shareId, body, log),
);
