import { routes } from '../../contract/routes.ts';
import { httpHandler } from '../../platform/http.ts';
import { sendAsGuest } from '../../services/conversations.ts';

/** A visitor answers the nanny through her link: the nanny is told as any account would be. */
export const handler = httpHandler(routes.guestSend, async ({ body }) => ({
  message: await sendAsGuest(body.token, body),
}));
