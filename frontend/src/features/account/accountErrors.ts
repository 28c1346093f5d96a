/**
 * What the account page says when the user pool refuses a change, by the error's name (Amplify passes
 * Cognito's through). Pure, so unit tests (Node) load it.
 */

export const ACCOUNT_MESSAGES = {
  nameSaved: 'Name updated',
  codeSent: 'Code sent',
  emailCodeSent: (email: string) =>
    `We sent a 6-digit code to ${email}. Enter it below to confirm the address.`,
  passwordChanged: 'Password changed',
  signedOutEverywhere: 'Signed out on every device',
  wrongCode: 'That code is not right. Please check the email and try again.',
  expiredCode: 'That code has expired. Send a new code and enter it here.',
  emailTaken: 'Another account already uses that email address.',
  sameEmail: 'That is already your email address.',
  wrongPassword: 'Your current password is not right.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  offline: 'We could not reach the server. Please check your connection and try again.',
  sessionEnded: 'Your session has ended. Please sign in again.',
  failed: 'Something went wrong on our side. Please try again.',
} as const;

function errorName(error: unknown): string {
  return error instanceof Error ? error.name : '';
}

/** The refusals every change may meet: too many attempts, no connection, a session that has ended. */
function common(name: string): string | null {
  if (
    name === 'LimitExceededException' ||
    name === 'TooManyRequestsException' ||
    name === 'TooManyFailedAttemptsException'
  )
    return ACCOUNT_MESSAGES.tooManyAttempts;
  if (name === 'NetworkError') return ACCOUNT_MESSAGES.offline;
  if (name === 'UserUnAuthenticatedException' || name === 'NotAuthorizedException')
    return ACCOUNT_MESSAGES.sessionEnded;
  return null;
}

/** Why an email change or its code was refused. */
export function emailChangeMessage(error: unknown): string {
  const name = errorName(error);
  if (name === 'AliasExistsException' || name === 'UsernameExistsException')
    return ACCOUNT_MESSAGES.emailTaken;
  if (name === 'CodeMismatchException') return ACCOUNT_MESSAGES.wrongCode;
  if (name === 'ExpiredCodeException') return ACCOUNT_MESSAGES.expiredCode;
  if (name === 'InvalidParameterException') return 'Please enter a valid email address.';
  return common(name) ?? ACCOUNT_MESSAGES.failed;
}

const POLICY_REFUSAL = /^Password did not conform with policy:\s*/i;

/**
 * Why a password change was refused: a wrong current password first of all. Cognito says so with
 * NotAuthorizedException; the local pool's emulator with InvalidPasswordException 'Invalid password',
 * which the pool's rule never says (its refusals name the rule broken).
 */
export function passwordChangeMessage(error: unknown): string {
  const name = errorName(error);
  if (name === 'NotAuthorizedException') return ACCOUNT_MESSAGES.wrongPassword;
  if (name === 'InvalidPasswordException' && error instanceof Error)
    return POLICY_REFUSAL.test(error.message)
      ? error.message.replace(POLICY_REFUSAL, '') || ACCOUNT_MESSAGES.failed
      : ACCOUNT_MESSAGES.wrongPassword;
  return common(name) ?? ACCOUNT_MESSAGES.failed;
}

/** Why another change (the name, signing out everywhere) failed. */
export function accountChangeMessage(error: unknown): string {
  return common(errorName(error)) ?? ACCOUNT_MESSAGES.failed;
}
