import { guestBlock } from '../../contract/routes/guest.ts';
import { httpHandler } from '../../platform/http.ts';
import { guestBlock as setVisitorBlock } from '../../services/conversations.ts';

/** A visitor blocks (or unblocks) the nanny: no more messages either way; the nanny is not told. */
export const handler = httpHandler(guestBlock, async ({ body, log }) =>
  setVisitorBlock(body.token, body.blocked, log),
);
