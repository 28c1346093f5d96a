import { guestThread } from '../../contract/routes/guest.ts';
import { httpHandler } from '../../platform/http.ts';
import { guestThread as openVisitorThread } from '../../services/conversations.ts';

/**
 * A visitor's conversation with a nanny, opened with the signed link from her email (the token comes
 * in the body, never in the address). Opening it marks what she sees as read, for the nanny's "Seen".
 */
export const handler = httpHandler(guestThread, async ({ body }) => openVisitorThread(body.token));
