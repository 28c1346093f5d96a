import { sharesPropose } from '../../contract/routes/shares.ts';
import { httpHandler } from '../handler.ts';
import { proposeToShare } from '../../services/shares.ts';

/**
 * Another family proposes to share, with a first message to the family. Its own share, a full share, a
 * family already in a share, a second proposal or a block: a 4xx, and nothing is stored or sent.
 */
export const handler = httpHandler(sharesPropose, async ({ principal, params, body, log }) =>
  proposeToShare(principal, params.shareId, body, log),
);
