import { putEmailSettings } from '../../data/email-settings.ts';
import { meUpdateEmailSettings } from '../../contract/routes/me.ts';
import { httpHandler } from '../handler.ts';

/** The caller turns optional emails on or off; emails not yet sent follow the new settings. */
export const handler = httpHandler(meUpdateEmailSettings, async ({ principal, body, log }) => {
  await putEmailSettings(principal.id, body);
  log.info('email settings changed', { off: Object.keys(body).filter((k) => !body[k as keyof typeof body]) });
  return body;
});
