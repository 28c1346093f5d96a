import { ATTR, isUserType, USER_TYPES } from '../contract/auth.ts';
import { withoutHiddenControls } from '../contract/text.ts';

export const MAX_NAME_LENGTH = 100;

/** Why a name with a bidi control or zero-width character in it is refused. */
export const HIDDEN_CHARACTERS_IN_NAME = 'Please enter your name without hidden formatting characters.';

/**
 * Why Cognito must refuse a sign-up, or null when it may go ahead. Users who sign themselves up must
 * say who they are (family, nanny or agency) and give a name; accounts an administrator creates may
 * have no user type. A name must show as what it is: Cognito cannot clean it here, so one holding a
 * bidi control or zero-width character is refused (the sign-up form removes them before sending).
 */
export function signUpProblem(
  attributes: Record<string, string | undefined>,
  createdByAdmin: boolean,
): string | null {
  const typed = attributes[ATTR.name]?.trim() ?? '';
  const name = withoutHiddenControls(typed).trim();
  if (!name) return 'Please enter your full name.';
  if (name !== typed) return HIDDEN_CHARACTERS_IN_NAME;
  if (name.length > MAX_NAME_LENGTH) return `Your name must be at most ${MAX_NAME_LENGTH} characters.`;
  const userType = attributes[ATTR.userType];
  if (userType === undefined && createdByAdmin) return null;
  if (!isUserType(userType)) return `Please choose who you are: ${USER_TYPES.join(', ')}.`;
  return null;
}
