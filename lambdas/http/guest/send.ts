import { guestSend } from '../../contract/routes/guest.ts';
import { httpHandler } from '../../platform/http.ts';
import { sendAsGuest } from '../../services/conversations.ts';

/** A visitor answers the nanny through her link: the nanny is told as any account would be. */
export const handler = httpHandler(guestSend, async ({ body }) => ({
  message: await sendAsGuest(body.token, body),
}));
