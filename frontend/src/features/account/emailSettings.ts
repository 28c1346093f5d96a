/**
 * Which of the emails a user may turn off apply to them, and the whole set to save. Pure, so unit tests
 * (Node) load it.
 */
import type { UserType } from '@contract/auth.ts';
import { EMAIL_SETTING_TEXTS, EMAIL_SETTINGS, type EmailSetting } from '@contract/hiring-constants.ts';

/** Whose emails an account receives: a poster's (family, agency), a nanny's, or none yet (no type). */
export function emailAudience(userType: UserType | null): 'poster' | 'nanny' | null {
  if (userType === 'nanny') return 'nanny';
  if (userType === 'family' || userType === 'agency') return 'poster';
  return null;
}

/**
 * The email settings that apply to an account of this type, in the contract's order: its audience's,
 * and those for everyone (new messages), which an account with no type yet has too.
 */
export function emailSettingsFor(userType: UserType | null): EmailSetting[] {
  const audience = emailAudience(userType);
  return EMAIL_SETTINGS.filter((name) => {
    const { for: who } = EMAIL_SETTING_TEXTS[name];
    return who === 'everyone' || who === audience;
  });
}

/**
 * The whole set of settings to save: the server takes all of them at once, so the ones this account
 * does not see are sent as they were.
 */
export function withSetting<S extends Record<EmailSetting, boolean>>(
  current: S,
  name: EmailSetting,
  on: boolean,
): Record<EmailSetting, boolean> {
  return Object.fromEntries(
    EMAIL_SETTINGS.map((setting) => [setting, setting === name ? on : current[setting]]),
  ) as Record<EmailSetting, boolean>;
}
