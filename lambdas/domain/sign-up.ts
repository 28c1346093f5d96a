import { ATTR, isUserType, USER_TYPES } from '../contract/auth.ts';

export const MAX_NAME_LENGTH = 100;

/**
 * Why Cognito must refuse a sign-up, or null when it may go ahead. Users who sign themselves up must
 * say who they are (family, nanny or agency) and give a name; accounts an administrator creates may
 * have no user type.
 */
export function signUpProblem(
  attributes: Record<string, string | undefined>,
  createdByAdmin: boolean,
): string | null {
  const name = attributes[ATTR.name]?.trim() ?? '';
  if (!name) return 'Please enter your full name.';
  if (name.length > MAX_NAME_LENGTH) return `Your name must be at most ${MAX_NAME_LENGTH} characters.`;
  const userType = attributes[ATTR.userType];
  if (userType === undefined && createdByAdmin) return null;
  if (!isUserType(userType)) return `Please choose who you are: ${USER_TYPES.join(', ')}.`;
  return null;
}
