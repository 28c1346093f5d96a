import type { PreSignUpTriggerEvent } from 'aws-lambda';
import { signUpProblem } from '../domain/sign-up.ts';

/**
 * Cognito PreSignUp trigger: refuses sign-ups without a valid user type or name, or with a name that
 * hides bidi controls or zero-width characters (this trigger cannot change the name, only refuse it).
 * Cognito shows the thrown message to the client as "PreSignUp failed with error <message>".
 */
export const handler = async (event: PreSignUpTriggerEvent): Promise<PreSignUpTriggerEvent> => {
  const problem = signUpProblem(
    event.request.userAttributes,
    event.triggerSource === 'PreSignUp_AdminCreateUser',
  );
  if (problem) throw new Error(problem);
  return event;
};
