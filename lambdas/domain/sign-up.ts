import { ATTR, isUserType, MAX_NAME_LENGTH, NAME_MESSAGES, USER_TYPES } from '../contract/auth.ts';
import { accountNameProblem } from './names.ts';

export { MAX_NAME_LENGTH };

/** Why a name with a bidi control or zero-width character in it is refused. */
export const HIDDEN_CHARACTERS_IN_NAME = NAME_MESSAGES.hidden;

/** Why a sign-up that sets the switched-to type itself is refused: only the server's check may set it. */
export const ACCOUNT_TYPE_NOT_YOURS = 'Please choose who you are with the account type only.';

/**
 * Why Cognito must refuse a sign-up, or null when it may go ahead. Users who sign themselves up must
 * say who they are (family, nanny or agency) and give a name; accounts an administrator creates may
 * have no user type. A name must show as what it is: Cognito cannot clean it here, so one holding a
 * bidi control or zero-width character is refused (the sign-up form removes them before sending), and
 * so is one that looks like markup (the form says so before sending), and one that passes for the site
 * or its staff (domain/names.ts; the form shows the pool's refusal under the name). An administrator
 * creating an account (a staff member's) is not held to that last rule.
 */
export function signUpProblem(
  attributes: Record<string, string | undefined>,
  createdByAdmin: boolean,
): string | null {
  const { problem } = accountNameProblem(attributes[ATTR.name] ?? '', { staff: createdByAdmin });
  if (problem) return problem;
  // The app client cannot write the switched-to type; this holds even if that setting were lost.
  if (!createdByAdmin && attributes[ATTR.accountType] !== undefined) return ACCOUNT_TYPE_NOT_YOURS;
  const userType = attributes[ATTR.userType];
  if (userType === undefined && createdByAdmin) return null;
  if (!isUserType(userType)) return `Please choose who you are: ${USER_TYPES.join(', ')}.`;
  return null;
}
