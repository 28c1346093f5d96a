import { routes } from '../../contract/routes.ts';
import { httpHandler } from '../../platform/http.ts';
import { getEmailSettings } from '../../services/email-settings.ts';

/** Which optional emails the caller receives. */
export const handler = httpHandler(routes.meEmailSettings, async ({ principal }) =>
  getEmailSettings(principal.id),
);
