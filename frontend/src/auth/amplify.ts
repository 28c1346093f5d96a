import { Amplify } from 'aws-amplify';
import type { AppConfig } from '../config.ts';

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
