/**
 * Who can sign up, which groups exist and what a password must look like. Shared by the CDK user pool,
 * the local Cognito proxy (which enforces the same policy as Cognito would) and the sign-up form.
 */
export const USER_TYPES = ['family', 'nanny', 'agency'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const ADMIN_GROUP = 'admin';

/**
 * Cognito attribute names, standard and custom.
 * - userType: the type chosen at sign-up. Immutable in the pool (Cognito never lets that change), and
 *   writable by the app client only so sign-up can set it.
 * - accountType: the type an account switched to while it had created nothing yet. Mutable, and written
 *   only by the server (the app client may read it, never write it), so nobody can change type but
 *   through the API's check. When set, it is the account's type.
 */
export const ATTR = {
  email: 'email',
  name: 'name',
  userType: 'custom:user_type',
  accountType: 'custom:account_type',
} as const;

/**
 * What the SPA's app client may write itself (SignUp, UpdateUserAttributes); the pool refuses any other
 * attribute with "A client attempted to write unauthorized attribute". The local pool's proxy enforces
 * the same list, and the CDK client is held to it (tests/infra).
 * - email and name are the pool's required attributes, which Cognito requires every app client to be
 *   able to write (it refuses a client without them: "Invalid write attributes specified"), and which
 *   cannot stop being required without replacing the pool and its accounts. So the client can still set
 *   its own name; the name rule holds all the same: sign-up's name passes the PreSignUp trigger, the SPA
 *   changes a name only through PUT /me/name, and a name written straight to the pool that breaks the
 *   rule never reaches a token (the Pre Token Generation trigger withholds it).
 * - user_type is immutable: writable so sign-up can set it, never changed afterwards.
 */
export const CLIENT_WRITE_ATTRIBUTES = [ATTR.email, ATTR.name, ATTR.userType] as const;

export const PASSWORD_POLICY = {
  minLength: 8,
  requireLowercase: true,
  requireUppercase: true,
  requireDigits: true,
  requireSymbols: true,
} as const;

/** Cognito's own set of accepted special characters. */
const SYMBOLS = /[\^$*.[\]{}()?"!@#%&/\\,><':;|_~`=+-]/;

/**
 * The pool's password policy as rules a person reads, each with its check: the sign-up form's checklist
 * ticks them off as they are met.
 */
export const PASSWORD_RULES = [
  {
    id: 'length',
    label: `At least ${PASSWORD_POLICY.minLength} characters`,
    met: (p: string) => p.length >= PASSWORD_POLICY.minLength,
  },
  { id: 'upper', label: 'An upper-case letter', met: (p: string) => /[A-Z]/.test(p) },
  { id: 'lower', label: 'A lower-case letter', met: (p: string) => /[a-z]/.test(p) },
  { id: 'digit', label: 'A number', met: (p: string) => /[0-9]/.test(p) },
  { id: 'symbol', label: 'A symbol, such as ! ? # or @', met: (p: string) => SYMBOLS.test(p) },
] as const;

/** The whole rule in one sentence, as the hint and the 'Password Too Short' message say it. */
export const PASSWORD_RULE_TEXT = `at least ${PASSWORD_POLICY.minLength} characters long, with upper- and lower-case letters, a number and a symbol`;

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

/**
 * The account's type from its ID token's claims (or its user attributes): the type it switched to when
 * it has one, else the type chosen at sign-up; null for an account with neither (an administrator's).
 */
export function userTypeFrom(claims: Record<string, unknown>): UserType | null {
  const switched = claims[ATTR.accountType];
  if (isUserType(switched)) return switched;
  const chosen = claims[ATTR.userType];
  return isUserType(chosen) ? chosen : null;
}

/** The longest full name an account may give. */
export const MAX_NAME_LENGTH = 100;

/** The site's own name: no account, agency or profile may go by it or by a look-alike of it. */
export const PLATFORM_NAME = 'Nanny Marketplace';

/**
 * Words that make a name read as the site's staff ("Support Team", "Trust & Safety", "Admin"), refused
 * in every name a member sets (domain/names.ts says why these and no others).
 */
export const STAFF_WORDS = [
  'Support',
  'Admin',
  'Administrator',
  'Moderator',
  'Safety',
  'Official',
  'Team',
] as const;

/** The name rules' messages, shown by the sign-up form and given by the pool's check alike. */
export const NAME_MESSAGES = {
  missing: 'Please enter your full name.',
  tooLong: `Your name must be at most ${MAX_NAME_LENGTH} characters.`,
  hidden: 'Please enter your name without hidden formatting characters.',
  markup: 'Please enter your name as plain text, without < or > characters.',
  /** A name that is, holds or looks like the site's own name (domain/names.ts). */
  platform: `Please choose a name that does not look like ${PLATFORM_NAME}: only the site itself goes by that name.`,
  /** A name holding one of STAFF_WORDS, as the word reads folded (domain/names.ts). */
  staff: (word: string) =>
    `Please choose a name without the word “${word}”: members’ names must not look like our staff’s.`,
} as const;

/** Whether a text is one of the name rules' messages. */
export function isNameMessage(text: string): boolean {
  const [before, after] = NAME_MESSAGES.staff('\u0000').split('\u0000') as [string, string];
  return (
    Object.values(NAME_MESSAGES).some((message) => message === text) ||
    (text.startsWith(before) && text.endsWith(after) && text.length > before.length + after.length)
  );
}

/** How Cognito passes on the PreSignUp trigger's refusal: 'PreSignUp failed with error <message>.' */
const PRE_SIGN_UP_REFUSAL = /^PreSignUp failed with error (.+?)\.?$/s;

/**
 * The name rule's message in the pool's refusal of a sign-up, or null when it refused something else:
 * the sign-up form shows it under the name field (a name that passes for the site or its staff is
 * checked by the pool's trigger only).
 */
export function refusedNameMessage(error: string): string | null {
  const reason = PRE_SIGN_UP_REFUSAL.exec(error.trim())?.[1]?.trim();
  if (!reason) return null;
  // The trigger's message keeps its own full stop, which Cognito's wrapping may or may not repeat.
  return [reason, `${reason}.`].find(isNameMessage) ?? null;
}

/**
 * Why a full name (already cleaned of hidden characters and trimmed) cannot be an account's name, or
 * null. A name is plain text wherever it shows: one that looks like markup (`<b>Ann</b>`) is refused
 * rather than quietly changed, so what the user sees is what they typed.
 */
export function nameProblem(name: string): string | null {
  if (!name) return NAME_MESSAGES.missing;
  if (/[<>]/.test(name)) return NAME_MESSAGES.markup;
  if (name.length > MAX_NAME_LENGTH) return NAME_MESSAGES.tooLong;
  return null;
}

/**
 * A stored name as text to show: an older account may hold markup from before names were checked
 * (`<b>Ann</b>`), shown as the words alone ('Ann'), never as tags.
 */
export function plainName(name: string): string {
  return name
    .replace(/<[^>]*>/g, ' ')
    .replace(/[<>]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

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
