/** Which optional emails an account receives (data/email-settings.ts). */
import { putEmailSettings } from '../data/email-settings.ts';
import type { Logger } from '../platform/log.ts';

export { getEmailSettings } from '../data/email-settings.ts';

/** She turns optional emails on or off; emails not yet sent follow the new settings. */
export async function changeEmailSettings<S extends Parameters<typeof putEmailSettings>[1]>(
  accountId: string,
  settings: S,
  log: Logger,
): Promise<S> {
  await putEmailSettings(accountId, settings);
  log.info('email settings changed', {
    off: Object.keys(settings).filter((k) => !settings[k as keyof typeof settings]),
  });
  return settings;
}
