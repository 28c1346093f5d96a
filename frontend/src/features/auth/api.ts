/**
 * Accounts: signing up and in with the user pool. (The signed-in account's type is read and changed
 * through the API, in ./accountTypeApi.ts: the sign-in page does not need the API's client.)
 */
import type {
  ConfirmResetPasswordInput,
  ConfirmSignInInput,
  ConfirmSignUpInput,
  ResendSignUpCodeInput,
  ResetPasswordInput,
  SignInInput,
  SignUpInput,
  UpdateMFAPreferenceInput,
} from 'aws-amplify/auth';
import { TWO_FACTOR_REQUIRED_CLAIM } from '@contract/two-factor.ts';
import { authLibrary } from '@/auth/library.ts';

// The auth library loads (configured) on demand: each call waits for it.
export const signIn = async (input: SignInInput) => (await authLibrary()).signIn(input);
export const signUp = async (input: SignUpInput) => (await authLibrary()).signUp(input);
export const confirmSignUp = async (input: ConfirmSignUpInput) => (await authLibrary()).confirmSignUp(input);
export const resendSignUpCode = async (input: ResendSignUpCodeInput) =>
  (await authLibrary()).resendSignUpCode(input);
export const resetPassword = async (input: ResetPasswordInput) => (await authLibrary()).resetPassword(input);
export const confirmResetPassword = async (input: ConfirmResetPasswordInput) =>
  (await authLibrary()).confirmResetPassword(input);

/**
 * The library's two-factor functions, once it is configured for this deployment (they are not among
 * the ones every session needs, so they come in the same chunk, loaded only here).
 */
const configuredAuth = async () => {
  await authLibrary();
  return import('aws-amplify/auth');
};

/** Answers a sign-in step: the authenticator app's code, at sign-in or while setting the app up. */
export const confirmSignIn = async (input: ConfirmSignInInput) =>
  (await configuredAuth()).confirmSignIn(input);
export const setUpTotp = async () => (await configuredAuth()).setUpTOTP();
export const verifyTotpSetup = async (code: string) => (await configuredAuth()).verifyTOTPSetup({ code });
export const updateMfaPreference = async (input: UpdateMFAPreferenceInput) =>
  (await configuredAuth()).updateMFAPreference(input);
export const fetchMfaPreference = async () => (await configuredAuth()).fetchMFAPreference();

/**
 * Whether the session's tokens say two-factor must be set up first: an admin without an authenticator
 * app, whose tokens carry no admin group until it is on (lambdas/triggers/pre-token-generation.ts).
 */
export async function twoFactorRequired(): Promise<boolean> {
  const session = await (await configuredAuth()).fetchAuthSession();
  return session.tokens?.idToken?.payload[TWO_FACTOR_REQUIRED_CLAIM] === 'true';
}
