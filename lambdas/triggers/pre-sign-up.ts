import type { PreSignUpTriggerEvent } from 'aws-lambda';
import { signUpProblem } from '../domain/sign-up.ts';

/**
 * Cognito PreSignUp trigger: refuses sign-ups without a valid user type or name. Cognito shows the
 * thrown message to the client as "PreSignUp failed with error <message>".
 */
export const handler = async (event: PreSignUpTriggerEvent): Promise<PreSignUpTriggerEvent> => {
  const problem = signUpProblem(
    event.request.userAttributes,
    event.triggerSource === 'PreSignUp_AdminCreateUser',
  );
  if (problem) throw new Error(problem);
  return event;
};
