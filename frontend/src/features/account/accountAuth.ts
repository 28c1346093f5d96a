/**
 * The signed-in account's own changes with the user pool: its email (verified at the new address first),
 * its password, and signing out on every device. (Its name is changed through the API, which checks it:
 * `changeName` in ./api.ts.) The auth library is configured by
 * `authLibrary()` before any of these run; the functions are read from it on demand, so pages without
 * a session never download it.
 */
import { authLibrary } from '@/auth/library.ts';

async function amplifyAuth() {
  await authLibrary();
  return import('aws-amplify/auth');
}

/**
 * Asks for the account's email to become `email`. The pool sends a code to the new address and keeps
 * the old one until that code is confirmed. Answers whether a code was sent (false when the pool
 * changed the address at once, as a pool without verification would).
 */
export async function startEmailChange(email: string): Promise<boolean> {
  const { updateUserAttribute } = await amplifyAuth();
  const output = await updateUserAttribute({ userAttribute: { attributeKey: 'email', value: email } });
  return output.nextStep.updateAttributeStep === 'CONFIRM_ATTRIBUTE_WITH_CODE';
}

/** Confirms the new address with the code sent to it. */
export async function confirmEmailChange(code: string): Promise<void> {
  const { confirmUserAttribute } = await amplifyAuth();
  await confirmUserAttribute({ userAttributeKey: 'email', confirmationCode: code });
}

/** Sends the new address's code again. */
export async function resendEmailCode(): Promise<void> {
  const { sendUserAttributeVerificationCode } = await amplifyAuth();
  await sendUserAttributeVerificationCode({ userAttributeKey: 'email' });
}

export async function changePassword(oldPassword: string, newPassword: string): Promise<void> {
  const { updatePassword } = await amplifyAuth();
  await updatePassword({ oldPassword, newPassword });
}

/** Ends every session of the account, on every device, this one included. */
export async function signOutEverywhere(): Promise<void> {
  await (await authLibrary()).signOut({ global: true });
}

/** Ends this device's session only (the server has already ended the others). */
export async function signOutHere(): Promise<void> {
  await (await authLibrary()).signOut();
}
