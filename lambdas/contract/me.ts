import * as z from 'zod/mini';
import { schema } from './schema.ts';
import './zod-locale.ts';
import { MAX_NAME_LENGTH, NAME_MESSAGES, USER_TYPES, type UserType } from './auth.ts';

export const meResponse = /* @__PURE__ */ schema(() =>
  z.object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    userType: z.nullable(z.enum(USER_TYPES)),
    groups: z.array(z.string()),
  }),
);
export type MeResponse = z.infer<typeof meResponse>;

/**
 * What an account can create that fixes its type: a nanny profile, an agency profile, or a job (a
 * family's draft counts from the moment it is stored, paid or not).
 */
export const ACCOUNT_HOLDINGS = ['nanny-profile', 'agency-profile', 'job'] as const;
export type AccountHolding = (typeof ACCOUNT_HOLDINGS)[number];

/** GET /me/account-type: the account's type, and whether it may still change it. */
export const accountTypeStatus = /* @__PURE__ */ schema(() =>
  z.object({
    userType: z.nullable(z.enum(USER_TYPES)),
    /** True while the account has created nothing (and has a type to change). */
    canChange: z.boolean(),
    /** What the account has created; empty while it may change. */
    holdings: z.array(z.enum(ACCOUNT_HOLDINGS)),
  }),
);
export type AccountTypeStatus = z.infer<typeof accountTypeStatus>;

/** PUT /me/account-type: the type to switch to. */
export const changeAccountTypeInput = /* @__PURE__ */ schema(() =>
  z.object({
    userType: z.enum(USER_TYPES, { error: 'Please choose family, nanny or agency.' }),
  }),
);
export type ChangeAccountTypeInput = z.infer<typeof changeAccountTypeInput>;

/** How each type is named in a sentence: 'a nanny account'. */
export const ACCOUNT_TYPE_NAMES: Record<UserType, string> = {
  family: 'a family account',
  nanny: 'a nanny account',
  agency: 'an agency account',
};

/** What each holding is called when the account is told why it cannot change. */
export const HOLDING_NAMES: Record<AccountHolding, string> = {
  'nanny-profile': 'a nanny profile',
  'agency-profile': 'an agency profile',
  job: 'a job posting',
};

export const ACCOUNT_TYPE_MESSAGES = {
  changed: 'Account type changed',
  sameType: 'Your account is already of this type.',
  noType: 'This account has no account type to change.',
  tooMany: 'You have changed your account type several times today. Please try again tomorrow.',
  /** A write that lost a race with a change of the account's type (another tab), or its deletion. */
  changedMeanwhile: 'Your account changed while this was being saved. Please reload the page and try again.',
  /** The refusal once the account has created something: it names what, with `holdingsSentence`. */
  locked: (holdings: readonly AccountHolding[], current: UserType) =>
    `Your account has ${holdingsSentence(holdings)}, so it stays ${ACCOUNT_TYPE_NAMES[current]}. To use the site as another kind of member, create a new account with a different email address.`,
} as const;

/** 'a nanny profile', 'a nanny profile and a job posting', … */
export function holdingsSentence(holdings: readonly AccountHolding[]): string {
  const names = holdings.map((h) => HOLDING_NAMES[h]);
  if (names.length <= 1) return names[0] ?? 'nothing';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * PUT /me/name: the account's new name, as typed. The server checks it (the name rules of auth.ts and
 * domain/names.ts) and sets it in the user pool; the SPA then refreshes its session for a token that
 * carries it. The SPA never writes the name to the pool itself.
 */
export const changeNameInput = /* @__PURE__ */ schema(() =>
  z.strictObject({
    name: z.string().check(z.maxLength(MAX_NAME_LENGTH * 4, NAME_MESSAGES.tooLong)),
  }),
);
export type ChangeNameInput = z.infer<typeof changeNameInput>;
export const nameChanged = /* @__PURE__ */ schema(() => z.object({ name: z.string() }));
