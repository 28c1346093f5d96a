import { routes } from '../../contract/routes.ts';
import { httpHandler } from '../../platform/http.ts';
import { guestBlock } from '../../services/conversations.ts';

/** A visitor blocks (or unblocks) the nanny: no more messages either way; the nanny is not told. */
export const handler = httpHandler(routes.guestBlock, async ({ body, log }) =>
  guestBlock(body.token, body.blocked, log),
);
