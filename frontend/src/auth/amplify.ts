/**
 * Everything that needs the auth library (aws-amplify). Loaded on demand through `authLibrary()`
 * (./library.ts), never imported statically by the app, so pages without a session do not download it.
 */
import { Amplify } from 'aws-amplify';
import { Hub } from 'aws-amplify/utils';
import type { AppConfig } from '@/config.ts';

export {
  confirmResetPassword,
  confirmSignUp,
  resendSignUpCode,
  resetPassword,
  signIn,
  signOut,
  signUp,
} from 'aws-amplify/auth';
export { idToken, readUser, secondsLeft } from '@/auth/session.ts';

/** Points Amplify at the user pool named by the runtime configuration (none in demo mode). */
export function configureAmplify(config: AppConfig): void {
  if (config.demo || !config.userPoolId || !config.userPoolClientId) return;
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: config.userPoolClientId,
        ...(config.userPoolEndpoint ? { userPoolEndpoint: config.userPoolEndpoint } : {}),
        loginWith: { email: true },
        signUpVerificationMethod: 'code',
      },
    },
  });
}

/** Relays Amplify's auth events (sign-in, sign-out, refresh, also from other tabs). */
export function listenToAuthEvents(relay: (event: string) => void): () => void {
  return Hub.listen('auth', ({ payload }) => relay(payload.event));
}
