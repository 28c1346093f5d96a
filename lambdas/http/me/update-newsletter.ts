import { unsubscribe } from '../../data/community.ts';
import { meUpdateNewsletter } from '../../contract/routes/me.ts';
import { httpHandler } from '../handler.ts';
import { subscribeToNewsletter } from '../../services/newsletter.ts';

/**
 * The caller puts their own address on the newsletter (with the welcome and its code, as the public
 * form does) or takes it off. The address is the account's, never one from the request.
 */
export const handler = httpHandler(meUpdateNewsletter, async ({ principal, body, log }) => {
  if (body.subscribed) await subscribeToNewsletter(principal.email, log);
  else await unsubscribe(principal.email, new Date().toISOString());
  log.info('newsletter preference changed from the account page', { subscribed: body.subscribed });
  return { subscribed: body.subscribed };
});
