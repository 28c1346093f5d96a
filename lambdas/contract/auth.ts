/**
 * Who can sign up, which groups exist and what a password must look like. Shared by the CDK user pool,
 * the local Cognito proxy (which enforces the same policy as Cognito would) and the sign-up form.
 */
export const USER_TYPES = ['family', 'nanny', 'agency'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const ADMIN_GROUP = 'admin';

/** Cognito attribute names, standard and custom. */
export const ATTR = {
  email: 'email',
  name: 'name',
  userType: 'custom:user_type',
} as const;

export const PASSWORD_POLICY = {
  minLength: 8,
  requireLowercase: true,
  requireUppercase: true,
  requireDigits: true,
  requireSymbols: true,
} as const;

/** Cognito's own set of accepted special characters. */
const SYMBOLS = /[\^$*.[\]{}()?"!@#%&/\\,><':;|_~`=+-]/;

/** The reasons a password falls short of the pool's policy, in Cognito's wording; empty when it complies. */
export function passwordProblems(password: string): string[] {
  const problems: string[] = [];
  if (password.length < PASSWORD_POLICY.minLength)
    problems.push(`Password must have at least ${PASSWORD_POLICY.minLength} characters`);
  if (PASSWORD_POLICY.requireLowercase && !/[a-z]/.test(password))
    problems.push('Password must have lowercase characters');
  if (PASSWORD_POLICY.requireUppercase && !/[A-Z]/.test(password))
    problems.push('Password must have uppercase characters');
  if (PASSWORD_POLICY.requireDigits && !/[0-9]/.test(password))
    problems.push('Password must have numeric characters');
  if (PASSWORD_POLICY.requireSymbols && !SYMBOLS.test(password))
    problems.push('Password must have symbol characters');
  return problems;
}

export const isUserType = (value: unknown): value is UserType =>
  typeof value === 'string' && (USER_TYPES as readonly string[]).includes(value);

/** How long tokens live; the SPA refreshes the ID token before it expires. */
export const TOKEN_VALIDITY = { idTokenMinutes: 60, accessTokenMinutes: 60, refreshTokenDays: 30 } as const;

/** The emails Cognito sends, in the product's words. `{####}` is where Cognito puts the code. */
export const AUTH_EMAILS = {
  verification: {
    subject: 'Your Nanny Marketplace verification code',
    body: 'Welcome to Nanny Marketplace! Your verification code is {####}. It expires in 24 hours. If you did not sign up, you can ignore this email.',
  },
  passwordReset: {
    subject: 'Reset your Nanny Marketplace password',
    body: 'We received a request to reset your Nanny Marketplace password. Your code is {####}. If you did not ask for this, you can ignore this email and your password stays the same.',
  },
} as const;
