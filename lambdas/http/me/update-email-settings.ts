import { meUpdateEmailSettings } from '../../contract/routes/me.ts';
import { httpHandler } from '../handler.ts';
import { changeEmailSettings } from '../../services/email-settings.ts';

/** The caller turns optional emails on or off; emails not yet sent follow the new settings. */
export const handler = httpHandler(meUpdateEmailSettings, async ({ principal, body, log }) =>
  changeEmailSettings(principal.id, body, log),
);
