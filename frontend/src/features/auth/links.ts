/**
 * Where sign-up and sign-in links lead. Pure, so unit tests (Node) can load it. Every call to action
 * that starts an account names its type and the page it is for: signed out it opens Sign Up with that
 * type chosen and comes back to the page afterwards; signed in it goes straight to the page.
 */
import type { UserType } from '@contract/auth.ts';

/** The page each type of account starts from: a family's job form, a nanny's profile, an agency's page. */
export const START_PAGE: Record<UserType, string> = {
  family: '/post-job-family',
  nanny: '/create-profile',
  agency: '/post-job-agency',
};

const authPath = (params: Record<string, string | undefined>) => {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
  const text = query.toString();
  return text ? `/auth?${text}` : '/auth';
};

/** Sign Up with `type` chosen, back to `redirect` (the type's start page unless named) once signed in. */
export const signUpPath = (type: UserType, redirect: string = START_PAGE[type]) =>
  authPath({ mode: 'signup', type, redirect });

/** Sign In, back to `redirect`; `type` is chosen should the visitor turn to Sign Up instead. */
export const signInPath = (redirect?: string, type?: UserType) => authPath({ type, redirect });

/** A call to action for `type`: to its page when signed in, else to Sign Up with the type chosen. */
export const startPath = (signedIn: boolean, type: UserType, target: string = START_PAGE[type]) =>
  signedIn ? target : signUpPath(type, target);

/** The header's 'Post a Job': the form of the signed-in account's type, the family form when signed out. */
export function postJobPath(userType: UserType | null | undefined, signedIn: boolean): string | null {
  if (!signedIn || userType === 'family') return START_PAGE.family;
  if (userType === 'agency') return START_PAGE.agency;
  // A nanny or an administrator posts no jobs.
  return null;
}
