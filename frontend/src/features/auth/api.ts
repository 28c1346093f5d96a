/** Accounts: signing up and in with the user pool, and the signed-in account's type. */
import type {
  ConfirmResetPasswordInput,
  ConfirmSignUpInput,
  ResendSignUpCodeInput,
  ResetPasswordInput,
  SignInInput,
  SignUpInput,
} from 'aws-amplify/auth';
import type { UserType } from '@contract/auth.ts';
import { call } from '@/api/client.ts';
import { authLibrary } from '@/auth/library.ts';

/** GET /me/account-type: the account's type and what it has created under it. */
export const readAccountType = (signal?: AbortSignal) => call('meAccountType', signal ? { signal } : {});

/** PUT /me/account-type: switches an account that has created nothing yet. */
export const changeAccountType = (userType: UserType) => call('meChangeAccountType', { body: { userType } });

// The auth library loads (configured) on demand: each call waits for it.
export const signIn = async (input: SignInInput) => (await authLibrary()).signIn(input);
export const signUp = async (input: SignUpInput) => (await authLibrary()).signUp(input);
export const confirmSignUp = async (input: ConfirmSignUpInput) => (await authLibrary()).confirmSignUp(input);
export const resendSignUpCode = async (input: ResendSignUpCodeInput) =>
  (await authLibrary()).resendSignUpCode(input);
export const resetPassword = async (input: ResetPasswordInput) => (await authLibrary()).resetPassword(input);
export const confirmResetPassword = async (input: ConfirmResetPasswordInput) =>
  (await authLibrary()).confirmResetPassword(input);
