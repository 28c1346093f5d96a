import { meUpdateNewsletter } from '../../contract/routes/me.ts';
import { httpHandler } from '../handler.ts';
import { setNewsletter } from '../../services/newsletter.ts';

/**
 * The caller puts their own address on the newsletter (with the welcome and its code, as the public
 * form does) or takes it off. The address is the account's, never one from the request.
 */
export const handler = httpHandler(meUpdateNewsletter, async ({ principal, body, log }) =>
  setNewsletter(principal.email, body.subscribed, log),
);
