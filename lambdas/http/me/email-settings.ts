import { getEmailSettings } from '../../data/email-settings.ts';
import { routes } from '../../contract/routes.ts';
import { httpHandler } from '../../platform/http.ts';

/** Which optional emails the caller receives. */
export const handler = httpHandler(routes.meEmailSettings, async ({ principal }) =>
  getEmailSettings(principal.id),
);
