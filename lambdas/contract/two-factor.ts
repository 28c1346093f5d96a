/**
 * Two-factor authentication (TOTP) for admins. On AWS an admin whose authenticator app is not set up
 * gets tokens without the admin group and with this claim instead (triggers/pre-token-generation.ts):
 * the admin API refuses them, and the SPA sends them to set it up.
 */
export const TWO_FACTOR_REQUIRED_CLAIM = 'two_factor_required';

export const TWO_FACTOR_MESSAGES = {
  setupRequired: 'Admin accounts must use an authenticator app. Set it up to open the admin pages.',
  codeLabel: 'Code from your authenticator app',
  codeHint: 'The 6-digit code your authenticator app shows for Nanny Marketplace.',
  codeRequired: 'Enter the 6-digit code from your authenticator app',
  wrongCode: 'That code is not right. Check your authenticator app and try again.',
  enabled: 'Two-factor authentication is on',
  disabled: 'Two-factor authentication is off',
  adminCannotDisable: 'Admin accounts must keep two-factor authentication on.',
} as const;

/** The issuer an authenticator app shows beside the account. */
export const TOTP_ISSUER = 'Nanny Marketplace';

/** A TOTP code as an authenticator app shows it. */
export const isTotpCode = (code: string) => /^\d{6}$/.test(code);
