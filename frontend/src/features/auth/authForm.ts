/**
 * The sign-in page's shared form: what its steps keep between them (an email typed on Sign Up is there
 * on Sign In), the draft kept for the tab, and the checks each step makes before anything is sent.
 * Each check names the first problem in the order the form shows its fields, with the spec's texts.
 */
import {
  isUserType,
  NAME_MESSAGES,
  nameProblem,
  passwordProblems,
  PASSWORD_POLICY,
  PASSWORD_RULE_TEXT,
  refusedNameMessage,
  type UserType,
} from '@contract/auth.ts';
import { isTotpCode, TWO_FACTOR_MESSAGES } from '@contract/two-factor.ts';
import { readDraft } from '@/features/job-posting/draft.ts';

export type Mode = 'signup' | 'login' | 'forgot';
/** `totp`: the authenticator app's code at sign-in; `totp-setup`: the app set up during sign-in. */
export type Step = 'form' | 'confirm' | 'reset' | 'totp' | 'totp-setup';

export interface AuthValues {
  userType: UserType | null;
  fullName: string;
  email: string;
  password: string;
  confirmPassword: string;
  code: string;
}
export type FieldName = keyof AuthValues;

/** A problem with one field: toasted with its title, and shown under the field, which takes the focus. */
export interface Problem {
  field: FieldName;
  title: string;
  message: string;
}

export const POLICY_HINT = `At least ${PASSWORD_POLICY.minLength} characters, with upper- and lower-case letters, a number and a symbol.`;
const TOO_SHORT = `Password must be ${PASSWORD_RULE_TEXT}.`;
const CHOOSE_TYPE = 'Please choose whether you are a family, a nanny or an agency.';
const MISSING = 'Missing Information';

/**
 * What the visitor typed and chose (never a password), kept for the tab: a reload or a detour loses
 * nothing. The type is kept with the type the link had chosen, so a later link's choice wins over it.
 */
export const DRAFT_KEY = 'auth-form';
export interface AuthDraft {
  fullName: string;
  email: string;
  userType: UserType | null;
  fromLink: UserType | null;
}
export function readAuthDraft(): AuthDraft {
  const raw = readDraft(DRAFT_KEY) as Partial<AuthDraft> | null;
  return {
    fullName: typeof raw?.fullName === 'string' ? raw.fullName : '',
    email: typeof raw?.email === 'string' ? raw.email : '',
    userType: isUserType(raw?.userType) ? raw.userType : null,
    fromLink: isUserType(raw?.fromLink) ? raw.fromLink : null,
  };
}

export const modeFrom = (value: string | null): Mode =>
  value === 'signup' ? 'signup' : value === 'forgot' ? 'forgot' : 'login';

/** Only a page on this site may be a destination after signing in. */
export function safeRedirect(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value, window.location.origin);
    return url.origin === window.location.origin ? url.pathname + url.search + url.hash : null;
  } catch {
    return null;
  }
}

export function emailAndPasswordProblem(values: AuthValues, needPassword: boolean): Problem | null {
  if (!values.email.trim())
    return { field: 'email', title: MISSING, message: 'Please enter your email address.' };
  if (needPassword && !values.password)
    return { field: 'password', title: MISSING, message: 'Please enter your password.' };
  return null;
}

/** A new password and its confirmation; `failureTitle` names a password the pool's rule refuses. */
export function newPasswordProblem(values: AuthValues, failureTitle: string): Problem | null {
  const { password, confirmPassword } = values;
  if (password !== confirmPassword)
    return { field: 'confirmPassword', title: 'Password Mismatch', message: 'Passwords do not match.' };
  // The pool's rule, stated whole (8+ characters with upper, lower, digit and symbol), as the hint and
  // the checklist state it.
  if (password.length < PASSWORD_POLICY.minLength)
    return { field: 'password', title: 'Password Too Short', message: TOO_SHORT };
  const problems = passwordProblems(password);
  if (problems.length) return { field: 'password', title: failureTitle, message: `${problems.join('. ')}.` };
  return null;
}

/** Sign Up's fields, in the order the form shows them, so the first problem named is the first on screen. */
export function signUpProblem(values: AuthValues, name: string): Problem | null {
  if (!values.userType) return { field: 'userType', title: MISSING, message: CHOOSE_TYPE };
  const nameIssue = nameProblem(name);
  if (nameIssue)
    return {
      field: 'fullName',
      title: nameIssue === NAME_MESSAGES.missing ? MISSING : 'Check Your Name',
      message: nameIssue,
    };
  return emailAndPasswordProblem(values, true) ?? newPasswordProblem(values, 'Sign Up Failed');
}

/** The pool's refusal of a sign-up's name, shown under the name field; null for any other error. */
export function refusedName(error: string): Problem | null {
  const message = refusedNameMessage(error);
  return message ? { field: 'fullName', title: 'Check Your Name', message } : null;
}

export const codeProblem = (values: AuthValues): Problem | null =>
  values.code.trim()
    ? null
    : { field: 'code', title: MISSING, message: 'Please enter the code from your email.' };

/** The authenticator app's code: six digits, spaces allowed as some apps show them. */
export function totpCodeProblem(values: AuthValues): Problem | null {
  const code = values.code.replace(/\s/g, '');
  if (!code) return { field: 'code', title: MISSING, message: TWO_FACTOR_MESSAGES.codeRequired };
  if (!isTotpCode(code))
    return { field: 'code', title: 'Check the Code', message: TWO_FACTOR_MESSAGES.codeRequired };
  return null;
}

export function resetProblem(values: AuthValues): Problem | null {
  const problem = codeProblem(values);
  if (problem) return problem;
  if (!values.password) return { field: 'password', title: MISSING, message: 'Please enter your password.' };
  return newPasswordProblem(values, 'Reset Failed');
}
