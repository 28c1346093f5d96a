import { meEmailSettings } from '../../contract/routes/me.ts';
import { httpHandler } from '../../platform/http.ts';
import { getEmailSettings } from '../../services/email-settings.ts';

/** Which optional emails the caller receives. */
export const handler = httpHandler(meEmailSettings, async ({ principal }) => getEmailSettings(principal.id));
