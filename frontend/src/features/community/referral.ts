/**
 * Referral codes from `?ref=CODE` links, kept on this device until the visitor's new account can be
 * credited to the referrer (POST /referrals after the first sign-in).
 *
 * Stored in localStorage under `referralCode` as { code, savedAt (ms), due }: `due` is set once an
 * account has been created here, so a send that failed for a passing reason is retried at the next
 * sign-in. A newer `?ref=` replaces the stored code.
 */
import { REFERRAL_CODE } from '@contract/community-constants.ts';

export const REFERRAL_KEY = 'referralCode';

export interface StoredReferral {
  code: string;
  /** When the link was followed, in ms since the epoch. */
  savedAt: number;
  /** An account was created on this device and the code still has to be sent. */
  due: boolean;
}

/** The part of localStorage used here (so tests can pass a Map-backed stand-in). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** localStorage, or null where it cannot be used (private modes, blocked storage, no browser). */
export function browserStorage(): KeyValueStorage | null {
  try {
    return (globalThis as { localStorage?: KeyValueStorage }).localStorage ?? null;
  } catch {
    return null;
  }
}

/** The valid referral code of a query string ('?ref=CODE'), or null. */
export function referralFromSearch(search: string): string | null {
  const value = new URLSearchParams(search).get('ref')?.trim() ?? '';
  return REFERRAL_CODE.test(value) ? value : null;
}

export function readReferral(storage: KeyValueStorage | null): StoredReferral | null {
  try {
    const raw = storage?.getItem(REFERRAL_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<StoredReferral> | null;
    if (!value || typeof value.code !== 'string' || !REFERRAL_CODE.test(value.code)) return null;
    return {
      code: value.code,
      savedAt: typeof value.savedAt === 'number' ? value.savedAt : 0,
      due: value.due === true,
    };
  } catch {
    return null;
  }
}

function write(storage: KeyValueStorage | null, value: StoredReferral) {
  try {
    storage?.setItem(REFERRAL_KEY, JSON.stringify(value));
  } catch {
    // No storage: the referral cannot be kept.
  }
}

/** Keeps a code from a link; the newest link wins. Following the same link again keeps `due`. */
export function keepReferral(storage: KeyValueStorage | null, code: string, now: number): StoredReferral {
  const current = readReferral(storage);
  const next: StoredReferral = { code, savedAt: now, due: current?.code === code ? current.due : false };
  write(storage, next);
  return next;
}

/** Notes that an account was created here: the stored code is to be sent at the next sign-in. */
export function markReferralDue(storage: KeyValueStorage | null): void {
  const current = readReferral(storage);
  if (current && !current.due) write(storage, { ...current, due: true });
}

/** Forgets the stored code (only that code, when given: a newer link may have replaced it meanwhile). */
export function forgetReferral(storage: KeyValueStorage | null, code?: string): void {
  const current = readReferral(storage);
  if (code !== undefined && current && current.code !== code) return;
  try {
    storage?.removeItem(REFERRAL_KEY);
  } catch {
    // Nothing to forget.
  }
}

/**
 * What to do with the stored code after a failed send: forget it when the server refused it (an
 * invalid code, an account too old to be referred, no such referrer), keep it to retry otherwise
 * (no connection, a server error, too many requests, a session not ready).
 */
export function afterReferralError(error: unknown): 'forget' | 'keep' {
  const status =
    typeof error === 'object' && error !== null && typeof (error as { status?: unknown }).status === 'number'
      ? (error as { status: number }).status
      : 0;
  return [400, 403, 404, 409, 422].includes(status) ? 'forget' : 'keep';
}
