import { meChangeName } from '../../contract/routes/me.ts';
import { httpHandler } from '../handler.ts';
import { changeAccountName } from '../../services/account-name.ts';

/**
 * Changes the caller's name, checked by the server (the SPA's app client no longer writes it to the user
 * pool itself). The caller then refreshes their session, whose new token carries the name.
 */
export const handler = httpHandler(meChangeName, async ({ principal, body, log }) => {
  const name = await changeAccountName(principal, body.name);
  log.info('account name changed');
  return { name };
});
